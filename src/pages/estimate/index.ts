export { EstimatePage } from './ui/estimate-route';
