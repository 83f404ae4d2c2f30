import { getNextSnapshot } from 'xstate';
import { STAFF_MESSAGES, type StaffLoginPayload, type StaffMember } from '@/shared/contracts/staff';
import { heldAnswers } from '../../../../test/utils/held-answers';
import { describeModel } from '../../../../test/utils/machine-model';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';
import { staffLoginMachine } from './staff-login.machine';

/**
 * The staff sign-in walked as a graph: every step, answer and failure, with the two calls played by the
 * test. What must hold in each state is written from the outside: the password never outlives its step,
 * a wrong anything sends the member back to the password step with the one answer, the lock says so
 * until they choose to start again, and nothing is sent twice.
 */

const MEMBER: StaffMember = { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'sales' };
const SIGNED_IN = { success: true, message: STAFF_MESSAGES.signedIn, step: 'code', staff: MEMBER };
const WRONG = { status: 401, data: { success: false, message: STAFF_MESSAGES.signInFailed } };
const LOCKED = { status: 403, data: { success: false, message: STAFF_MESSAGES.locked } };
const THROTTLED = { status: 429, data: { success: false, message: 'Too many failed log-in attempts. Please wait 15 minutes and try again.' } };
const OFFLINE = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

/** The two calls, answered by the walk; each records what it was sent. */
function controlledCalls() {
  const passwordCalls: StaffLoginPayload[] = [];
  const codeCalls: Array<{ code: string }> = [];
  const answers = heldAnswers();
  return {
    passwordCalls,
    codeCalls,
    machine: staffLoginMachine.provide({
      actors: {
        sendPassword: answers.actor<unknown, StaffLoginPayload>((input) => passwordCalls.push(input)),
        sendCode: answers.actor<{ staff: StaffMember }, { code: string }>((input) => codeCalls.push(input)),
      },
    }),
    resolve: answers.resolve,
    reject: answers.reject,
  };
}

describeModel(staffLoginMachine, {
  events: [
    { type: 'CHANGE', field: 'email', value: ' Asha@Example.in' },
    { type: 'CHANGE', field: 'password', value: 'marble inlay 1994' },
    { type: 'CHANGE', field: 'code', value: '123 456' },
  ],
  outputs: [SIGNED_IN],
  errors: [WRONG, LOCKED, THROTTLED, OFFLINE],
  // What tells two snapshots apart: which fields are filled, what is said, whether a field complains.
  stateKey: ({ context }) => ({
    filled: Object.fromEntries(Object.entries(context.values).map(([field, value]) => [field, value !== ''])),
    failure: context.failure,
    fieldErrors: Object.keys(context.errors).sort(),
    staff: context.staff,
  }),
  start: controlledCalls,
  effects: {
    done: (sut, output) => sut.resolve(output),
    error: (sut, error) => sut.reject(error),
  },
  everyStep: (snapshot) => {
    // The password is only ever held on the password step (and while it is being sent).
    if (!snapshot.matches('password') && !snapshot.matches('sendingPassword')) expect(snapshot.context.values.password).toBe('');
  },
  promises: {
    password: (snapshot, _sut, event, before) => {
      expect(snapshot.context.values.code).toBe('');
      if (event.type === 'xstate.error.actor.0.staff-login.sendingCode') {
        // One answer for a wrong e-mail, password or code: start again, the e-mail kept.
        expect(snapshot.context.failure).toBe(STAFF_MESSAGES.signInFailed);
        expect(snapshot.context.values.email).toBe(before?.context.values.email);
      }
      if (event.type.startsWith('xstate.error.actor') && before?.matches('sendingPassword')) {
        const says = (event as unknown as { error: typeof THROTTLED | typeof OFFLINE }).error;
        expect(snapshot.context.failure).toBe(says === OFFLINE ? STAFF_LOGIN_TEXTS.network : (says as typeof THROTTLED).data.message);
        // A refused password step keeps what was typed.
        expect(snapshot.context.values).toEqual(before.context.values);
      }
      if (event.type === 'SUBMIT') expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
    },
    sendingPassword: (snapshot, sut) => {
      expect(sut.passwordCalls.at(-1)).toEqual({ email: 'asha@example.in', password: 'marble inlay 1994' });
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
    code: (snapshot, _sut, event) => {
      expect(snapshot.can({ type: 'START_AGAIN' })).toBe(true);
      if (event.type.startsWith('xstate.done.actor')) expect(snapshot.context.failure).toBeNull();
      // A failure that is not about the credentials (no answer, a 429) leaves the code step to try again.
      if (event.type.startsWith('xstate.error.actor')) {
        const says = (event as unknown as { error: typeof THROTTLED | typeof OFFLINE }).error;
        expect(snapshot.context.failure).toBe(says === OFFLINE ? STAFF_LOGIN_TEXTS.network : (says as typeof THROTTLED).data.message);
      }
    },
    sendingCode: (snapshot, sut) => {
      expect(sut.codeCalls.at(-1)).toEqual({ code: '123456' });
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
      expect(snapshot.can({ type: 'START_AGAIN' })).toBe(false);
    },
    locked: (snapshot) => {
      expect(snapshot.context.failure).toBe(STAFF_MESSAGES.locked);
      expect(snapshot.context.values.code).toBe('');
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
      const again = getNextSnapshot(staffLoginMachine, snapshot, { type: 'START_AGAIN' });
      expect(again.value).toBe('password');
      expect(again.context.failure).toBeNull();
    },
    signedIn: (snapshot) => {
      expect(snapshot.context.staff).toEqual(MEMBER);
      expect(snapshot.context.values.code).toBe('');
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
  },
});
