import { screen, within } from '@testing-library/react';
import events from '@content/events.json';
import { resolveContentDate } from '@/shared/lib/content-date';
import { localIsoDate } from '@/features/events';
import { renderApp } from '../../../../test/utils/render';

const ukDate = (iso: string) => iso.split('-').reverse().join('/');

describe('EventsPage', () => {
  it('shows upcoming events first, soonest first, then past ones, newest first, with dd/MM/yyyy dates and venues', async () => {
    renderApp('/events');
    const upcomingList = await screen.findByRole('list', { name: 'Upcoming events' }, { timeout: 5_000 });
    const pastList = screen.getByRole('list', { name: 'Past events' });
    const today = localIsoDate(new Date());
    const published = events.filter((event) => event.Published).map((event) => ({ ...event, EventDate: resolveContentDate(event.EventDate) }));
    const upcoming = published.filter((event) => event.EventDate >= today).sort((a, b) => a.EventDate.localeCompare(b.EventDate));
    const past = published.filter((event) => event.EventDate < today).sort((a, b) => b.EventDate.localeCompare(a.EventDate));
    expect(upcoming.length).toBeGreaterThan(0);

    for (const [list, expected] of [
      [upcomingList, upcoming],
      [pastList, past],
    ] as const) {
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(expected.map((event) => event.EventName));
      expected.forEach((event, position) => {
        expect(within(cards[position]).getByText(ukDate(event.EventDate))).toHaveAttribute('dateTime', event.EventDate);
        expect(within(cards[position]).getByText(event.EventLocation)).toBeInTheDocument();
      });
    }
    for (const hidden of events.filter((event) => !event.Published)) {
      expect(screen.queryByText(hidden.EventName)).not.toBeInTheDocument();
    }
  });
});
