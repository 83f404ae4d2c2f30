import { mediaUrl } from '@/shared/config/env';
import type { CompanyEvent } from '@/shared/contracts/entities';
import { formatDate, isoDate } from '@/shared/lib/dates';

/** One event: image (200 px tall), name, description, date (dd/MM/yyyy) and venue. */
export function EventCard({ event }: { event: CompanyEvent }) {
  return (
    <li className="event-card">
      <img className="event-card__image" src={mediaUrl(event.Img)} alt="" width={400} height={200} loading="lazy" decoding="async" />
      <div className="event-card__body">
        <h2 className="event-card__name">{event.EventName}</h2>
        <p className="event-card__text">{event.Description}</p>
        <dl className="event-card__facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={isoDate(event.EventDate)}>{formatDate(event.EventDate)}</time>
            </dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>{event.EventLocation}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
