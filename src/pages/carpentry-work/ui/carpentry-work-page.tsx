import { CataloguePage } from '@/features/services';

export function CarpentryWorkPage() {
  return <CataloguePage catalogue="carpentry" />;
}
