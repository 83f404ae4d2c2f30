import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf } from '@/shared/contracts/forms';
import { ACCOUNT_MESSAGES, loginSchema, type LoginPayload, type SessionUser } from '@/shared/contracts/accounts';
import { failureMessage, requestFailureOf } from '../lib/request-failure';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginContext {
  values: LoginValues;
  errors: Partial<Record<keyof LoginValues, string>>;
  /** Shown in red above the form while in `error`. */
  failure: string | null;
  user: SessionUser | null;
  /** Bumped whenever field errors appear, so the form can move focus to the first one. */
  errorRound: number;
}

export type LoginEvent = { type: 'CHANGE'; field: keyof LoginValues; value: string } | { type: 'SUBMIT' };

/** SPEC section 8: a non-OK answer reads 'Invalid email or password. '; other failures say what happened. */
export function loginFailureMessage(error: unknown): string {
  const failure = requestFailureOf(error);
  if (failure.status === 401) return ACCOUNT_MESSAGES.loginFailed;
  return failureMessage(failure);
}

/**
 * The log-in flow: idle → submitting → success | error. The `logIn` actor (the component's RTK
 * mutation) resolves with the vendor; the machine itself does no I/O.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    logIn: fromPromise<SessionUser, LoginPayload>(async () => {
      throw new Error('The log-in form was started without a logIn actor.');
    }),
  },
  guards: {
    isInvalid: ({ context }) => !loginSchema.safeParse(context.values).success,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { values: { ...context.values, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined } };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = loginSchema.safeParse(context.values);
      return { errors: result.success ? {} : fieldErrorsOf(result.error), failure: null, errorRound: context.errorRound + 1 };
    }),
    clearMessages: assign({ errors: () => ({}), failure: () => null }),
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { values: { email: '', password: '' }, errors: {}, failure: null, user: null, errorRound: 0 },
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      entry: 'clearMessages',
      invoke: {
        src: 'logIn',
        input: ({ context }) => loginSchema.parse(context.values),
        onDone: { target: 'success', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ failure: ({ event }) => loginFailureMessage(event.error) }) },
      },
    },
    success: { type: 'final' },
    error: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
      },
    },
  },
});
