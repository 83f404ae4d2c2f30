import { assign, fromPromise, setup } from 'xstate';
import { COMPANY } from '@/shared/config/company';
import type { WriteAnswer } from '@/shared/contracts/entities';
import type { FieldErrors } from '@/shared/contracts/forms';

/** Shown when the server gave no message of its own (network down, timeout, a proxy's error page). */
export const SEND_FAILURE_MESSAGE = `We couldn't send your message. Please try again or call us on ${COMPANY.phoneDisplay}.`;

export interface FormContext<TValues> {
  values: TValues;
  errors: FieldErrors;
  /** What went wrong with the last submission, shown in an alert while `failed`. */
  failure: string | null;
  /** Bumped whenever new field errors arrive, so the form can move focus to the first invalid field. */
  errorRound: number;
}

export type FormEvent =
  /** Field names and value types are checked where the event is made: see `changeEvent`. */
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'SUBMIT' }
  /** Closes the success popup. */
  | { type: 'CLOSE' }
  /** Closes the failure alert. */
  | { type: 'DISMISS' };

export interface FormMachineOptions<TValues> {
  id: string;
  /** The values of an untouched form; the form returns to them after a success. */
  empty: TValues;
  /** Pure: `{}` when the values may be sent, else one message per invalid field. */
  validate: (values: TValues) => FieldErrors;
}

export interface FormInput<TValues> {
  /** Values to start with (e.g. a message pre-filled from the address). */
  values?: Partial<TValues>;
}

/** A CHANGE event whose field name and value type match the form's values. */
export function changeEvent<TValues, K extends keyof TValues & string>(field: K, value: TValues[K]): FormEvent {
  return { type: 'CHANGE', field, value };
}

/** What a failed submission tells the form: the server's words if it sent any, else our own. */
export function failureOf(error: unknown): { message: string; errors: FieldErrors } {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  const answer = typeof data === 'object' && data !== null ? (data as Partial<WriteAnswer>) : {};
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : SEND_FAILURE_MESSAGE;
  const errors = typeof answer.errors === 'object' && answer.errors !== null ? answer.errors : {};
  return { message, errors };
}

/**
 * The lifecycle every public form shares: editing → validating → submitting → succeeded (the popup)
 * | failed (values kept, the alert shown). The machine does no I/O: the `submit` actor, which sends
 * the values and resolves with the server's answer, is provided by the component with `.provide()`.
 * A SUBMIT while validating or submitting is not handled, so a double click sends once.
 */
export function createFormMachine<TValues extends Record<string, unknown>>({ id, empty, validate }: FormMachineOptions<TValues>) {
  return setup({
    types: {
      context: {} as FormContext<TValues>,
      events: {} as FormEvent,
      input: {} as FormInput<TValues> | undefined,
    },
    actors: {
      submit: fromPromise<WriteAnswer, { values: TValues }>(async () => {
        throw new Error(`The ${id} form was started without a submit actor.`);
      }),
    },
    guards: {
      hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
      answeredSuccess: (_, answer: WriteAnswer) => answer?.success === true,
    },
    actions: {
      change: assign(({ context, event }) => {
        if (event.type !== 'CHANGE' || !(event.field in empty)) return {};
        const { [event.field]: _cleared, ...errors } = context.errors;
        return { values: { ...context.values, [event.field]: event.value }, errors };
      }),
      validate: assign(({ context }) => {
        const errors = validate(context.values);
        const found = Object.keys(errors).length > 0;
        return { errors, failure: null, errorRound: found ? context.errorRound + 1 : context.errorRound };
      }),
      clear: assign({ values: () => ({ ...empty }), errors: () => ({}), failure: () => null }),
      fail: assign(({ context }, failure: { message: string; errors: FieldErrors }) => {
        const found = Object.keys(failure.errors).length > 0;
        return { failure: failure.message, errors: failure.errors, errorRound: found ? context.errorRound + 1 : context.errorRound };
      }),
      dismiss: assign({ failure: () => null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      values: { ...empty, ...input?.values },
      errors: {},
      failure: null,
      errorRound: 0,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          CHANGE: { actions: 'change' },
          SUBMIT: 'validating',
        },
      },
      validating: {
        entry: 'validate',
        always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'submitting' }],
      },
      submitting: {
        on: { CHANGE: { actions: 'change' } },
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values }),
          onDone: [
            { guard: { type: 'answeredSuccess', params: ({ event }) => event.output }, target: 'succeeded', actions: 'clear' },
            { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf({ data: event.output }) } },
          ],
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
        },
      },
      succeeded: {
        on: { CLOSE: 'editing' },
      },
      failed: {
        on: {
          CHANGE: { actions: 'change' },
          SUBMIT: 'validating',
          DISMISS: { target: 'editing', actions: 'dismiss' },
        },
      },
    },
  });
}

export type FormMachine<TValues extends Record<string, unknown>> = ReturnType<typeof createFormMachine<TValues>>;
