import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from './store';
import { routes } from './routes';

/**
 * The app around a store made once by its caller (`main.tsx`): made here, StrictMode's second
 * render would make a second store, and Redux DevTools would show two.
 */
export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
