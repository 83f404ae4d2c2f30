import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  availabilityFormValues,
  BOOKING_PLACES,
  DESK_WEEK,
  formatSlot,
  hoursField,
  istDay,
  PLACE_NAMES,
  slotField,
  WEEKDAY_NAMES,
  type AvailabilityFormValues,
  type BookingPlace,
} from '@/entities/booking';
import { readRefusal } from '@/shared/api/refusal';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { FormFailure, SubmitButton, TextField, useForm } from '@/shared/ui/form';
import {
  useGetStaffAvailabilityQuery,
  useSaveStaffAvailabilityMutation,
  type AvailabilitySaved,
  type DeskAvailability,
  availabilityFormMachine,
  DeskRefusal,
  StaffDeskSection,
} from '@/features/staff';

const REASONS = { closed: 'now a closed day', 'outside-hours': 'now outside the hours' } as const;
const HOURS_HELP = 'Hours are IST, as 10:00-13:00, with a comma between ranges (a lunch break is the gap); leave a day empty when closed.';
const CLOSED_HELP =
  'One a line: the date, the places in [brackets] when not all (nashik, shirdi, video, site), then a note. E.g. 2027-01-26 Republic Day, or 2026-12-05 [shirdi] Designer’s day off.';

/** Where a booking the new availability left outside is moved: its day's bookings at its place. */
const bookingsOf = (place: BookingPlace, start: string) => sitePath.staffBookings(new URLSearchParams({ from: istDay(start), place }).toString());

const describeSource = (found: DeskAvailability) =>
  found.source === 'content'
    ? 'As seeded from content/consultation.json: not yet changed in the desk.'
    : `Last saved by ${found.editedBy} on ${formatSlot(found.updatedAt)}. The content file no longer replaces it at a restart.`;

/**
 * `/staff/availability` (sales, admin): when visitors may book a consultation. Each place's slot length
 * and hours per weekday, the booking window and notice, the video link, and the closed days (company
 * holidays, designers' days off). A save takes effect for visitors at once; it never moves a booking,
 * it lists those now outside the hours with a link to move them. A colleague's save in between is
 * refused (409) with every typed value kept: save over theirs, or load theirs.
 */
export function StaffAvailabilityPage() {
  useDocumentTitle('Availability');
  const hydrated = useHydrated();
  const read = useGetStaffAvailabilityQuery(undefined, { skip: !hydrated, refetchOnMountOrArgChange: true });
  let body;
  if (read.isError) body = <DeskRefusal error={read.error} />;
  else if (!read.data) body = <p aria-live="polite">Loading the availability…</p>;
  // Read once: a refetch must not overwrite what is being typed.
  else body = <AvailabilityEditor first={read.data} />;
  return (
    <StaffDeskSection title="Availability" back={{ to: sitePath.staffDesk(), label: 'Desk' }}>
      {body}
    </StaffDeskSection>
  );
}

function AvailabilityEditor({ first }: { first: DeskAvailability }) {
  const [base, setBase] = useState(first);
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<AvailabilitySaved | null>(null);
  const [theirs, setTheirs] = useState<DeskAvailability | null>(null);
  const loadTheirs = () => {
    if (!theirs) return;
    setBase(theirs);
    setTheirs(null);
    setSaved(null);
    setRound((value) => value + 1);
  };
  return (
    <>
      <p className="small text-body-secondary">{describeSource(saved ?? base)}</p>
      <div aria-live="polite">{saved && <SavedNotice saved={saved} />}</div>
      <AvailabilityForm
        key={round}
        base={base}
        theirs={theirs}
        onSaved={(answer) => {
          setSaved(answer);
          setTheirs(null);
        }}
        onStale={(current) => {
          setSaved(null);
          setTheirs(current);
        }}
        onLoadTheirs={loadTheirs}
      />
    </>
  );
}

interface FormProps {
  base: DeskAvailability;
  theirs: DeskAvailability | null;
  onSaved: (answer: AvailabilitySaved) => void;
  onStale: (current: DeskAvailability) => void;
  onLoadTheirs: () => void;
}

function AvailabilityForm({ base, theirs, onSaved, onStale, onLoadTheirs }: FormProps) {
  const [save] = useSaveStaffAvailabilityMutation();
  const [justSaved, setJustSaved] = useState<AvailabilitySaved | null>(null);
  const form = useForm(availabilityFormMachine, {
    id: 'staff-availability-form',
    initialValues: availabilityFormValues(base.availability, base.version),
    send: (edit) =>
      save(edit)
        .unwrap()
        .then((answer) => {
          setJustSaved(answer);
          onSaved(answer);
          return answer;
        })
        .catch((error: unknown) => {
          const refusal = readRefusal<{ current: DeskAvailability }>(error);
          if (refusal.status === 409 && refusal.data.current) onStale(refusal.data.current);
          throw error;
        }),
  });
  const { succeeded, prefill, closeSuccess } = form;
  // A success empties the form: it is filled again with the availability as the server saved it.
  useEffect(() => {
    if (!succeeded || !justSaved) return;
    prefill(availabilityFormValues(justSaved.availability, justSaved.version) as Partial<AvailabilityFormValues>);
    closeSuccess();
  }, [succeeded, justSaved, prefill, closeSuccess]);

  const text = (name: string) => String(form.values[name] ?? '');
  const field = (name: string, label: string, extra: { type?: 'number'; help?: string; rows?: number; className?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={text(name)}
      onChange={(value) => form.change(name, value)}
      error={form.errors[name]}
      className={extra.className ?? 'col-12 col-sm-6 col-lg-4'}
      type={extra.type}
      inputMode={extra.inputMode}
      help={extra.help}
      rows={extra.rows}
      required
    />
  );
  const saveOverTheirs = () => {
    if (!theirs) return;
    form.change('version', theirs.version);
    form.onSubmit({ preventDefault: () => undefined } as FormEvent<HTMLFormElement>);
  };

  return (
    <>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      {theirs && (
        // Not an alert of its own: the failure above says it; this is what to do about it.
        <div className="alert alert-warning">
          <p className="mb-2">
            {describeSource(theirs)} Their version opens bookings {theirs.availability.bookAheadDays} days ahead with {theirs.availability.minNoticeMinutes} minutes’ notice and{' '}
            {theirs.availability.closed.length} closed days.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-primary" onClick={saveOverTheirs} disabled={form.busy}>
              Save mine over theirs
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onLoadTheirs}>
              Load theirs (drops my changes)
            </button>
          </div>
        </div>
      )}
      <form ref={form.formRef} noValidate aria-label="Availability" aria-busy={form.busy} onSubmit={form.onSubmit}>
        <fieldset className="row mb-3">
          <legend className="h5">Booking window</legend>
          {field('bookAheadDays', 'Bookings open this many days ahead', { type: 'number', inputMode: 'numeric' })}
          {field('minNoticeMinutes', 'Minimum notice (minutes)', { type: 'number', inputMode: 'numeric', help: 'A slot starts at least this long after the visitor books it.' })}
          {field('videoLink', 'Video calls’ meeting address', { help: 'Each booking gets its own room under it.' })}
        </fieldset>
        <p className="small" id="availability-hours-help">
          {HOURS_HELP} A slot length that does not divide a range leaves its last minutes unbooked (the save says where).
        </p>
        {BOOKING_PLACES.map((place) => (
          <fieldset key={place} className="row mb-3 border-top pt-2">
            <legend className="h5">{PLACE_NAMES[place]}</legend>
            {field(slotField(place), 'Slot length (minutes)', { type: 'number', inputMode: 'numeric', className: 'col-12 col-sm-6 col-lg-4' })}
            <div className="w-100" />
            {DESK_WEEK.map((day) => field(hoursField(place, day), WEEKDAY_NAMES[day], { className: 'col-12 col-sm-6 col-lg-3' }))}
          </fieldset>
        ))}
        <fieldset className="row mb-3 border-top pt-2">
          <legend className="h5">Closed days</legend>
          {field('closed', 'Holidays and days off', { rows: 6, help: CLOSED_HELP, className: 'col-12' })}
        </fieldset>
        <SubmitButton busy={form.busy}>Save the availability</SubmitButton>
      </form>
    </>
  );
}

function SavedNotice({ saved }: { saved: AvailabilitySaved }) {
  return (
    <div className={`alert ${saved.affected.length > 0 ? 'alert-warning' : 'alert-success'}`} role="status">
      <p className="mb-1">{saved.message}</p>
      {saved.affected.length > 0 && (
        <>
          <p className="mb-1">
            {saved.affected.length === 1 ? 'One booking is' : `${saved.affected.length} bookings are`} outside the new availability. They are kept as booked: move or cancel
            each one (the visitor is told then).
          </p>
          <ul className="mb-1">
            {saved.affected.map((booking) => (
              <li key={booking.id}>
                <Link to={bookingsOf(booking.place, booking.start)}>
                  {formatSlot(booking.start)}, {PLACE_NAMES[booking.place]}, {booking.name}
                </Link>{' '}
                ({REASONS[booking.reason]})
              </li>
            ))}
          </ul>
        </>
      )}
      {saved.notes.length > 0 && (
        <ul className="mb-0 small">
          {saved.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
