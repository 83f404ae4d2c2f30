import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { API_URL } from '@/shared/config/env';
import { createI18n, localeOfPath, type LoadedMessages } from '@/shared/i18n';
import './styles/index.scss';

/** The element the server writes the RTK Query cache into (`server/render/render-pages.ts`). */
const STATE_ELEMENT_ID = 'app-state';
/** The element the server writes a Marathi page's messages into (none on an English page). */
const MESSAGES_ELEMENT_ID = 'app-messages';

/**
 * Marks `hydrated` on the page's performance timeline when React's first commit is done (an effect runs
 * after its commit): `npm run bench:longtasks` reads it as the time to hydration.
 */
function HydratedMark() {
  useEffect(() => {
    if (performance.getEntriesByName('hydrated', 'mark').length === 0) performance.mark('hydrated');
    // Clicks on buttons and tabs and choices in selects before hydration started (the page's scripts start
    // after `load`, server/render/page-scripts.ts), done again once their element has hydrated.
    void replayEarlyActions();
  }, []);
  return null;
}

/** How long an early action waits for its element to hydrate (a screen's chunk still loading). */
const REPLAY_WAIT_MS = 10_000;

/**
 * True once React has hydrated the element: it then carries React's props key. A screen's lazy chunk
 * may still be loading when the root commits; an event sent to its server HTML would be lost.
 */
const hydratedElement = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Does the kept actions again, in order, each once its element has hydrated; for `REPLAY_WAIT_MS` after the
 * root's commit it also takes the choices the loader keeps meanwhile (a select on a screen still hydrating).
 */
async function replayEarlyActions(): Promise<void> {
  const early = earlyActions();
  if (!early) return;
  const stop = performance.now() + REPLAY_WAIT_MS;
  while (performance.now() < stop) {
    const actions = early.actions.splice(0);
    if (actions.length > 0) await replay(actions);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function replay(actions: EarlyActions['actions']): Promise<void> {
  for (const action of actions) {
    const until = performance.now() + REPLAY_WAIT_MS;
    while (action.target.isConnected && !hydratedElement(action.target) && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!action.target.isConnected || !hydratedElement(action.target)) continue;
    if (action.type === 'click') {
      action.target.click();
    } else if (action.target instanceof HTMLSelectElement) {
      action.target.value = action.value ?? action.target.value;
      action.target.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // Let React commit what the action did before the next one (a choice can add the next select).
    await nextTask();
  }
}

interface EarlyActions {
  actions: Array<{ type: 'click' | 'change'; target: HTMLElement; value?: string }>;
  /** Set when hydration starts: from then on React replays events itself. */
  taken: boolean;
}

/** What the page's script loader kept of the visitor's clicks and choices before hydration (server/render/page-scripts.ts). */
function earlyActions(): EarlyActions | undefined {
  return (window as Window & { __earlyActions?: EarlyActions }).__earlyActions;
}

/**
 * Resolves in a new task, so the browser can paint and answer input between the page's start-up steps.
 * Together, in the one task that ran the script, they held the main thread for about 400 ms with the CPU
 * slowed 4× (`npm run bench:longtasks`, `/mr/tender`: modules 230 ms, store 70, messages 85); apart, the
 * longest start-up task is about half that (docs/benchmarks-log.md, "Start-up in steps").
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted the next frame (a frame callback, then a task after it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

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
  // Start-up in steps, each in a task of its own (see `nextTask`). The store's and the app's modules are in
  // this same script (an "eager" import makes no chunk and no request), but they are evaluated only when
  // imported here: Redux Toolkit and RTK Query first, then the route table, the shell and the screens'
  // loaders, instead of all of them in the task that runs the script.
  await nextTask();
  const [{ createAppStore }, { hydrateApi }] = await Promise.all([
    import(/* webpackMode: "eager" */ './store'),
    import(/* webpackMode: "eager" */ '@/shared/api/base-api'),
  ]);
  await nextTask();
  // One store for the page's life, made outside React so StrictMode's double render cannot make two.
  const store = createAppStore();
  // A page rendered on the server carries the reads it was rendered from: the store starts from them,
  // so hydration finds the same data and asks the API for none of it again.
  const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (state) store.dispatch(hydrateApi(JSON.parse(state)));
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app');
  // The page's language is its address's; its messages came with the page, so hydration shows the same text.
  const messages = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  const i18n = createI18n(localeOfPath(window.location.pathname), messages ? (JSON.parse(messages) as LoadedMessages) : {});
  const app = (
    <StrictMode>
      <App store={store} i18n={i18n} />
      <HydratedMark />
    </StrictMode>
  );
  // `npm start` renders every page on the server; `npm run dev` and `dev:mock` serve an empty root.
  if (container.firstElementChild) {
    // Let the browser paint the server's HTML first: hydrating is the page's longest task, and on a slow
    // phone it would otherwise hold back the first paint (and the largest one) until it is done.
    await afterNextPaint();
    // From here React replays a click on a part it has not hydrated yet; the loader stops keeping them.
    const early = earlyActions();
    if (early) early.taken = true;
    // In a transition, React hydrates in slices of a few milliseconds and yields to the browser between
    // them (a default-priority hydration is one task as long as the whole page); a tap on a part not yet
    // hydrated makes React hydrate that part first, and the event is replayed on it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
