import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disclosureMachine } from '@/shared/model/disclosure.machine';
import { useMachineOnDemand } from './use-machine-on-demand';

type Load = () => Promise<typeof disclosureMachine>;

/** A disclosure whose machine arrives when the test says so. */
function controlledLoad() {
  const calls: Array<{ resolve: (machine: typeof disclosureMachine) => void; reject: (error: Error) => void }> = [];
  const load: Load = () => new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function Disclosure({ load }: { load: Load }) {
  const { snapshot, send, prepare } = useMachineOnDemand(load, 'test-disclosure');
  const open = snapshot?.matches('open') ?? false;
  return (
    <>
      <button type="button" aria-expanded={open} onPointerDown={prepare} onClick={() => send({ type: 'TOGGLE' })}>
        Toggle
      </button>
      <p>{snapshot ? 'started' : 'not started'}</p>
    </>
  );
}

describe('useMachineOnDemand', () => {
  it('renders the first state without loading anything, then delivers the events sent while loading, in order', async () => {
    const { load, calls } = controlledLoad();
    const user = userEvent.setup({ delay: null });
    render(<Disclosure load={load} />);
    expect(screen.getByText('not started')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Toggle' });
    await user.click(toggle);
    await user.click(toggle);
    await user.click(toggle);
    // One download for every use, however many clicks came first.
    expect(calls).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await act(async () => calls[0].resolve(disclosureMachine));
    expect(screen.getByText('started')).toBeInTheDocument();
    // Three toggles: open, closed, open.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('tries the download again on the next use when it failed, dropping what the failed one held', async () => {
    const { load, calls } = controlledLoad();
    const user = userEvent.setup({ delay: null });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Disclosure load={load} />);
    const toggle = screen.getByRole('button', { name: 'Toggle' });

    await user.click(toggle);
    await act(async () => calls[0].reject(new Error('offline')));
    expect(error).toHaveBeenCalledWith('The test-disclosure machine could not be loaded:', expect.any(Error));
    expect(screen.getByText('not started')).toBeInTheDocument();

    await user.click(toggle);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(disclosureMachine));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    error.mockRestore();
  });
});
