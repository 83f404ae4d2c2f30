export { FurnitureWorkPage } from './ui/furniture-work-route';
