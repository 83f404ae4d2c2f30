import { useId, type ReactNode } from 'react';
import { formatClock, formatDay, formatSlot, istDay, useGetBookingDaysQuery, useGetBookingSlotsQuery, type BookingPlace, type Slot } from '@/entities/booking';
import { FLOW_COPY, useBookingText } from '@/entities/booking';

/** How many of the window's open days are offered at once (two weeks fit a phone). */
const DAYS_SHOWN = 14;

/** One choice of a row drawn as buttons (a native radio, kept for the keyboard and a screen reader). */
function ButtonRadio({ id, name, tone, checked, onChange, children }: { id: string; name: string; tone: 'primary' | 'secondary'; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <span>
      <input className="btn-check" type="radio" id={id} name={name} checked={checked} onChange={onChange} />
      <label className={`btn btn-outline-${tone}`} htmlFor={id}>
        {children}
      </label>
    </span>
  );
}

/** The days or the slots could not be read: said as an alert, with a way to ask again. */
function SlotsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useBookingText();
  return (
    <p role="alert">
      {t(FLOW_COPY.slotsFailed)}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
        {t(FLOW_COPY.retry)}
      </button>
    </p>
  );
}

interface SlotPickerProps {
  place: BookingPlace;
  day: string;
  start: string;
  onDay: (day: string) => void;
  onSlot: (slot: Slot) => void;
  error?: string;
  /** Offered first when the slot chosen was taken meanwhile. */
  nearest?: Slot[];
}

/**
 * A day, then a free slot on it, as two radio groups (native radios: arrow keys move, Space chooses, a
 * screen reader names the group). Times are IST whatever the visitor's clock says (`formatClock`).
 */
export function SlotPicker({ place, day, start, onDay, onSlot, error, nearest = [] }: SlotPickerProps) {
  const { t, dated } = useBookingText();
  const name = useId();
  const days = useGetBookingDaysQuery(place);
  const slots = useGetBookingSlotsQuery({ place, day }, { skip: !day });
  const open = (days.data?.days ?? []).filter((candidate) => candidate.free > 0).slice(0, DAYS_SHOWN);
  const errorId = `${name}-error`;

  return (
    <div className="slot-picker">
      {nearest.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h6">{t(FLOW_COPY.nearestLegend)}</legend>
          <div className="slot-picker__options">
            {nearest.map((slot) => (
              <ButtonRadio key={slot.start} id={`${name}-nearest-${slot.start}`} name={`${name}-nearest`} tone="primary" checked={start === slot.start} onChange={() => onSlot(slot)}>
                {dated(formatSlot(slot.start))}
              </ButtonRadio>
            ))}
          </div>
        </fieldset>
      )}

      {days.isError ? (
        <SlotsFailed onRetry={() => void days.refetch()} />
      ) : days.isLoading ? (
        <p role="status">{t(FLOW_COPY.loadingSlots)}</p>
      ) : open.length === 0 ? (
        <p role="status">{t(FLOW_COPY.noDays)}</p>
      ) : (
        <fieldset className="mb-3">
          <legend className="h6">{t(FLOW_COPY.dayLegend)}</legend>
          <div className="slot-picker__options">
            {open.map((candidate) => (
              <ButtonRadio key={candidate.day} id={`${name}-day-${candidate.day}`} name={`${name}-day`} tone="secondary" checked={day === candidate.day} onChange={() => onDay(candidate.day)}>
                {dated(formatDay(candidate.day))}
              </ButtonRadio>
            ))}
          </div>
        </fieldset>
      )}

      {day && (
        <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className="h6">{t(FLOW_COPY.slotLegend, { day: dated(formatDay(day)) })}</legend>
          {slots.isFetching && !slots.data ? (
            <p role="status">{t(FLOW_COPY.loadingSlots)}</p>
          ) : slots.isError ? (
            <SlotsFailed onRetry={() => void slots.refetch()} />
          ) : (slots.data?.slots ?? []).length === 0 ? (
            <p role="status">{t(FLOW_COPY.noSlots)}</p>
          ) : (
            <div className="slot-picker__options">
              {slots.data!.slots.map((slot) => (
                <ButtonRadio key={slot.start} id={`${name}-slot-${slot.start}`} name={`${name}-slot`} tone="primary" checked={start === slot.start} onChange={() => onSlot(slot)}>
                  {dated(formatClock(slot.start))}
                </ButtonRadio>
              ))}
            </div>
          )}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="invalid-feedback d-block" role="alert">
          {t(error)}
        </p>
      )}
      {start && istDay(start) !== day && <p className="small">{t(FLOW_COPY.chosen, { when: dated(formatSlot(start)) })}</p>}
    </div>
  );
}
