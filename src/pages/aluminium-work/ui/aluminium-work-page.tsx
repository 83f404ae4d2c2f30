import { CataloguePage } from './catalogue-page';

export function AluminiumWorkPage() {
  return <CataloguePage catalogue="aluminium" />;
}
