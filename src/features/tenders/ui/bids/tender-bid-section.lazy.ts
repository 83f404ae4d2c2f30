import { lazyExport } from '@/shared/lib/lazy-export';

/**
 * "Bid online" shows once the page has hydrated (it depends on who is asking), so its code (the bid form, its
 * machine, the vendor profile's schema, the opening record) comes from the bids' chunk, `tender-bids` (with a
 * vendor's applications page), fetched then, and only on a tender that takes bids online: the detail's chunk,
 * evaluated in one task as the page hydrates, carries none of it.
 */
export const TenderBidSection = lazyExport(() => import(/* webpackChunkName: "tender-bids" */ './tender-bid-section'), 'TenderBidSection');
