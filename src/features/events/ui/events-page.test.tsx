import { screen, within } from '@testing-library/react';
import events from '@content/events.json';
import { renderApp } from '../../../../test/utils/render';

const ukDate = (iso: string) => iso.split('-').reverse().join('/');

describe('EventsPage', () => {
  it('shows one card per published event with its date as dd/MM/yyyy and its venue', async () => {
    renderApp('/events');
    const list = await screen.findByRole('list', { name: 'Events' }, { timeout: 5_000 });
    const cards = within(list).getAllByRole('listitem');
    const published = events.filter((event) => event.Published);
    expect(cards).toHaveLength(published.length);

    published.forEach((event, position) => {
      const card = cards[position];
      expect(within(card).getByRole('heading', { name: event.EventName })).toBeInTheDocument();
      expect(within(card).getByText(ukDate(event.EventDate))).toHaveAttribute('dateTime', event.EventDate);
      expect(within(card).getByText(event.EventLocation)).toBeInTheDocument();
    });
    for (const hidden of events.filter((event) => !event.Published)) {
      expect(screen.queryByText(hidden.EventName)).not.toBeInTheDocument();
    }
  });
});
