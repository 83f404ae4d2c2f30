// The slice's stylesheet comes with its public index: the pages that compose it link it in their chunk.
import './ui/tenders.scss';
export { useGetMyApplicationsQuery } from './api/my-applications-api';
export { BID_TEXTS, BID_STATE_TEXTS } from './config/bid-texts';
export { tenderDetailText } from './i18n/tender-detail-text';
export { tenderNamesText, tendersText, tenderCountsText } from './i18n/tenders-text';
export { formatIndiaTime } from './lib/bid-format';
export {
  tenderDetailPath,
  detailDate,
  STATUS_TONE,
  tenderApplyPath,
  TENDER_SORTS,
  TENDER_TABS,
  asTab,
  filterTenders,
  inTab,
  pageOf,
} from './lib/tender-format';
export type { TenderSort, TenderTab } from './lib/tender-format';
export { useClosesIn } from './lib/use-closes-in';
export { BidReceipt } from './ui/bids/bid-receipt';
export { StatusBadge } from './ui/status-badge';
export { TenderCorrigenda, TenderDocuments } from './ui/tender-attachments';
export { TenderCards } from './ui/tender-cards';
export { TenderLetter } from './ui/tender-letter';
export { TenderQuestions } from './ui/tender-questions';
export { TenderScope, TenderSpecifications } from './ui/tender-specifications';
export { TenderTable } from './ui/tender-table';
export type { TenderRow } from './ui/tender-table';
export { TenderTimeline } from './ui/tender-timeline';
export { TenderTrades } from './ui/tender-trades';
export { TenderBidSection } from './ui/bids/tender-bid-section.lazy';
