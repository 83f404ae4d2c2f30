// The service pages after the list (the catalogues, the estimator, the budget guide): one chunk,
// `service-pages`, loaded by service-page-routes.tsx.
export { GypsumWorkPage } from './gypsum-work-page';
export { PaintingWorkPage } from './painting-work-page';
export { AluminiumWorkPage } from './aluminium-work-page';
export { GlassWorkPage } from './glass-work-page';
export { FlooringWorkPage } from './flooring-work-page';
export { CorianWorkPage } from './corian-work-page';
export { CarpentryWorkPage } from './carpentry-work-page';
export { FurnitureWorkPage } from './furniture-work-page';
export { EstimatePage } from './estimate-page';
export { BudgetGuidePage } from './budget-guide-page';
