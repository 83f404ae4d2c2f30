import { assign, fromPromise, setup } from 'xstate';
import { readRefusal } from '@/shared/api/refusal';
import { STAFF_MESSAGES, staffCodeSchema, staffLoginSchema, type StaffMember } from '@/shared/contracts/staff';
import { validateWith, type FieldErrors } from '@/shared/contracts/forms';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';
import { nextErrorRound } from '@/shared/model/form.machine';

/**
 * The staff sign-in: the password step, then the authenticator's code, then signed in. The server
 * judges the e-mail, the password and the code together at the code step and gives one answer when any
 * is wrong, so a failed code goes back to the password step (there is no telling which part to retype);
 * the e-mail is kept, the password and code are not. A 403 is the account lock (five failures, 15
 * minutes), shown until the member chooses to start again.
 *
 * No I/O: `sendPassword` and `sendCode` are provided by the screen (RTK Query mutations); like the
 * other forms, a SUBMIT while sending is not handled, so a double click sends once.
 */

export interface StaffLoginValues {
  email: string;
  password: string;
  code: string;
}

export interface StaffLoginContext {
  values: StaffLoginValues;
  errors: FieldErrors;
  /** What went wrong last, shown above the form (null when a field says it). */
  failure: string | null;
  /** Who signed in (in `signedIn`). */
  staff: StaffMember | null;
  /** Bumped when new field errors arrive, so the screen moves focus to the first invalid field. */
  errorRound: number;
}

export type StaffLoginEvent =
  | { type: 'CHANGE'; field: keyof StaffLoginValues; value: string }
  | { type: 'SUBMIT' }
  /** From the code step or the lock: back to the password step. */
  | { type: 'START_AGAIN' }
  | { type: 'DISMISS' };

const EMPTY: StaffLoginValues = { email: '', password: '', code: '' };

/** What a failed call says: its status (`network` when nothing came back) and the server's message. */
const failureOf = readRefusal;

const validatePassword = validateWith(staffLoginSchema);
const validateCode = validateWith(staffCodeSchema);

/** A failure that leaves the step as it was, to be tried again: said above the form, in our words when nothing came back. */
function triedAgain(context: StaffLoginContext, error: unknown) {
  const failure = failureOf(error);
  return {
    failure: failure.status === 'network' ? STAFF_LOGIN_TEXTS.network : (failure.message ?? STAFF_LOGIN_TEXTS.unexpected),
    errors: failure.errors,
    errorRound: nextErrorRound(context.errorRound, failure.errors),
  };
}

export const staffLoginMachine = setup({
  types: {
    context: {} as StaffLoginContext,
    events: {} as StaffLoginEvent,
  },
  actors: {
    sendPassword: fromPromise<unknown, { email: string; password: string }>(async () => {
      throw new Error('The staff log-in was started without a sendPassword actor.');
    }),
    sendCode: fromPromise<{ staff: StaffMember }, { code: string }>(async () => {
      throw new Error('The staff log-in was started without a sendCode actor.');
    }),
  },
  guards: {
    /** Each step takes only its own fields: a code typed on the password step (a stray autofill) is dropped. */
    changesCredentials: ({ event }) => event.type === 'CHANGE' && (event.field === 'email' || event.field === 'password'),
    changesCode: ({ event }) => event.type === 'CHANGE' && event.field === 'code',
    passwordInvalid: ({ context }) => Object.keys(validatePassword(context.values)).length > 0,
    codeInvalid: ({ context }) => Object.keys(validateCode({ code: context.values.code })).length > 0,
    locked: (_, error: unknown) => failureOf(error).status === 403,
    /** 401: the one answer to a wrong e-mail, password or code, or a code step that ran out. */
    startAgain: (_, error: unknown) => failureOf(error).status === 401,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    checkPassword: assign(({ context }) => {
      const errors = validatePassword(context.values);
      return { errors, failure: null, errorRound: nextErrorRound(context.errorRound, errors) };
    }),
    checkCode: assign(({ context }) => {
      const errors = validateCode({ code: context.values.code });
      return { errors, failure: null, errorRound: nextErrorRound(context.errorRound, errors) };
    }),
    /** The password step's failure (a 429, the network): the values stay for another try. */
    failPassword: assign(({ context }, error: unknown) => triedAgain(context, error)),
    /** Back to the password step with the server's words: the password and code are typed again. */
    restart: assign(({ context }, error: unknown) => ({
      values: { ...EMPTY, email: context.values.email },
      errors: {},
      failure: failureOf(error).message ?? STAFF_MESSAGES.signInFailed,
    })),
    lock: assign(({ context }, error: unknown) => ({
      values: { ...EMPTY, email: context.values.email },
      errors: {},
      failure: failureOf(error).message ?? STAFF_MESSAGES.locked,
    })),
    /** The code step's failure that is not about the credentials (network, 5xx): the code may be sent again. */
    failCode: assign(({ context }, error: unknown) => triedAgain(context, error)),
    forgetSecrets: assign(({ context }) => ({ values: { ...EMPTY, email: context.values.email }, errors: {}, failure: null })),
    signIn: assign(({ context }, staff: StaffMember) => ({ values: { ...EMPTY, email: context.values.email }, errors: {}, failure: null, staff })),
    dismiss: assign({ failure: () => null }),
  },
}).createMachine({
  id: 'staff-login',
  context: { values: EMPTY, errors: {}, failure: null, staff: null, errorRound: 0 },
  initial: 'password',
  states: {
    password: {
      on: {
        CHANGE: { guard: 'changesCredentials', actions: 'change' },
        DISMISS: { actions: 'dismiss' },
        SUBMIT: [{ guard: 'passwordInvalid', actions: 'checkPassword' }, { target: 'sendingPassword', actions: 'checkPassword' }],
      },
    },
    sendingPassword: {
      invoke: {
        src: 'sendPassword',
        input: ({ context }) => staffLoginSchema.parse(context.values),
        // The password has done its part: it is not kept while the code is awaited.
        onDone: { target: 'code', actions: 'forgetSecrets' },
        onError: { target: 'password', actions: { type: 'failPassword', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    code: {
      on: {
        CHANGE: { guard: 'changesCode', actions: 'change' },
        DISMISS: { actions: 'dismiss' },
        SUBMIT: [{ guard: 'codeInvalid', actions: 'checkCode' }, { target: 'sendingCode', actions: 'checkCode' }],
        START_AGAIN: { target: 'password', actions: 'forgetSecrets' },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ code: staffCodeSchema.parse({ code: context.values.code }).code }),
        onDone: { target: 'signedIn', actions: { type: 'signIn', params: ({ event }: { event: { output: { staff: StaffMember } } }) => event.output.staff } },
        onError: [
          { guard: { type: 'locked', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'locked', actions: { type: 'lock', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { guard: { type: 'startAgain', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'password', actions: { type: 'restart', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { target: 'code', actions: { type: 'failCode', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    locked: {
      on: { START_AGAIN: { target: 'password', actions: 'forgetSecrets' } },
    },
    signedIn: {},
  },
});
