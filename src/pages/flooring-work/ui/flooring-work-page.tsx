import { CataloguePage } from './catalogue-page';

export function FlooringWorkPage() {
  return <CataloguePage catalogue="flooring" />;
}
