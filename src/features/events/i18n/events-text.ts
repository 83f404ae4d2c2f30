import { defineCatalogue } from '@/shared/i18n';
import { eventsEn } from './events-text.en';

export const eventsText = defineCatalogue('events', eventsEn, () => import(/* webpackChunkName: "mr-events" */ './events-text.mr'));
