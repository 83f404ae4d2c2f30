import { CataloguePage } from './catalogue-page';

export function CorianWorkPage() {
  return <CataloguePage catalogue="corian" />;
}
