import { lazyExport } from '@/shared/lib/lazy-export';

const MyApplicationsScreen = lazyExport(() => import(/* webpackChunkName: "tender-bids" */ './my-applications-page'), 'MyApplicationsPage');

/**
 * A vendor's applications and bids, from the chunk of the bids (`tender-bids`: the bid records, receipts and
 * opening records, shared with the detail page's "Bid online"): the board's chunk carries only the list. The
 * route table names `tender-bids` beside `tenders`, so a rendered page preloads both.
 */
export function MyApplicationsPage() {
  return <MyApplicationsScreen />;
}
