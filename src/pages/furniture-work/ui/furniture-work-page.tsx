import { CataloguePage } from '@/features/services';

/** The furniture route shows Modular Work: the carpentry items with their own intro (SPEC). */
export function FurnitureWorkPage() {
  return <CataloguePage catalogue="modular" />;
}
