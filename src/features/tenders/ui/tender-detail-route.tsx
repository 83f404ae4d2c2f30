import { lazy } from 'react';

const TenderDetailScreen = lazy(() =>
  import(/* webpackChunkName: "tender-detail" */ './tender-detail-page').then((module) => ({ default: module.TenderDetailPage })),
);

/**
 * A tender's page, from a chunk of its own (its letter, documents, corrigenda, questions and the sealed-bid
 * forms): the board's chunk, evaluated in one task when the board hydrates, carries only the list. The route
 * table names the `tender-detail` chunk beside `tenders`, so a rendered detail page preloads both.
 */
export function TenderDetailPage() {
  return <TenderDetailScreen />;
}
