import { createActor } from 'xstate';
import { disclosureMachine } from './disclosure.machine';

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
