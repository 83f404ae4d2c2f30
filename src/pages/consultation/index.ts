export { ConsultationPage } from './ui/consultation-page';
