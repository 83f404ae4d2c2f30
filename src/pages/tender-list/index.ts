export { TenderListPage } from './ui/tender-list-page';
