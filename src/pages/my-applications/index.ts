export { MyApplicationsPage } from './ui/my-applications-route';
