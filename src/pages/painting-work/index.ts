export { PaintingWorkPage } from './ui/painting-work-route';
