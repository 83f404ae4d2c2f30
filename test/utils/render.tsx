import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore, type AppStore } from '@/app/store';
import { routes as appRoutes } from '@/app/routes';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  /** Address to start at (default `/`). */
  route?: string;
}

/** Renders one element inside a fresh store and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { store = createAppStore(), route = '/', ...options }: Options = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  return { store, router, ...render(<Provider store={store}><RouterProvider router={router} /></Provider>, options) };
}

/** Renders the real app (shell + route table) at `route`, with a fresh store. */
export function renderApp(route = '/', { store = createAppStore(), routes = appRoutes }: { store?: AppStore; routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return { store, router, ...render(<Provider store={store}><RouterProvider router={router} /></Provider>) };
}
