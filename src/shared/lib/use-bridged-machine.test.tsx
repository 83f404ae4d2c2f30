import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { assign, setup } from 'xstate';
import { disclosureMachine } from '@/shared/model/disclosure.machine';
import { machinesReducer } from '@/shared/model/machines-slice';
import { useBridgedMachine } from './use-bridged-machine';

// shared may not import the app's store, so the test builds the same slice into a fresh store.
// `log` keeps the type of every action the bridge dispatched, in order.
const log = (state: string[] = [], action: { type: string }) => (action.type.startsWith('machines/') ? [...state, action.type] : state);
const createAppStore = () => configureStore({ reducer: { machines: machinesReducer, log } });
type AppStore = ReturnType<typeof createAppStore>;

function Toggle({ id }: { id: string }) {
  const [snapshot, send] = useBridgedMachine(disclosureMachine, { id });
  return (
    <button type="button" aria-pressed={snapshot.matches('open')} onClick={() => send({ type: 'TOGGLE' })}>
      Toggle
    </button>
  );
}

// A machine with a secret and an event that changes nothing visible (a paused carousel's tick).
const secretive = setup({
  types: { context: {} as { email: string; password: string; ticks: number }, events: {} as { type: 'TYPE'; value: string } | { type: 'TICK' } },
}).createMachine({
  id: 'secretive',
  context: { email: 'asha@example.in', password: '', ticks: 0 },
  initial: 'editing',
  states: { editing: { on: { TYPE: { actions: assign({ password: ({ event }) => event.value }) }, TICK: {} } } },
});

function Secretive() {
  const [snapshot, send] = useBridgedMachine(secretive, { id: 'secretive' });
  return (
    <>
      <label>
        Password
        <input type="password" value={snapshot.context.password} onChange={(event) => send({ type: 'TYPE', value: event.target.value })} />
      </label>
      <button type="button" onClick={() => send({ type: 'TICK' })}>
        Tick
      </button>
    </>
  );
}

function renderToggle(store: AppStore, id = 'menu', strict = false) {
  const ui = (
    <Provider store={store}>
      <Toggle id={id} />
    </Provider>
  );
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui);
}

describe('useBridgedMachine', () => {
  it('shows the live state under state.machines.<id>, starting with the initial state', () => {
    const store = createAppStore();
    renderToggle(store);
    expect(store.getState().machines.menu).toEqual({ value: 'closed', context: {}, event: 'xstate.init' });
  });

  it('dispatches one action per transition, named by machine and event', async () => {
    const store = createAppStore();
    const actions: unknown[] = [];
    store.subscribe(() => actions.push(store.getState().machines.menu));
    renderToggle(store);
    actions.length = 0;

    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().machines.menu).toEqual({ value: 'open', context: {}, event: 'TOGGLE' });

    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(store.getState().machines.menu).toEqual({ value: 'closed', context: {}, event: 'TOGGLE' });
    expect(actions).toEqual([
      { value: 'open', context: {}, event: 'TOGGLE' },
      { value: 'closed', context: {}, event: 'TOGGLE' },
    ]);
    expect(store.getState().log).toEqual(['machines/menu/xstate.init', 'machines/menu/TOGGLE', 'machines/menu/TOGGLE']);
  });

  it('removes the entry when the component unmounts', () => {
    const store = createAppStore();
    const { unmount } = renderToggle(store, 'drawer');
    expect(store.getState().machines).toHaveProperty('drawer');
    unmount();
    expect(store.getState().machines).not.toHaveProperty('drawer');
  });

  it('keeps reporting after StrictMode mounts, unmounts and remounts the component', async () => {
    const store = createAppStore();
    renderToggle(store, 'menu', true);
    expect(store.getState().machines.menu).toEqual({ value: 'closed', context: {}, event: 'xstate.init' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(store.getState().machines.menu).toEqual({ value: 'open', context: {}, event: 'TOGGLE' });
  });

  it('mirrors the context a developer needs, with passwords hidden, and dispatches nothing when nothing changed', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <Secretive />
      </Provider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Password'), 'ab');
    expect(store.getState().machines.secretive).toEqual({
      value: 'editing',
      context: { email: 'asha@example.in', password: '(hidden)', ticks: 0 },
      event: 'TYPE',
    });
    const before = store.getState().log.length;
    await user.click(screen.getByRole('button', { name: 'Tick' }));
    await user.click(screen.getByRole('button', { name: 'Tick' }));
    expect(store.getState().log).toHaveLength(before);
  });

  it('makes one entry per machine under StrictMode', () => {
    const store = createAppStore();
    renderToggle(store, 'menu', true);
    expect(Object.keys(store.getState().machines)).toEqual(['menu']);
    expect(store.getState().log.filter((type) => type === 'machines/menu/xstate.init').length).toBeGreaterThan(0);
  });

  it('reports nothing in a production build', () => {
    const previous = process.env.NODE_ENV;
    const store = createAppStore();
    try {
      process.env.NODE_ENV = 'production';
      renderToggle(store);
      act(() => screen.getByRole('button', { name: 'Toggle' }).click());
      expect(store.getState().machines).toEqual({});
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('still works without a Redux provider', async () => {
    render(<Toggle id="alone" />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveAttribute('aria-pressed', 'true');
  });
});
