import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignUpPayload } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { EMPTY_SIGN_UP, signUpMachine, type SignUpValues } from './sign-up.machine';

const filled: SignUpValues = {
  firstname: ' Asha ',
  lastname: 'Deshmukh',
  email: 'Asha@Example.in',
  password: 'Tender#2026',
  confirmPassword: 'Tender#2026',
};

function start(signUp: (input: SignUpPayload) => Promise<WriteAnswer>) {
  const calls: SignUpPayload[] = [];
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        signUp: fromPromise<WriteAnswer, SignUpPayload>(({ input }) => {
          calls.push(input);
          return signUp(input);
        }),
      },
    }),
  ).start();
  const fill = (values: Partial<SignUpValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof SignUpValues, value });
  };
  return { actor, calls, fill };
}

describe('signUpMachine', () => {
  it('validates before sending and keeps every message', () => {
    const { actor, calls, fill } = start(async () => ({ success: true, message: 'ok' }));
    fill({ firstname: '   ', lastname: '', email: 'asha@example', password: 'short', confirmPassword: 'shorter' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({
      firstname: 'Name is required',
      lastname: 'Name is required',
      email: ' Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(calls).toHaveLength(0);
  });

  it('treats Confirm_Password as its own field that must match', () => {
    const { actor, fill } = start(async () => ({ success: true, message: 'ok' }));
    fill({ ...filled, confirmPassword: 'Tender#2025' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('clears a field’s message as soon as it is edited', () => {
    const { actor, fill } = start(async () => ({ success: true, message: 'ok' }));
    actor.send({ type: 'SUBMIT' });
    fill({ firstname: 'A' });
    expect(actor.getSnapshot().context.errors.firstname).toBeUndefined();
    expect(actor.getSnapshot().context.errors.lastname).toBe('Name is required');
  });

  it('sends the payload without the confirmation, then clears the form and opens the modal', async () => {
    const { actor, calls, fill } = start(async () => ({ success: true, message: 'Your account has been created.' }));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls).toEqual([{ firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' }]);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_SIGN_UP);

    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("shows the server's refusal and keeps the values", async () => {
    const message = 'An account with this e-mail already exists.';
    const { actor, fill } = start(async () => {
      throw { status: 409, data: { success: false, message, errors: { email: message } } };
    });
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe(message);
    expect(actor.getSnapshot().context.errors).toEqual({ email: message });
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('treats an answer without the success flag as a failure', async () => {
    const { actor, fill } = start(async () => ({ success: false, message: 'Sign-up is closed today.' }));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toBe('Sign-up is closed today.');
  });

  it('says so when the network fails', async () => {
    const { actor, fill } = start(async () => {
      throw { status: 'TIMEOUT_ERROR', error: 'timeout' };
    });
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toMatch(/could not reach the server/);
  });
});
