import { CataloguePage } from './catalogue-page';

export function GypsumWorkPage() {
  return <CataloguePage catalogue="gypsum" />;
}
