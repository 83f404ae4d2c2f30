import { assign, fromPromise, setup } from 'xstate';
import { readRefusal } from '@/shared/api/refusal';
import { COMPANY } from '@/shared/config/company';
import type { z } from 'zod';
import { validateWith, type FieldErrors } from '@/shared/contracts/forms';

/** Shown when the server gave no message of its own (network down, timeout, a proxy's error page). */
export const SEND_FAILURE_MESSAGE = `We couldn't send your message. Please try again or call us on ${COMPANY.phoneDisplay}.`;

/** HTTP status of a failed submission, or `network` when no answer came back (offline, timeout, refused). */
export type FailureStatus = number | 'network';

export interface FormContext<TValues> {
  values: TValues;
  errors: FieldErrors;
  /** What went wrong with the last submission, shown in an alert while `failed` (null when a field says it). */
  failure: string | null;
  /** The status of the last failure, so a screen can react to one (a 401 asks the vendor to log in). */
  failureStatus: FailureStatus | null;
  /** Bumped whenever new field errors arrive, so the form can move focus to the first invalid field. */
  errorRound: number;
}

export type FormEvent =
  /** Field names and value types are checked where the event is made: see `changeEvent`. */
  | { type: 'CHANGE'; field: string; value: unknown }
  /** Fills the fields that are still empty (a session's e-mail, a kept draft); typed values win. */
  | { type: 'PREFILL'; values: Record<string, unknown> }
  | { type: 'SUBMIT' }
  /** Closes the success popup (or leaves the success notice for a fresh form). */
  | { type: 'CLOSE' }
  /** Closes the failure alert. */
  | { type: 'DISMISS' };

/** The words for a failure the server did not explain. */
export interface FailureTexts {
  /** No answer came back at all. */
  network: string;
  /** An answer without a usable message (a 5xx, a proxy's error page). */
  unexpected: string;
  /** Our own sentence for a status, whatever the server said (the log-in's 401). */
  byStatus?: Partial<Record<number, string>>;
}

const PUBLIC_FORM_TEXTS: FailureTexts = { network: SEND_FAILURE_MESSAGE, unexpected: SEND_FAILURE_MESSAGE };

export interface ReadFailure {
  message: string;
  errors: FieldErrors;
  status: FailureStatus;
}

/**
 * What a failed submission tells the form: a rejected RTK Query `.unwrap()` (`{ status, data }`), an
 * answer with `success: false`, or anything else thrown. The server's words win unless `byStatus` says otherwise.
 */
function failureOf(error: unknown, texts: FailureTexts = PUBLIC_FORM_TEXTS): ReadFailure {
  const { status, message, errors } = readRefusal(error);
  if (status === 'network') return { message: texts.network, errors: {}, status };
  return { message: texts.byStatus?.[status] ?? message ?? texts.unexpected, errors, status };
}

/** One more error round when new field errors arrived, so the form moves focus to the first invalid field again. */
export const nextErrorRound = (round: number, errors: FieldErrors) => (Object.keys(errors).length > 0 ? round + 1 : round);

/** A field typed again: its error goes, and so does an alert that only repeated that error (a stale file error). */
export function changedContext<TValues>(context: { values: TValues; errors: FieldErrors; failure: string | null }, field: string, value: unknown) {
  const { [field]: cleared, ...errors } = context.errors;
  const failure = cleared !== undefined && context.failure === cleared ? null : context.failure;
  return { values: { ...context.values, [field]: value }, errors, failure };
}

/**
 * What a failure puts in a form's context. Each message once, where it belongs: a message that a field of
 * `fields` already shows is not repeated above the form.
 */
export function failedContext<TStatus>(fields: object, errorRound: number, failure: { message: string; errors: FieldErrors; status: TStatus }) {
  const shownByField = Object.entries(failure.errors).some(([field, message]) => field in fields && message === failure.message);
  return {
    failure: shownByField ? null : failure.message,
    failureStatus: failure.status,
    errors: failure.errors,
    errorRound: nextErrorRound(errorRound, failure.errors),
  };
}

/**
 * The checks and the payload of a form that one schema serves, the schema the server reads the submission
 * with: its messages beside the fields, and its parsed output (trimmed, normalised) as what is sent.
 */
export function checkedBy<TSchema extends z.ZodTypeAny>(schema: TSchema) {
  return { validate: validateWith(schema), toPayload: (values: unknown): z.output<TSchema> => schema.parse(values) };
}

export interface FormMachineOptions<TValues, TPayload = TValues> {
  id: string;
  /** The values of an untouched form; the form returns to them after a success. */
  empty: TValues;
  /** Pure: `{}` when the values may be sent, else one message per invalid field. */
  validate: (values: TValues) => FieldErrors;
  /** What is sent for valid values (the schema's parsed output, say); the values themselves by default. */
  toPayload?: (values: TValues) => TPayload;
  /** Whether the server's answer means success; `success: true` by default. */
  isSuccess?: (answer: unknown) => boolean;
  /** The words for failures the server did not explain; the public forms' sentence with the phone number by default. */
  failureTexts?: FailureTexts;
  /** Rewrites a value as it is typed (identifiers upper-cased as printed on certificates). */
  normalize?: { [K in keyof TValues]?: (value: TValues[K]) => TValues[K] };
  /** Fields a success does not clear (a hidden tender number the next registration needs too). */
  keepOnSuccess?: ReadonlyArray<keyof TValues & string>;
}

export interface FormInput<TValues> {
  /** Values to start with (e.g. a message pre-filled from the address). */
  values?: Partial<TValues>;
}

export interface SubmitInput<TValues, TPayload> {
  values: TValues;
  payload: TPayload;
}

/** A CHANGE event whose field name and value type match the form's values. */
export function changeEvent<TValues, K extends keyof TValues & string>(field: K, value: TValues[K]): FormEvent {
  return { type: 'CHANGE', field, value };
}

const answeredSuccess = (answer: unknown) => (answer as { success?: unknown } | null)?.success === true;

/**
 * The lifecycle of every form on the site (enquiry, contact, careers, log-in, sign-up, vendor
 * registration): editing → validating → submitting → succeeded (the popup or the next screen)
 * | failed (values kept, the alert shown). The machine does no I/O: the `submit` actor, which sends
 * the payload and resolves with the server's answer, is provided by the component with `.provide()`.
 * A SUBMIT while validating or submitting is not handled, so a double click sends once.
 */
export function createFormMachine<TValues extends Record<string, unknown>, TPayload = TValues>(
  options: FormMachineOptions<TValues, TPayload>,
) {
  const { id, empty, validate, isSuccess = answeredSuccess, failureTexts = PUBLIC_FORM_TEXTS, keepOnSuccess = [] } = options;
  const toPayload = options.toPayload ?? ((values: TValues) => values as unknown as TPayload);
  const normalize = (options.normalize ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;

  return setup({
    types: {
      context: {} as FormContext<TValues>,
      events: {} as FormEvent,
      input: {} as FormInput<TValues> | undefined,
    },
    actors: {
      submit: fromPromise<unknown, SubmitInput<TValues, TPayload>>(async () => {
        throw new Error(`The ${id} form was started without a submit actor.`);
      }),
    },
    guards: {
      hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
      answeredSuccess: (_, answer: unknown) => isSuccess(answer),
    },
    actions: {
      change: assign(({ context, event }) => {
        if (event.type !== 'CHANGE' || !(event.field in empty)) return {};
        return changedContext(context, event.field, normalize[event.field]?.(event.value) ?? event.value);
      }),
      prefill: assign(({ context, event }) => {
        if (event.type !== 'PREFILL') return {};
        const values: Record<string, unknown> = { ...context.values };
        for (const [field, value] of Object.entries(event.values)) {
          if (field in empty && values[field] === empty[field] && value !== undefined) values[field] = value;
        }
        return { values: values as TValues };
      }),
      validate: assign(({ context }) => {
        const errors = validate(context.values);
        return { errors, failure: null, failureStatus: null, errorRound: nextErrorRound(context.errorRound, errors) };
      }),
      clear: assign(({ context }) => {
        const values: Record<string, unknown> = { ...empty };
        for (const field of keepOnSuccess) values[field] = context.values[field];
        return { values: values as TValues, errors: {}, failure: null, failureStatus: null };
      }),
      fail: assign(({ context }, failure: ReadFailure) => failedContext(empty, context.errorRound, failure)),
      dismiss: assign({ failure: () => null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      values: { ...empty, ...input?.values },
      errors: {},
      failure: null,
      failureStatus: null,
      errorRound: 0,
    }),
    initial: 'editing',
    on: {
      PREFILL: { actions: 'prefill' },
    },
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
          input: ({ context }) => ({ values: context.values, payload: toPayload(context.values) }),
          onDone: [
            { guard: { type: 'answeredSuccess', params: ({ event }: { event: { output: unknown } }) => event.output }, target: 'succeeded', actions: 'clear' },
            { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf({ status: 200, data: event.output }, failureTexts) } },
          ],
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error, failureTexts) } },
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

export type FormMachine<TValues extends Record<string, unknown>, TPayload = TValues> = ReturnType<typeof createFormMachine<TValues, TPayload>>;
