import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/index.scss';

async function start(): Promise<void> {
  if (process.env.USE_MSW === 'true') {
    // `npm run dev:mock`: every API call is answered in the browser from the demo content.
    const { worker } = await import('@mocks/browser');
    await worker.start({ onUnhandledRequest: 'warn' });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
