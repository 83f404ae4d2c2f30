export { FlooringWorkPage } from './ui/flooring-work-route';
