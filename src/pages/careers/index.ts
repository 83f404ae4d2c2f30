export { CareersPage } from './ui/careers-page';
