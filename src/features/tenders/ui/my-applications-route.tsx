import { lazy } from 'react';

const MyApplicationsScreen = lazy(() =>
  import(/* webpackChunkName: "my-applications" */ './my-applications-page').then((module) => ({ default: module.MyApplicationsPage })),
);

/**
 * A vendor's applications and bids, from a chunk of their own (the bid records, receipts and opening
 * records): the board's chunk carries only the list. The route table names the `my-applications` chunk
 * beside `tenders`, so a rendered page preloads both.
 */
export function MyApplicationsPage() {
  return <MyApplicationsScreen />;
}
