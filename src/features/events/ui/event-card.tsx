import { useEffect, useId, useRef, useState } from 'react';
import { mediaUrl } from '@/shared/config/env';
import type { CompanyEvent } from '@/entities/event';
import { formatDate, isoDate } from '@/shared/lib/dates';
import { useText } from '@/shared/i18n';
import { Fact } from '@/shared/ui/fact';
import { eventsText } from '../i18n/events-text';

/**
 * One event at the spec's size (card 400 px tall, image 200 px): name, date and venue, and the description
 * in the lines left; a longer description gets a "Read more" button that lets the card grow.
 */
export function EventCard({ event }: { event: CompanyEvent }) {
  const t = useText(eventsText);
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);

  useEffect(() => {
    const text = textRef.current;
    if (!text) return undefined;
    const measure = () => setClipped(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(text);
    return () => observer?.disconnect();
  }, []);

  return (
    <li className={`event-card${open ? ' event-card--open' : ''}`}>
      <img className="event-card__image" src={mediaUrl(event.Img)} alt="" width={400} height={200} loading="lazy" decoding="async" />
      <div className="event-card__body">
        <h3 className="event-card__name">{event.EventName}</h3>
        <dl className="event-card__facts">
          <Fact label={t('Date')}>
            <time dateTime={isoDate(event.EventDate)}>{formatDate(event.EventDate)}</time>
          </Fact>
          <Fact label={t('Venue')}>{event.EventLocation}</Fact>
        </dl>
        <p id={textId} ref={textRef} className="event-card__text">
          {event.Description}
        </p>
        {(clipped || open) && (
          <button type="button" className="btn btn-link event-card__more" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
            {open ? t('Show less') : t('Read more')}
            <span className="visually-hidden">: {event.EventName}</span>
          </button>
        )}
      </div>
    </li>
  );
}
