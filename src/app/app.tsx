import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppStore } from './store';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app around a store made once by its caller (`main.tsx`): made here, StrictMode's second
 * render would make a second store, and Redux DevTools would show two.
 *
 * The browser routes with `<BrowserRouter>` and `useRoutes`, not a data router: no screen has a loader
 * or an action (their reads are RTK Query hooks), and leaving the data router out takes about 14 KB
 * (brotli) off every page's first script. The server still matches with `createStaticHandler`; both
 * render the same route table to the same markup.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
