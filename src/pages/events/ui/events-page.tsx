import { useEffect, useState } from 'react';
import type { CompanyEvent } from '@/entities/event';
import { dayIn } from '@/shared/lib/company-day';
import { useChangesAt, useNow } from '@/shared/lib/render-clock';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { useGetEventHeaderQuery } from '@/entities/event-header';
import { useGetEventsQuery } from '@/entities/event';
import { eventsText, eventBannerImage, eventsByDate, localIsoDate, upcomingChangesAt, EventCard } from '@/features/events';
import './events.scss';

/** One group of events under its heading (none when the group is empty). */
function EventGroup({ id, title, events }: { id: string; title: string; events: readonly CompanyEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="events-page__heading">
        {title}
      </h2>
      <ul className="event-grid" aria-label={title}>
        {events.map((event) => (
          <EventCard key={event.EventID ?? event.EventName} event={event} />
        ))}
      </ul>
    </section>
  );
}

/** Events: the header banner, the upcoming events (soonest first), then the past ones (newest first). */
export function EventsPage() {
  const t = useText(eventsText);
  useDocumentTitle(t('Events'));
  const { data: headers = [] } = useGetEventHeaderQuery();
  const { data: events = [], isLoading } = useGetEventsQuery();
  // The server renders with the company's calendar (and the browser hydrates that HTML with it); after
  // hydration the split follows the visitor's own calendar.
  const now = useNow();
  const [today, setToday] = useState(() => dayIn(now));
  useEffect(() => setToday(localIsoDate(now)), [now]);
  const { upcoming, past } = eventsByDate(events, today);
  useChangesAt(upcomingChangesAt(upcoming));
  const banner = eventBannerImage(headers);

  return (
    <div className="events-page">
      <PageBanner title={t('Events')} image={banner || undefined}>
        <p className="page-banner__subtitle">{t('Open days, workshops and milestones from our studio and sites.')}</p>
      </PageBanner>
      <div className="container events-page__content">
        {isLoading && <p role="status">{t('Loading events…')}</p>}
        <EventGroup id="events-upcoming" title={t('Upcoming events')} events={upcoming} />
        <EventGroup id="events-past" title={t('Past events')} events={past} />
      </div>
    </div>
  );
}
