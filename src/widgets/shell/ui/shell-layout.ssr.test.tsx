/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createAppStore } from '@/app/store';
import { COMPANY } from '@/shared/config/company';
import { ShellLayout } from './shell-layout';

// Render code must be safe on a server: no window or document during render, only in effects.
it('renders the whole shell to HTML where there is no window or document', async () => {
  expect(typeof window).toBe('undefined');
  const routes = [{ path: '/', element: <ShellLayout />, children: [{ index: true, element: <h1>Screen</h1> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <Provider store={createAppStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );

  const text = html.replace(/<!-- -->/g, '');
  expect(text).toContain('<h1>Screen</h1>');
  expect(text).toContain('aria-label="Main"');
  expect(text).toContain(`© ${new Date().getFullYear()} ${COMPANY.legalName}`);
});
