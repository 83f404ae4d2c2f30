import { createActor, getNextSnapshot } from 'xstate';
import { disclosureMachine } from './disclosure.machine';
import { describeModel } from '../../../test/utils/machine-model';

function start() {
  const actor = createActor(disclosureMachine);
  actor.start();
  return actor;
}

describe('disclosureMachine', () => {
  it('starts closed', () => {
    expect(start().getSnapshot().value).toBe('closed');
  });

  it('opens on OPEN and stays open on a second OPEN', () => {
    const actor = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closes on CLOSE and ignores CLOSE when already closed', () => {
    const actor = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('flips on TOGGLE', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('answers can() for the events that change something', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'OPEN' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
  });
});

// Every path through the graph, on a real actor: the menu and the drawer rely on these two promises.
describeModel(disclosureMachine, {
  simplePaths: true,
  promises: {
    closed: (snapshot) => {
      expect(snapshot.can({ type: 'OPEN' })).toBe(true);
      expect(getNextSnapshot(disclosureMachine, snapshot, { type: 'CLOSE' }).value).toBe('closed');
    },
    // The drawer's ESC and close button both send CLOSE; the toggler sends TOGGLE.
    open: (snapshot) => {
      expect(getNextSnapshot(disclosureMachine, snapshot, { type: 'CLOSE' }).value).toBe('closed');
      expect(getNextSnapshot(disclosureMachine, snapshot, { type: 'TOGGLE' }).value).toBe('closed');
      expect(getNextSnapshot(disclosureMachine, snapshot, { type: 'OPEN' }).value).toBe('open');
    },
  },
});
