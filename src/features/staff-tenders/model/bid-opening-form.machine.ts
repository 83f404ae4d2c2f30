import { assign, fromPromise, setup } from 'xstate';
import { readRefusal } from '@/shared/api/refusal';
import { z } from 'zod';
import { BID_MESSAGES, MAX_PASSPHRASE_LENGTH, MIN_PASSPHRASE_LENGTH, type OpeningStep, type PassphraseKeys } from '@/entities/bid';
import { fieldErrorsOf, type FieldErrors } from '@/shared/contracts/forms';
import { changedContext, failedContext, nextErrorRound } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/**
 * One opener's confirmation of a stage's opening: their authenticator code and their passphrase. The
 * passphrase never leaves the browser, so the submission is three steps, each an actor the component
 * provides: `derive` (the share's salt from the server, then the passphrase keys: PBKDF2, slow),
 * `begin` (the code and the passphrase's proof; the server answers the wrapped share and the bids'
 * wrapped keys) and `finish` (unwrap the share, compute this opener's part, send it: the partials when
 * the other opener has not confirmed yet, the bids' data keys when they have). Each step is a state, so
 * the screen says what is happening while PBKDF2 runs. After a failure the code is cleared (an
 * authenticator code is spent once) and the passphrase is kept.
 */
export type BidOpeningValues = { code: string; passphrase: string };

export const EMPTY_BID_OPENING: BidOpeningValues = { code: '', passphrase: '' };

export const bidOpeningFormSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, SEALED_BIDS_TEXTS.codeShape),
  passphrase: z.string().min(MIN_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseShort).max(MAX_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseLong),
});

/** An HTTP status, `network` when no answer came, `browser` when the browser's own cryptography failed. */
export type OpeningFailureStatus = number | 'network' | 'browser';

export interface BidOpeningContext {
  values: BidOpeningValues;
  errors: FieldErrors;
  failure: string | null;
  failureStatus: OpeningFailureStatus | null;
  /** Bumped whenever new field errors arrive, so focus moves to the first invalid field. */
  errorRound: number;
  /** The passphrase keys, between `derive` and `finish`; never kept after the submission. */
  keys: PassphraseKeys | null;
  step: OpeningStep | null;
  /** The server's sentence after a success (first confirmation, or the envelopes opened). */
  done: string | null;
}

export type BidOpeningEvent =
  | { type: 'CHANGE'; field: keyof BidOpeningValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' }
  | { type: 'CLOSE' };

export interface OpeningAnswer {
  success: boolean;
  message: string;
}

/** `finish` found that the passphrase's key does not unwrap the opener's share: said beside the passphrase. */
export class ShareDoesNotUnwrapError extends Error {
  constructor() {
    super(SEALED_BIDS_TEXTS.shareDoesNotUnwrap);
    this.name = 'ShareDoesNotUnwrapError';
  }
}

/** What a failed step says: an RTK Query `{ status, data }`, a thrown Error (the browser's cryptography), or no answer. */
function failureOf(error: unknown): { message: string; errors: FieldErrors; status: OpeningFailureStatus } {
  if (error instanceof ShareDoesNotUnwrapError) return { message: error.message, errors: { passphrase: error.message }, status: 'browser' };
  if (error instanceof Error) return { message: SEALED_BIDS_TEXTS.cryptoFailure, errors: {}, status: 'browser' };
  const { status, message, errors } = readRefusal(error);
  if (status === 'network') return { message: SEALED_BIDS_TEXTS.failure, errors: {}, status };
  return { message: message ?? SEALED_BIDS_TEXTS.failure, errors, status };
}

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`The bid opening form was started without its ${name} actor.`);
};

export const bidOpeningFormMachine = setup({
  types: {
    context: {} as BidOpeningContext,
    events: {} as BidOpeningEvent,
  },
  actors: {
    derive: fromPromise<PassphraseKeys, { passphrase: string }>(missing('derive')),
    begin: fromPromise<OpeningStep, { code: string; keys: PassphraseKeys }>(missing('begin')),
    finish: fromPromise<OpeningAnswer, { keys: PassphraseKeys; step: OpeningStep }>(missing('finish')),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    answeredSuccess: (_, answer: OpeningAnswer) => answer.success === true,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || !(event.field in EMPTY_BID_OPENING)) return {};
      return changedContext(context, event.field, event.value);
    }),
    validate: assign(({ context }) => {
      const result = bidOpeningFormSchema.safeParse(context.values);
      const errors = result.success ? {} : fieldErrorsOf(result.error);
      return { errors, failure: null, failureStatus: null, done: null, errorRound: nextErrorRound(context.errorRound, errors) };
    }),
    keepKeys: assign({ keys: (_, keys: PassphraseKeys) => keys }),
    keepStep: assign({ step: (_, step: OpeningStep) => step }),
    succeed: assign((_, answer: OpeningAnswer) => ({ values: EMPTY_BID_OPENING, errors: {}, failure: null, failureStatus: null, keys: null, step: null, done: answer.message })),
    fail: assign(({ context }, error: unknown) => ({
      // An authenticator code is spent once: the next try needs the next one.
      values: { ...context.values, code: '' },
      keys: null,
      step: null,
      ...failedContext(EMPTY_BID_OPENING, context.errorRound, failureOf(error)),
    })),
    dismiss: assign({ failure: () => null }),
  },
}).createMachine({
  id: 'staff-bid-opening-form',
  context: { values: EMPTY_BID_OPENING, errors: {}, failure: null, failureStatus: null, errorRound: 0, keys: null, step: null, done: null },
  initial: 'editing',
  states: {
    editing: {
      on: { CHANGE: { actions: 'change' }, SUBMIT: 'validating' },
    },
    validating: {
      entry: 'validate',
      always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'deriving' }],
    },
    deriving: {
      invoke: {
        src: 'derive',
        input: ({ context }) => ({ passphrase: context.values.passphrase }),
        onDone: { target: 'beginning', actions: { type: 'keepKeys', params: ({ event }: { event: { output: PassphraseKeys } }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    beginning: {
      invoke: {
        src: 'begin',
        input: ({ context }) => ({ code: context.values.code.trim(), keys: context.keys! }),
        onDone: { target: 'finishing', actions: { type: 'keepStep', params: ({ event }: { event: { output: OpeningStep } }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    finishing: {
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ keys: context.keys!, step: context.step! }),
        onDone: [
          {
            guard: { type: 'answeredSuccess', params: ({ event }: { event: { output: OpeningAnswer } }) => event.output },
            target: 'succeeded',
            actions: { type: 'succeed', params: ({ event }: { event: { output: OpeningAnswer } }) => event.output },
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { output: OpeningAnswer } }) => ({ status: 200, data: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    succeeded: {
      on: { CLOSE: 'editing' },
    },
    failed: {
      on: { CHANGE: { actions: 'change' }, SUBMIT: 'validating', DISMISS: { target: 'editing', actions: 'dismiss' } },
    },
  },
});

export type BidOpeningFormMachine = typeof bidOpeningFormMachine;
/** The steps of a submission the screen names while they run. */
export const OPENING_PHASES = ['deriving', 'beginning', 'finishing'] as const;
