import { tabDraft, typedStrings } from '@/shared/lib/tab-draft';
import type { VendorValues } from '../model/vendor-registration-form.machine';

/**
 * The vendor registration's typed values, kept in this tab so a vendor who must log in first (or whose
 * session ran out) finds them again on `/userinfo` after logging in.
 */
const draft = tabDraft('vendor-registration-draft');

export function readVendorDraft(): Partial<VendorValues> {
  return typedStrings(draft.read()) as Partial<VendorValues>;
}

/**
 * Keeps the typed values. An untouched form saves nothing (so the first render, before the draft is
 * restored, never wipes it); the draft goes only with a success (`clearVendorDraft`).
 */
export function saveVendorDraft(values: VendorValues): void {
  const { tenderNo: _fromTheAddress, ...typed } = values;
  if (!Object.values(typed).some((value) => value !== '')) return;
  draft.save(typed);
}

export function clearVendorDraft(): void {
  draft.clear();
}
