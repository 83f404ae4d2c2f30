import { tabDraft, typedStrings } from '@/shared/lib/tab-draft';
import { FLOW_FIELDS, type FlowValues } from '../model/booking-flow.machine';

/**
 * The booking flow's typed values, kept in this tab so a reload (or a visit to another page and back)
 * loses nothing. The floor plan (a file) cannot be kept; the flow says so.
 */
const draft = tabDraft('consultation-booking-draft');

export interface BookingDraft {
  values: Partial<FlowValues>;
  /** The name of a floor plan that was attached before the reload. */
  floorPlanName?: string;
}

export function readBookingDraft(): BookingDraft {
  const saved = draft.read();
  if (typeof saved !== 'object' || saved === null) return { values: {} };
  const { values, floorPlanName } = saved as { values?: unknown; floorPlanName?: unknown };
  const typed = typedStrings(values);
  const kept = Object.fromEntries(FLOW_FIELDS.filter((field) => field in typed).map((field) => [field, typed[field]])) as Partial<FlowValues>;
  return { values: kept, floorPlanName: typeof floorPlanName === 'string' ? floorPlanName : undefined };
}

export function saveBookingDraft(values: FlowValues, floorPlanName: string | undefined): void {
  if (!Object.values(values).some((value) => value !== '')) return;
  draft.save({ values, floorPlanName });
}

export function clearBookingDraft(): void {
  draft.clear();
}
