import { lazyExport } from '@/shared/lib/lazy-export';

type ServicePageName = keyof typeof import('./service-pages');

/** One service page from the `service-pages` chunk. */
const fromChunk = (name: ServicePageName) =>
  lazyExport(() => import(/* webpackChunkName: "service-pages" */ './service-pages'), name);

const GypsumWorkScreen = fromChunk('GypsumWorkPage');
const PaintingWorkScreen = fromChunk('PaintingWorkPage');
const AluminiumWorkScreen = fromChunk('AluminiumWorkPage');
const GlassWorkScreen = fromChunk('GlassWorkPage');
const FlooringWorkScreen = fromChunk('FlooringWorkPage');
const CorianWorkScreen = fromChunk('CorianWorkPage');
const CarpentryWorkScreen = fromChunk('CarpentryWorkPage');
const FurnitureWorkScreen = fromChunk('FurnitureWorkPage');
const EstimateScreen = fromChunk('EstimatePage');
const BudgetGuideScreen = fromChunk('BudgetGuidePage');

/*
 * The catalogues, the estimator and the budget guide come from a chunk of their own: the `services` chunk,
 * evaluated in one task when `/services` hydrates, carries only the list of services, not the catalogues'
 * tables, the rates and the estimator. The route table names `service-pages` beside `services` for these
 * pages, so a rendered one preloads both.
 */
export const GypsumWorkPage = () => <GypsumWorkScreen />;
export const PaintingWorkPage = () => <PaintingWorkScreen />;
export const AluminiumWorkPage = () => <AluminiumWorkScreen />;
export const GlassWorkPage = () => <GlassWorkScreen />;
export const FlooringWorkPage = () => <FlooringWorkScreen />;
export const CorianWorkPage = () => <CorianWorkScreen />;
export const CarpentryWorkPage = () => <CarpentryWorkScreen />;
export const FurnitureWorkPage = () => <FurnitureWorkScreen />;
export const EstimatePage = () => <EstimateScreen />;
export const BudgetGuidePage = () => <BudgetGuideScreen />;
