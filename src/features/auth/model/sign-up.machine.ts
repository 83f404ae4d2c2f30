import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf } from '@/shared/contracts/forms';
import { signUpFormSchema, signUpSchema, type SignUpPayload } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { failureMessage, requestFailureOf } from '../lib/request-failure';

export interface SignUpValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGN_UP: SignUpValues = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' };

export interface SignUpContext {
  values: SignUpValues;
  errors: Partial<Record<keyof SignUpValues, string>>;
  /** The server's refusal (or a network failure), shown above the form while in `error`. */
  failure: string | null;
  /** Bumped whenever field errors appear, so the form can move focus to the first one. */
  errorRound: number;
}

export type SignUpEvent =
  | { type: 'CHANGE'; field: keyof SignUpValues; value: string }
  | { type: 'SUBMIT' }
  /** Closes the success modal. */
  | { type: 'CLOSE' };

/**
 * The sign-up flow: idle → submitting → success (form cleared, modal open) | error. Validation runs
 * before sending (a failing form is not sent) and every field's message is kept for display.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    signUp: fromPromise<WriteAnswer, SignUpPayload>(async () => {
      throw new Error('The sign-up form was started without a signUp actor.');
    }),
  },
  guards: {
    isInvalid: ({ context }) => !signUpFormSchema.safeParse(context.values).success,
    succeeded: (_, answer: WriteAnswer) => answer?.success === true,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { values: { ...context.values, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined } };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = signUpFormSchema.safeParse(context.values);
      return { errors: result.success ? {} : fieldErrorsOf(result.error), failure: null, errorRound: context.errorRound + 1 };
    }),
    clearMessages: assign({ errors: () => ({}), failure: () => null }),
    clearForm: assign({ values: () => ({ ...EMPTY_SIGN_UP }) }),
    fail: assign(({ context }, params: { message: string; errors: Record<string, string> }) => ({
      failure: params.message,
      errors: params.errors,
      errorRound: Object.keys(params.errors).length > 0 ? context.errorRound + 1 : context.errorRound,
    })),
  },
}).createMachine({
  id: 'signUp',
  initial: 'idle',
  context: { values: { ...EMPTY_SIGN_UP }, errors: {}, failure: null, errorRound: 0 },
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
        src: 'signUp',
        input: ({ context }) => signUpSchema.parse(context.values),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'success', actions: 'clearForm' },
          {
            target: 'error',
            actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(requestFailureOf({ status: 200, data: event.output })), errors: {} }) },
          },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ event }) => {
              const failure = requestFailureOf(event.error);
              return { message: failureMessage(failure), errors: failure.errors };
            },
          },
        },
      },
    },
    success: {
      on: { CLOSE: 'idle' },
    },
    error: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
      },
    },
  },
});
