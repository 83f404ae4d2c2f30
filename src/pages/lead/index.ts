export { LeadPage } from './ui/lead-page';
