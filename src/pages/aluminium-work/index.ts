export { AluminiumWorkPage } from './ui/aluminium-work-route';
