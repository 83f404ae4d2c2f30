import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatSlot, manageBookingPath, type Slot } from '@/entities/booking';
import { readRefusal, refusalMessage } from '@/shared/api/refusal';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { SlotPicker, useCancelBookingMutation, useGetBookingByTokenQuery, useRescheduleBookingMutation } from '@/features/booking';
import '@/features/booking/styles';
import { FLOW_COPY, MANAGE_COPY, useBookingText } from '@/entities/booking';


/**
 * `/consultation/manage/:token`: the private link of the confirmation e-mail. Shows the booking, moves it
 * to another free slot (the answer carries a new link: the old one then says it is out of date) or cancels
 * it. A stale, used or unknown link says which, in the server's words.
 */
export function ManageBookingPage() {
  const { t, dated } = useBookingText();
  useDocumentTitle(t(MANAGE_COPY.title));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const booking = useGetBookingByTokenQuery(token);
  const [reschedule, rescheduling] = useRescheduleBookingMutation();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const [nearest, setNearest] = useState<Slot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  // A failed read after a success (the booking was just cancelled) keeps the old data: it no longer stands.
  const view = booking.isError ? undefined : booking.data?.booking;
  const refused = booking.isError ? refusalMessage(booking.error) : null;

  const move = async () => {
    setProblem(null);
    try {
      const answer = await reschedule({ token, start }).unwrap();
      setSaid(`${t(answer.message)} ${t(MANAGE_COPY.newLink)}`);
      setMoving(false);
      navigate(manageBookingPath(answer.manageToken), { replace: true });
    } catch (error) {
      const refusal = readRefusal<{ nearest: Slot[] }>(error);
      setProblem(t(refusal.message ?? FLOW_COPY.network));
      if (refusal.status === 409) {
        setNearest(refusal.data.nearest ?? []);
        setStart('');
      }
    }
  };

  const confirmCancel = async () => {
    setProblem(null);
    try {
      const answer = await cancel(token).unwrap();
      setSaid(t(answer.message));
      setAsking(false);
      void booking.refetch();
    } catch (error) {
      setProblem(t(refusalMessage(error) ?? FLOW_COPY.network));
    }
  };

  return (
    <section className="container consultation-page py-4">
      <h1>{t(MANAGE_COPY.title)}</h1>
      {said && (
        <p className="alert alert-success" role="status">
          {said}
        </p>
      )}
      {booking.isLoading && <p role="status">{t(MANAGE_COPY.loading)}</p>}
      {booking.isError && (
        <div className="alert alert-warning" role="alert">
          <p>{t(refused ?? MANAGE_COPY.failed)}</p>
          <Link to={sitePath.consultation()}>{t(MANAGE_COPY.bookNew)}</Link>
        </div>
      )}
      {view && (
        <>
          <dl>
            <dt>{t(MANAGE_COPY.when)}</dt>
            <dd>{dated(formatSlot(view.start))}</dd>
            <dt>{t(MANAGE_COPY.where)}</dt>
            <dd>{view.where}</dd>
          </dl>
          {problem && (
            <p className="alert alert-warning" role="alert">
              {problem}
            </p>
          )}
          {moving ? (
            <section aria-labelledby="reschedule-heading">
              <h2 id="reschedule-heading" className="h5">
                {t(MANAGE_COPY.rescheduleLegend)}
              </h2>
              <SlotPicker
                place={view.place}
                day={day}
                start={start}
                nearest={nearest}
                onDay={(next) => {
                  setDay(next);
                  setStart('');
                }}
                onSlot={(slot) => setStart(slot.start)}
              />
              <div className="consultation-actions">
                <button type="button" className="btn btn-outline-secondary" onClick={() => setMoving(false)}>
                  {t(FLOW_COPY.back)}
                </button>
                <button type="button" className="btn btn-primary" disabled={!start || rescheduling.isLoading} onClick={() => void move()}>
                  {t(MANAGE_COPY.confirmMove)}
                </button>
              </div>
            </section>
          ) : asking ? (
            <section aria-labelledby="cancel-heading" className="alert alert-light">
              <h2 id="cancel-heading" className="h6">
                {t(MANAGE_COPY.cancelQuestion)}
              </h2>
              <div className="consultation-actions">
                <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking(false)} autoFocus>
                  {t(MANAGE_COPY.keep)}
                </button>
                <button type="button" className="btn btn-danger" disabled={cancelling.isLoading} onClick={() => void confirmCancel()}>
                  {t(MANAGE_COPY.cancelConfirm)}
                </button>
              </div>
            </section>
          ) : (
            <div className="consultation-actions">
              <button type="button" className="btn btn-primary" onClick={() => setMoving(true)}>
                {t(MANAGE_COPY.reschedule)}
              </button>
              <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
                {t(MANAGE_COPY.cancel)}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
