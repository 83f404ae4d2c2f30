import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { useGetEventHeaderQuery, useGetEventsQuery } from '../api/events-api';
import { eventBannerImage, publishedEvents } from '../model/published-events';
import { EventCard } from './event-card';
import './events.scss';

/** Events: the header banner, then a card for each published event. */
export function EventsPage() {
  useDocumentTitle('Events');
  const { data: headers = [] } = useGetEventHeaderQuery();
  const { data: events = [], isLoading } = useGetEventsQuery();
  const shown = publishedEvents(events);
  const banner = eventBannerImage(headers);

  return (
    <div className="events-page">
      <PageBanner title="Events" image={banner ? mediaUrl(banner) : undefined}>
        <p className="page-banner__subtitle">Open days, workshops and milestones from our studio and sites.</p>
      </PageBanner>
      <div className="container events-page__content">
        {isLoading && <p role="status">Loading events…</p>}
        {shown.length > 0 && (
          <ul className="event-grid" aria-label="Events">
            {shown.map((event) => (
              <EventCard key={event.EventID ?? event.EventName} event={event} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
