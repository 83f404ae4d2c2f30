import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BOOKING_PLACES, formatClock, formatDay, formatSlot, istDay, useGetBookingSlotsQuery } from '@/entities/booking';
import type { StaffBookingAction, BookingPlace, StaffBooking } from '@/entities/booking';
import { API_URL } from '@/shared/config/env';
import { sitePath } from '@/shared/config/site-paths';
import { useNow } from '@/shared/lib/render-clock';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { floorPlanUrl, useChangeStaffBookingMutation, useGetStaffBookingsQuery } from '@/features/staff-bookings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { refusalMessage, StaffQueryRefusal } from '@/shared/ui/desk';
import { SelectField } from '@/shared/ui/form';

const PLACE_NAMES: Record<BookingPlace, string> = { nashik: 'Nashik office', shirdi: 'Shirdi office', video: 'Video call', site: 'Site visit' };
const STATUS_NAMES: Record<StaffBooking['status'], string> = { booked: 'Booked', done: 'Done', 'no-show': 'No-show', cancelled: 'Cancelled' };
const ACTION_NAMES: Record<StaffBookingAction, string> = { move: 'Move', cancel: 'Cancel', done: 'Done', 'no-show': 'No-show' };

type Outcome = { ok: boolean; message: string };

/**
 * `/staff/bookings` (sales, admin): the consultations of a day or a week, by office (all or one), in IST.
 * A booked one can be moved to another free slot or cancelled (the visitor is e-mailed), and marked Done
 * or No-show once its time has come; each change names the version seen, so a colleague's change in
 * between is shown, not overwritten.
 */
export function StaffBookingsPage() {
  useDocumentTitle('Bookings');
  const hydrated = useHydrated();
  const now = useNow();
  // The availability desk links a booking it left outside the hours here, by its day and place.
  const [params] = useSearchParams();
  const [from, setFrom] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('from') ?? '') ? params.get('from')! : istDay(now)));
  const [days, setDays] = useState<1 | 7>(1);
  const [place, setPlace] = useState<BookingPlace | ''>(() => (BOOKING_PLACES as readonly string[]).includes(params.get('place') ?? '') ? (params.get('place') as BookingPlace) : '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const bookings = useGetStaffBookingsQuery({ from, days, place }, { skip: !hydrated });

  let list;
  if (bookings.isError) list = <StaffQueryRefusal error={bookings.error} />;
  else if (!bookings.data) list = <p role="status">Loading the bookings…</p>;
  else if (bookings.data.length === 0) list = <p role="status">No consultations booked for {days === 1 ? 'this day' : 'this week'}.</p>;
  else list = <BookingList bookings={bookings.data} now={now} onOutcome={setOutcome} />;

  return (
    <section className="container py-4 staff-wide">
      <p className="mb-2">
        <Link to={sitePath.staffDesk()}>← Desk</Link>
      </p>
      <h1 className="h2 mb-3">Bookings</h1>
      <form className="row g-2 align-items-end mb-3" onSubmit={(event) => event.preventDefault()} aria-label="Which bookings">
        <div className="col-12 col-sm-4">
          <label className="form-label" htmlFor="bookings-from">
            From
          </label>
          <input id="bookings-from" type="date" className="form-control" value={from} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </div>
        <fieldset className="col-12 col-sm-4">
          <legend className="form-label fs-6">Show</legend>
          {([1, 7] as const).map((span) => (
            <div className="form-check form-check-inline" key={span}>
              <input className="form-check-input" type="radio" name="bookings-days" id={`bookings-days-${span}`} checked={days === span} onChange={() => setDays(span)} />
              <label className="form-check-label" htmlFor={`bookings-days-${span}`}>
                {span === 1 ? 'The day' : 'The week'}
              </label>
            </div>
          ))}
        </fieldset>
        <SelectField
          className="col-12 col-sm-4 mb-0"
          name="place"
          label="Office"
          placeholder="All"
          options={BOOKING_PLACES.map((option) => ({ value: option, label: PLACE_NAMES[option] }))}
          value={place}
          onChange={(value) => setPlace(value as BookingPlace | '')}
        />
      </form>
      <div aria-live="polite">
        {outcome && (
          <p className={`alert ${outcome.ok ? 'alert-success' : 'alert-warning'}`} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        )}
      </div>
      {list}
    </section>
  );
}

function BookingList({ bookings, now, onOutcome }: { bookings: StaffBooking[]; now: Date; onOutcome: (outcome: Outcome) => void }) {
  const byDay = new Map<string, StaffBooking[]>();
  for (const booking of bookings) byDay.set(istDay(booking.start), [...(byDay.get(istDay(booking.start)) ?? []), booking]);
  return (
    <>
      {[...byDay].map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="mb-4">
          <h2 id={`day-${day}`} className="h5">
            {formatDay(day)}
          </h2>
          <ul className="list-unstyled">
            {list.map((booking) => (
              <BookingItem key={booking.id} booking={booking} now={now} onOutcome={onOutcome} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function BookingItem({ booking, now, onOutcome }: { booking: StaffBooking; now: Date; onOutcome: (outcome: Outcome) => void }) {
  const [change, { isLoading }] = useChangeStaffBookingMutation();
  const [pending, setPending] = useState<StaffBookingAction | null>(null);
  const [moveDay, setMoveDay] = useState(istDay(booking.start));
  const [moveStart, setMoveStart] = useState('');
  const slots = useGetBookingSlotsQuery({ place: booking.place, day: moveDay }, { skip: pending !== 'move' });
  const free = slots.data?.slots;
  const started = Date.parse(booking.start) <= now.getTime();
  const live = booking.status === 'booked';
  const title = `${formatClock(booking.start)} · ${PLACE_NAMES[booking.place]} · ${booking.name}`;

  const send = async (action: StaffBookingAction) => {
    try {
      const answer = await change({ id: booking.id, action, version: booking.version, ...(action === 'move' ? { start: moveStart } : {}) }).unwrap();
      onOutcome({ ok: true, message: `${answer.message} ${booking.name}: ${STATUS_NAMES[answer.booking.status]}, ${formatSlot(answer.booking.start)}.` });
    } catch (error) {
      onOutcome({ ok: false, message: refusalMessage(error) ?? 'The change could not be sent. Please try again.' });
    } finally {
      setPending(null);
    }
  };

  return (
    <li className="card mb-2">
      <div className="card-body">
        <h3 className="h6 card-title">
          {title} <span className="badge text-bg-secondary">{STATUS_NAMES[booking.status]}</span>
        </h3>
        <p className="mb-1 small">
          {booking.phone} · <a href={`mailto:${booking.email}`}>{booking.email}</a> · {booking.where}
        </p>
        <p className="mb-1 small">
          {[booking.homeType, booking.bhk, booking.areaSqft ? `${booking.areaSqft} sq ft` : '', booking.budgetBand, booking.rooms].filter(Boolean).join(' · ')}
        </p>
        {booking.estimate && <p className="mb-1 small">Estimate: {booking.estimate}</p>}
        {booking.hasFloorPlan && (
          <p className="mb-1 small">
            <a href={floorPlanUrl(booking.id, API_URL)}>Floor plan</a>
          </p>
        )}
        <p className="mb-2 small">
          <Link to={sitePath.staffLead('booking', booking.id)}>The lead</Link>
        </p>
        {live && (
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setPending('move')}>
              Move
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setPending('cancel')}>
              Cancel
            </button>
            {started && (
              <>
                <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void send('done')} disabled={isLoading}>
                  Done
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void send('no-show')} disabled={isLoading}>
                  No-show
                </button>
              </>
            )}
          </div>
        )}
        {pending === 'move' && (
          <div className="mt-2 row g-2 align-items-end">
            <div className="col-12 col-sm-5">
              <label className="form-label" htmlFor={`move-day-${booking.id}`}>
                New day
              </label>
              <input id={`move-day-${booking.id}`} type="date" className="form-control" value={moveDay} onChange={(event) => setMoveDay(event.target.value)} />
            </div>
            <SelectField
              className="col-12 col-sm-5 mb-0"
              name={`move-slot-${booking.id}`}
              label="New time (IST)"
              placeholder={slots.isFetching ? 'Loading…' : `${free?.length ?? 0} free`}
              options={(free ?? []).map((slot) => ({ value: slot.start, label: formatClock(slot.start) }))}
              value={moveStart}
              onChange={setMoveStart}
            />
            <div className="col-12 col-sm-2 d-flex gap-2">
              <button type="button" className="btn btn-primary" disabled={!moveStart || isLoading} onClick={() => void send('move')}>
                {ACTION_NAMES.move}
              </button>
              <button type="button" className="btn btn-link" onClick={() => setPending(null)}>
                Back
              </button>
            </div>
          </div>
        )}
        <ConfirmDialog
          show={pending === 'cancel'}
          title="Cancel this consultation?"
          confirmLabel="Cancel it"
          busy={isLoading}
          onConfirm={() => void send('cancel')}
          onCancel={() => setPending(null)}
        >
          {title}, {formatSlot(booking.start)}. The visitor is told by e-mail and the slot is freed.
        </ConfirmDialog>
      </div>
    </li>
  );
}
