export { GypsumWorkPage } from './ui/gypsum-work-route';
