export { AboutUsPage } from './ui/about-us-route';
