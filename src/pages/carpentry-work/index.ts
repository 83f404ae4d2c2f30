export { CarpentryWorkPage } from './ui/carpentry-work-route';
