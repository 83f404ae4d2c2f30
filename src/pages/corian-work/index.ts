export { CorianWorkPage } from './ui/corian-work-route';
