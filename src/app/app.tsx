import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, type AppStore } from './store';
import { routes } from './routes';

export function App({ store }: { store?: AppStore }) {
  const [appStore] = useState(() => store ?? createAppStore());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
