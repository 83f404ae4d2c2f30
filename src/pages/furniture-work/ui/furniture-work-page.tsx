import { CataloguePage } from '@/features/services';

/** The furniture route shows Modular Work: the carpentry items with their own intro (docs/spec-fields.md). */
export function FurnitureWorkPage() {
  return <CataloguePage catalogue="modular" />;
}
