export { TenderListPage } from './ui/tender-list-page';
export { TenderDetailPage } from './ui/tender-detail-route';
export { MyApplicationsPage } from './ui/my-applications-route';
