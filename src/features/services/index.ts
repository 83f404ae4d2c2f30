export { ServicesPage } from './ui/services-page';
export {
  GypsumWorkPage,
  PaintingWorkPage,
  AluminiumWorkPage,
  GlassWorkPage,
  FlooringWorkPage,
  CorianWorkPage,
  CarpentryWorkPage,
  FurnitureWorkPage,
  EstimatePage,
  BudgetGuidePage,
} from './ui/service-page-routes';
