import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore, type AppStore } from '@/app/store';
import { routes as appRoutes, routesFor } from '@/app/routes';
import { createI18n, I18nProvider, MARATHI_BASE, type I18n } from '@/shared/i18n';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  /** Address to start at (default `/`), without the language's prefix. */
  route?: string;
  /** The page's language and messages (default English); `marathiI18n()` (catalogues.ts) for a Marathi page. */
  i18n?: I18n;
}

/** One element inside the app's providers: its language, a store and a memory router at `route`. */
function withProviders(ui: ReactElement, { store, route, i18n }: { store: AppStore; route: string; i18n: I18n }) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const element = (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>
  );
  return { router, element };
}

/** Renders one element inside a fresh store and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { store = createAppStore(), route = '/', i18n = createI18n('en'), ...options }: Options = {}) {
  const { router, element } = withProviders(ui, { store, route, i18n });
  return { store, router, i18n, ...render(element, options) };
}

/**
 * The HTML the server would send for one element inside the same providers (its own fresh store): put it in
 * a container, change what a visitor could change before the scripts arrive, then hydrate it with
 * `renderWithProviders(ui, { container, hydrate: true })`.
 */
export function serverHtml(ui: ReactElement, { route = '/', i18n = createI18n('en') }: { route?: string; i18n?: I18n } = {}): string {
  return renderToString(withProviders(ui, { store: createAppStore(), route, i18n }).element);
}

/** Renders the real app (shell + route table) at `route`, with a fresh store; a Marathi app lives under `/mr`. */
export function renderApp(route = '/', { store = createAppStore(), routes, i18n = createI18n('en') }: { store?: AppStore; routes?: RouteObject[]; i18n?: I18n } = {}) {
  const basename = i18n.locale === 'mr' ? MARATHI_BASE : undefined;
  const router = createMemoryRouter(routes ?? (i18n.locale === 'en' ? appRoutes : routesFor(i18n.locale)), {
    basename,
    initialEntries: [basename ? `${basename}${route}` : route],
  });
  return {
    store,
    router,
    i18n,
    ...render(
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>,
    ),
  };
}
