import { CataloguePage } from '@/features/services';

export function AluminiumWorkPage() {
  return <CataloguePage catalogue="aluminium" />;
}
