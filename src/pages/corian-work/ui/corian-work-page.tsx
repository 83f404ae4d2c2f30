import { CataloguePage } from '@/features/services';

export function CorianWorkPage() {
  return <CataloguePage catalogue="corian" />;
}
