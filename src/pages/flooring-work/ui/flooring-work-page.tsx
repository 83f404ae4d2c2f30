import { CataloguePage } from '@/features/services';

export function FlooringWorkPage() {
  return <CataloguePage catalogue="flooring" />;
}
