export { ContactUsPage } from './ui/contact-us-page';
