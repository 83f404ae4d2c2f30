import { CataloguePage } from './catalogue-page';

export function GlassWorkPage() {
  return <CataloguePage catalogue="glass" />;
}
