import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The tender board's form messages in Marathi (vendor accounts, the vendor profile, pre-bid questions, sealed
 * bids), keyed by the English message: a catalogue of their own, loaded by the tender board's and the vendor
 * account's screens (`useText(tenderBoardErrorsText)`), so a Marathi page with only an enquiry or a contact form
 * does not carry them in its HTML (two thirds of the form messages). `useFormMessage` reads them once loaded.
 */
export const tenderBoardErrorsText = defineTextCatalogue('tender-board-errors', () => import(/* webpackChunkName: "mr-screens" */ './tender-board-errors.mr'));
