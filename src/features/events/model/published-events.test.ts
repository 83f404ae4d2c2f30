import type { CompanyEvent } from '@/entities/event';
import { eventBannerImage, eventsByDate, localIsoDate, publishedEvents, upcomingChangesAt } from './published-events';

const event = (EventID: number, Published: unknown): CompanyEvent =>
  ({ EventID, EventName: `Event ${EventID}`, Description: '', EventDate: '2025-01-01', EventLocation: '', Img: '', Published }) as CompanyEvent;

describe('publishedEvents', () => {
  it('puts upcoming events first, soonest first (today counts as upcoming), then past ones, newest first', () => {
    const on = (EventID: number, EventDate: string, Published: unknown = true) => ({ ...event(EventID, Published), EventDate });
    const { upcoming, past } = eventsByDate(
      [on(1, '2026-01-10'), on(2, '2026-03-01'), on(3, '2026-02-01'), on(4, '2025-12-31'), on(5, '2026-02-01T00:00:00.000Z'), on(6, '2026-05-01', false)],
      '2026-02-01',
    );
    expect(upcoming.map((e) => e.EventID)).toEqual([3, 5, 2]);
    expect(past.map((e) => e.EventID)).toEqual([1, 4]);
  });

  it('says when the split changes: the soonest upcoming event becomes past at midnight in Nashik after its day', () => {
    const on = (EventID: number, EventDate: string) => ({ ...event(EventID, true), EventDate });
    expect(upcomingChangesAt([on(1, 'to be announced'), on(2, '2026-02-01'), on(3, '2026-03-01')])?.toISOString()).toBe('2026-02-01T18:30:00.000Z');
    expect(upcomingChangesAt([])).toBeNull();
  });

  it('reads today in the local calendar', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('keeps published events, in the order received', () => {
    const events = [event(3, true), event(1, false), event(2, true), event(4, undefined)];
    expect(publishedEvents(events).map((e) => e.EventID)).toEqual([3, 2]);
  });

  it('accepts the forms a database may give a true flag, and nothing else', () => {
    expect(publishedEvents([event(1, 1), event(2, 'true'), event(3, 0), event(4, 'false')]).map((e) => e.EventID)).toEqual([1, 2]);
  });
});

describe('eventBannerImage', () => {
  it('takes the first header that names an image', () => {
    expect(eventBannerImage([{ head_Event: ' ' }, { head_Event: '/uploads/headers/events.svg' }])).toBe('/uploads/headers/events.svg');
    expect(eventBannerImage([])).toBe('');
  });
});
