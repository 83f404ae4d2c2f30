import type { VendorValues } from '../model/vendor-registration-form.machine';

/**
 * The vendor registration's typed values, kept in this tab's sessionStorage so a vendor who must log in
 * first (or whose session ran out) finds them again on `/userinfo` after logging in. Only called from
 * effects and handlers: there is no storage during server rendering.
 */
const KEY = 'vendor-registration-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function readVendorDraft(): Partial<VendorValues> {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(Object.entries(saved).filter(([, value]) => typeof value === 'string' && value !== '')) as Partial<VendorValues>;
  } catch {
    return {};
  }
}

/**
 * Keeps the typed values. An untouched form saves nothing (so the first render, before the draft is
 * restored, never wipes it); the draft goes only with a success (`clearVendorDraft`).
 */
export function saveVendorDraft(values: VendorValues): void {
  const { tenderNo: _fromTheAddress, ...typed } = values;
  if (!Object.values(typed).some((value) => value !== '')) return;
  try {
    storage()?.setItem(KEY, JSON.stringify(typed));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearVendorDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // as above
  }
}
