import { deferred } from '@/shared/ui/deferred';

/** The form (its machine, schema and parts) hydrates from its own chunk, after the page; typed values and a chosen file are kept. */
export const CareerForm = deferred('CareerForm', () => import(/* webpackChunkName: "career-form" */ './career-form').then((module) => module.CareerForm));
