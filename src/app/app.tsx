import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { I18nProvider, MARATHI_BASE, type I18n } from '@/shared/i18n';
import type { AppStore } from './store';
import { routesFor } from './routes';

function AppRoutes({ i18n }: { i18n: I18n }) {
  return useRoutes(routesFor(i18n.locale));
}

/**
 * The app around a store and a language made once by their caller (`main.tsx`): made here, StrictMode's second
 * render would make a second store, and Redux DevTools would show two.
 *
 * The browser routes with `<BrowserRouter>` and `useRoutes`, not a data router: no screen has a loader
 * or an action (their reads are RTK Query hooks), and leaving the data router out takes about 14 KB
 * (brotli) off every page's first script. The server still matches with `createStaticHandler`; both
 * render the same route table to the same markup.
 */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  // The Marathi pages are the same routes under `/mr`: every link a screen writes stays in its language.
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <BrowserRouter basename={i18n.locale === 'mr' ? MARATHI_BASE : undefined}>
          <AppRoutes i18n={i18n} />
        </BrowserRouter>
      </Provider>
    </I18nProvider>
  );
}
