import type { CompanyEvent } from '@/shared/contracts/entities';
import { eventBannerImage, publishedEvents } from './published-events';

const event = (EventID: number, Published: unknown): CompanyEvent =>
  ({ EventID, EventName: `Event ${EventID}`, Description: '', EventDate: '2025-01-01', EventLocation: '', Img: '', Published }) as CompanyEvent;

describe('publishedEvents', () => {
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
