import { defineCatalogue } from '@/shared/i18n';
import { eventsEn } from './events-text.en';

export const eventsText = defineCatalogue('events', eventsEn, () => import('./events-text.mr'));
