export { HomePage } from './ui/home-page';
export { AboutUsPage } from './ui/about-us-route';
