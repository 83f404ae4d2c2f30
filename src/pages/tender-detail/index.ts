export { TenderDetailPage } from './ui/tender-detail-route';
