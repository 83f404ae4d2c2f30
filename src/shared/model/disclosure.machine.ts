import { setup } from 'xstate';

export type DisclosureEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'TOGGLE' };

/**
 * Something that is either shown or hidden: the header's collapsed menu, the side drawer, a popup.
 * Pure: the component renders from `snapshot.matches('open')` and sends the events.
 */
export const disclosureMachine = setup({
  types: { events: {} as DisclosureEvent },
}).createMachine({
  id: 'disclosure',
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open', TOGGLE: 'open' },
    },
    open: {
      on: { CLOSE: 'closed', TOGGLE: 'closed' },
    },
  },
});
