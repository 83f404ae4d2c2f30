import { lazyExport } from '@/shared/lib/lazy-export';

const TenderDetailScreen = lazyExport(() => import(/* webpackChunkName: "tender-detail" */ './tender-detail-page'), 'TenderDetailPage');

/**
 * A tender's page, from a chunk of its own (its letter, documents, corrigenda, questions and the sealed-bid
 * forms): the board's chunk, evaluated in one task when the board hydrates, carries only the list. The route
 * table names the `tender-detail` chunk beside `tenders`, so a rendered detail page preloads both.
 */
export function TenderDetailPage() {
  return <TenderDetailScreen />;
}
