import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { disclosureMachine } from '@/shared/model/disclosure.machine';
import { machinesReducer } from '@/shared/model/machines-slice';
import { useBridgedMachine } from './use-bridged-machine';

// shared may not import the app's store, so the test builds the same slice into a fresh store.
const createAppStore = () => configureStore({ reducer: { machines: machinesReducer } });
type AppStore = ReturnType<typeof createAppStore>;

function Toggle({ id }: { id: string }) {
  const [snapshot, send] = useBridgedMachine(disclosureMachine, { id });
  return (
    <button type="button" aria-pressed={snapshot.matches('open')} onClick={() => send({ type: 'TOGGLE' })}>
      Toggle
    </button>
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
    expect(store.getState().machines.menu).toEqual({ value: 'closed', event: 'xstate.init' });
  });

  it('dispatches one machineTransitioned action per transition, named by the event', async () => {
    const store = createAppStore();
    const actions: unknown[] = [];
    store.subscribe(() => actions.push(store.getState().machines.menu));
    renderToggle(store);
    actions.length = 0;

    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().machines.menu).toEqual({ value: 'open', event: 'TOGGLE' });

    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(store.getState().machines.menu).toEqual({ value: 'closed', event: 'TOGGLE' });
    expect(actions).toEqual([
      { value: 'open', event: 'TOGGLE' },
      { value: 'closed', event: 'TOGGLE' },
    ]);
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
    expect(store.getState().machines.menu).toEqual({ value: 'closed', event: 'xstate.init' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(store.getState().machines.menu).toEqual({ value: 'open', event: 'TOGGLE' });
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
