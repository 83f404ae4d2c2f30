export { GlassWorkPage } from './ui/glass-work-route';
