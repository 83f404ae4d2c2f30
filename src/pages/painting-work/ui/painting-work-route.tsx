import { lazyExport } from '@/shared/lib/lazy-export';

const Screen = lazyExport(() => import(/* webpackChunkName: "service-pages" */ './painting-work-page'), 'PaintingWorkPage');

/**
 * The page from the `service-pages` chunk, which every catalogue, the estimator and the budget guide share:
 * the `services` chunk, evaluated in one task when `/services` hydrates, carries only the list of services,
 * not the catalogues' tables, the rates and the estimator. The route table names `service-pages` beside
 * `services` for these pages, so a rendered one preloads both.
 */
export const PaintingWorkPage = () => <Screen />;
