import { useId } from 'react';
import { formatClock, formatDay, formatSlot, istDay, useGetBookingDaysQuery, useGetBookingSlotsQuery, type BookingPlace, type Slot } from '@/entities/booking';
import { FLOW_COPY, useBookingText } from '@/entities/booking';

/** How many of the window's open days are offered at once (two weeks fit a phone). */
const DAYS_SHOWN = 14;

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
              <span key={slot.start}>
                <input
                  className="btn-check"
                  type="radio"
                  id={`${name}-nearest-${slot.start}`}
                  name={`${name}-nearest`}
                  checked={start === slot.start}
                  onChange={() => onSlot(slot)}
                />
                <label className="btn btn-outline-primary" htmlFor={`${name}-nearest-${slot.start}`}>
                  {dated(formatSlot(slot.start))}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
      )}

      {days.isError ? (
        <p role="alert">
          {t(FLOW_COPY.slotsFailed)}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void days.refetch()}>
            {t(FLOW_COPY.retry)}
          </button>
        </p>
      ) : days.isLoading ? (
        <p role="status">{t(FLOW_COPY.loadingSlots)}</p>
      ) : open.length === 0 ? (
        <p role="status">{t(FLOW_COPY.noDays)}</p>
      ) : (
        <fieldset className="mb-3">
          <legend className="h6">{t(FLOW_COPY.dayLegend)}</legend>
          <div className="slot-picker__options">
            {open.map((candidate) => (
              <span key={candidate.day}>
                <input
                  className="btn-check"
                  type="radio"
                  id={`${name}-day-${candidate.day}`}
                  name={`${name}-day`}
                  checked={day === candidate.day}
                  onChange={() => onDay(candidate.day)}
                />
                <label className="btn btn-outline-secondary" htmlFor={`${name}-day-${candidate.day}`}>
                  {dated(formatDay(candidate.day))}
                </label>
              </span>
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
            <p role="alert">
              {t(FLOW_COPY.slotsFailed)}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void slots.refetch()}>
                {t(FLOW_COPY.retry)}
              </button>
            </p>
          ) : (slots.data?.slots ?? []).length === 0 ? (
            <p role="status">{t(FLOW_COPY.noSlots)}</p>
          ) : (
            <div className="slot-picker__options">
              {slots.data!.slots.map((slot) => (
                <span key={slot.start}>
                  <input
                    className="btn-check"
                    type="radio"
                    id={`${name}-slot-${slot.start}`}
                    name={`${name}-slot`}
                    checked={start === slot.start}
                    onChange={() => onSlot(slot)}
                  />
                  <label className="btn btn-outline-primary" htmlFor={`${name}-slot-${slot.start}`}>
                    {dated(formatClock(slot.start))}
                  </label>
                </span>
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
