export { TenderListPage } from './ui/tender-list-page';
export { TenderDetailPage } from './ui/tender-detail-page';
export { MyApplicationsPage } from './ui/my-applications-page';
