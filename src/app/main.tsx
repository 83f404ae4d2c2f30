import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_URL } from '@/shared/config/env';
import { App } from './app';
import { createAppStore } from './store';
import './styles/index.scss';

async function start(): Promise<void> {
  // A build-time constant (webpack's DefinePlugin), so a production build drops msw altogether.
  if (process.env.USE_MSW === 'true') {
    // `npm run dev:mock`: every API call is answered in the browser from the demo content.
    const { worker } = await import('@mocks/browser');
    const api = new URL(API_URL, window.location.origin).href;
    await worker.start({
      onUnhandledRequest(request, print) {
        // Only API calls are answered by msw; the bundle, fonts and media are plain files.
        const url = request.url;
        if (url.startsWith(api) && !url.startsWith(`${api}/uploads/`)) print.warning();
      },
    });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // One store for the page's life, made outside React so StrictMode's double render cannot make two.
  const store = createAppStore();
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
