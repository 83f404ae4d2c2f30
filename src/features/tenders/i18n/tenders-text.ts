import { defineCatalogue, defineTextCatalogue } from '@/shared/i18n';

/**
 * The tender board's words (the list and the detail page, docs/spec-fields.md §2), keyed by the English text, which
 * stays where it is shown: English pages carry no table. Their Marathi joins the board's other Marathi modules
 * in `mr-screens` (see tender-detail-text.ts: every chunk is one more entry in every page's runtime).
 */
export const tendersText = defineTextCatalogue('tenders', () => import(/* webpackChunkName: "mr-screens" */ './tenders-text.mr'));

/**
 * the spec's column names and the tender statuses, shown as they are written (`TENDER_COLUMNS`, `TenderStatus`).
 * A catalogue of their own: the same English word says something else elsewhere on the board (the status
 * "Open" and the tab "Open", the column "Apply" and the button "Apply").
 */
export const tenderNamesText = defineTextCatalogue('tender-names', () => import(/* webpackChunkName: "mr-screens" */ './tender-names-text.mr'));

/** The board's two messages with plural forms (a text catalogue holds strings only). */
export const tenderCountsEn = {
  count: { one: '{{count}} tender', other: '{{count}} tenders' },
  closesIn: { one: 'Closes in {{count}} day', other: 'Closes in {{count}} days' },
};

export const tenderCountsText = defineCatalogue('tender-counts', tenderCountsEn, () => import(/* webpackChunkName: "mr-screens" */ './tender-counts-text.mr'));
