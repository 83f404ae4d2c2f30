/** @jest-environment node */
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { COMPANY } from '@/shared/config/company';
import { machinesReducer } from '@/shared/model/machines-slice';
import { ShellLayout } from './shell-layout';

// A widget may not import the app layer, so the test assembles the same reducers itself.
const createStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, machines: machinesReducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

// Render code must be safe on a server: no window or document during render, only in effects.
it('renders the whole shell to HTML where there is no window or document', async () => {
  expect(typeof window).toBe('undefined');
  const routes = [{ path: '/', element: <ShellLayout />, children: [{ index: true, element: <h1>Screen</h1> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);

  // As the server renders a page: once every lazily loaded part (the footer) is in.
  const { prelude } = await prerenderToNodeStream(
    <Provider store={createStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);

  const text = html.replace(/<!-- -->/g, '');
  expect(text).toContain('<h1>Screen</h1>');
  expect(text).toContain('aria-label="Main"');
  expect(text).toContain(`© ${new Date().getFullYear()} ${COMPANY.legalName}`);
});
