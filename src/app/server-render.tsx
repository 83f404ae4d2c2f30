import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { baseApi, type ServerQueryExtra } from '@/shared/api/base-api';
import { createI18n, I18nProvider, localeOfPath, MARATHI_BASE, type LoadedMessages, type Locale } from '@/shared/i18n';
import { createRenderClock, RenderClockContext } from '@/shared/lib/render-clock';
import { fullTitle, PageHeadContext, type PageHead } from '@/shared/lib/use-document-title';
import { createAppStore } from './store';
import { routesFor, type RouteHandle } from './routes';

/**
 * The server half of the render path (docs/architecture.md): route match → the screen's reads on a
 * per-request store → HTML. Imported by the API host (`server/render/`), never by the browser bundle.
 */

export interface RenderedPage {
  /** 200, or 404 when only the not-found route matched. */
  status: number;
  /** A redirect answered by the route table instead of a page. */
  redirect?: { status: number; location: string };
  /** The markup inside `<div id="root">`. */
  html: string;
  /** Resource hints React put before the markup (e.g. the preload of a high-priority image): they go in `<head>`. */
  headHtml: string;
  /** The document title the screen asked for. */
  title: string;
  /** The RTK Query cache the screen was rendered from, for the browser's store to start from. */
  state: unknown;
  /** webpack chunk names the matched screens live in (their scripts and styles are named in the head). */
  chunks: string[];
  /** The route path that matched (`tender/detailsoftender`, `*` …), for the head's description and JSON-LD. */
  routeId: string;
  /**
   * The earliest instant the markup changes by itself (a tender closing, an event becoming past, a new year),
   * as the screens said with `useChangesAt`; null when nothing on the page depends on the clock.
   */
  changesAt: Date | null;
  /** The page's language: Marathi under `/mr`, else English. */
  locale: Locale;
  /** The translated messages the page was rendered with, handed to the browser (none on an English page). */
  messages: LoadedMessages;
}

/** One route table per language: the Marathi twin of every address is the same table under `/mr`. */
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routesFor('en')),
  mr: createStaticHandler(routesFor('mr'), { basename: MARATHI_BASE }),
};

/**
 * Renders the whole page once every lazy screen and Suspense boundary is ready: complete HTML, no
 * fallbacks and no inline scripts (the CSP allows none).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a large boundary behind an inline script; one piece keeps the page script-free.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A screen that throws is rendered by the browser instead; the server logs why.
    onError: (error) => console.error('server render:', error),
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString();
  return html;
}

/** At most this many rounds of "render, then wait for the reads it started" (a read may depend on another). */
const MAX_DATA_ROUNDS = 4;

/**
 * Renders one address. The query hooks of the screens start their reads during render on the server
 * (`unstable__sideEffectsInRender`), answered in-process by `serverQuery`; the page is rendered again
 * once they are in, until a render starts no new read. A new route therefore declares nothing here:
 * the reads its first screen makes with RTK Query hooks are the reads done on the server.
 */
export async function renderPage(url: string, server: ServerQueryExtra, now: Date = new Date()): Promise<RenderedPage> {
  const locale = localeOfPath(new URL(url).pathname);
  const handler = handlers[locale];
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: { status: context.status, location: context.headers.get('location') ?? '/' },
      html: '',
      headHtml: '',
      title: '',
      state: null,
      chunks: [],
      routeId: '',
      changesAt: null,
      locale,
      messages: {},
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createAppStore(undefined, server);
  const head: PageHead = { title: fullTitle('') };
  const clock = createRenderClock(now);
  // One instance per request: the catalogues the screens load while rendering are this page's alone.
  const i18n = createI18n(locale);
  const page = () => (
    <PageHeadContext.Provider value={head}>
      <RenderClockContext.Provider value={clock}>
        <I18nProvider i18n={i18n}>
          <Provider store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Provider>
        </I18nProvider>
      </RenderClockContext.Provider>
    </PageHeadContext.Provider>
  );

  // Render; if that render asked for reads it did not have, wait for them and render again.
  const queryCount = () => Object.keys(store.getState()[baseApi.reducerPath].queries).length;
  let html = '';
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const known = queryCount();
    // Only the last round's markup is kept, so only what it rendered says when the page changes.
    clock.changesAt = Infinity;
    html = await renderToHtml(page());
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (queryCount() === known && running.length === 0) break;
    await Promise.allSettled(running);
  }

  const matched = context.matches.map((match) => match.route);
  const leaf = matched[matched.length - 1];
  const chunks = [...new Set(matched.flatMap((route) => (route.handle as RouteHandle | undefined)?.chunks ?? []))];
  const api = store.getState()[baseApi.reducerPath];
  // Only settled answers travel to the browser; a failed read is tried again there.
  const queries = Object.fromEntries(Object.entries(api.queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  // React writes resource hints (preloads) ahead of the markup when it renders without a document.
  const hints = /^(?:<link\b[^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return {
    // The catch-all, or no route at all (an address with a line break: routes.tsx, NoRouteMatched).
    status: leaf?.path === '*' || context.statusCode === 404 ? 404 : 200,
    html: html.slice(hints.length),
    headHtml: hints,
    title: head.title,
    state: { [baseApi.reducerPath]: { queries, mutations: {}, provided: api.provided } },
    chunks,
    routeId: leaf?.path ?? '',
    changesAt: Number.isFinite(clock.changesAt) ? new Date(clock.changesAt) : null,
    locale,
    messages: i18n.loaded(),
  };
}
