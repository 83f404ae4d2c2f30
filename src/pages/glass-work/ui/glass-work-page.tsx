import { CataloguePage } from '@/features/services';

export function GlassWorkPage() {
  return <CataloguePage catalogue="glass" />;
}
