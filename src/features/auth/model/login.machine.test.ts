import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginPayload, SessionUser } from '@/shared/contracts/accounts';
import { loginMachine } from './login.machine';

const asha: SessionUser = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in' };

function start(logIn: (input: LoginPayload) => Promise<SessionUser>) {
  const calls: LoginPayload[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        logIn: fromPromise<SessionUser, LoginPayload>(({ input }) => {
          calls.push(input);
          return logIn(input);
        }),
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'CHANGE', field: 'email', value: email });
    actor.send({ type: 'CHANGE', field: 'password', value: password });
  };
  return { actor, calls, fill };
}

describe('loginMachine', () => {
  it('starts idle with an empty form', () => {
    const { actor } = start(async () => asha);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ email: '', password: '' });
  });

  it('does not send an empty form and names both missing fields', () => {
    const { actor, calls } = start(async () => asha);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(calls).toHaveLength(0);
  });

  it('goes idle → submitting → success with the vendor, sending the trimmed, lower-cased e-mail', async () => {
    const { actor, calls, fill } = start(async () => asha);
    fill('  Asha@Example.IN ', 'Tender#2026');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(actor.getSnapshot().context.user).toEqual(asha);
    expect(calls).toEqual([{ email: 'asha@example.in', password: 'Tender#2026' }]);
  });

  it("shows 'Invalid email or password. ' for a 401, then succeeds on a second try", async () => {
    let attempt = 0;
    const { actor, fill } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { status: 401, data: { success: false, message: 'Invalid email or password.' } };
      return asha;
    });
    fill('asha@example.in', 'wrong');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe('Invalid email or password. ');

    actor.send({ type: 'CHANGE', field: 'password', value: 'Tender#2026' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
  });

  it('says so when the network fails', async () => {
    const { actor, fill } = start(async () => {
      throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    });
    fill('asha@example.in', 'Tender#2026');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe('We could not reach the server. Please check your connection and try again.');
  });

  it("passes on the server's own words for throttling", async () => {
    const message = 'Too many failed log-in attempts. Please wait 15 minutes and try again.';
    const { actor, fill } = start(async () => {
      throw { status: 429, data: { success: false, message } };
    });
    fill('asha@example.in', 'Tender#2026');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe(message);
  });

  it('ignores a second SUBMIT while the first is on its way', async () => {
    const { actor, calls, fill } = start(() => new Promise<SessionUser>((resolve) => setTimeout(() => resolve(asha), 10)));
    fill('asha@example.in', 'Tender#2026');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls).toHaveLength(1);
  });
});
