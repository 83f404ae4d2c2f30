import { CataloguePage } from './catalogue-page';

export function CarpentryWorkPage() {
  return <CataloguePage catalogue="carpentry" />;
}
