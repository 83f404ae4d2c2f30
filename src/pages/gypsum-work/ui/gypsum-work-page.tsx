import { CataloguePage } from '@/features/services';

export function GypsumWorkPage() {
  return <CataloguePage catalogue="gypsum" />;
}
