import { BID_MESSAGES, type OpeningStep, type PassphraseKeys } from '@/entities/bid';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { heldAnswers } from '../../../../test/utils/held-answers';
import { describeModel } from '../../../../test/utils/machine-model';
import { bidOpeningFormMachine, bidOpeningFormSchema, EMPTY_BID_OPENING, ShareDoesNotUnwrapError, type BidOpeningFormMachine, type BidOpeningValues, type OpeningAnswer } from './bid-opening-form.machine';

const PASSPHRASE = 'godavari-monsoon-ceiling';
const FILLED: BidOpeningValues = { code: ' 246810 ', passphrase: PASSPHRASE };

/** Stand-ins: the machine passes them from one step to the next and never looks inside. */
const KEYS = { wrapKey: 'the-wrap-key', proof: new Uint8Array([1, 2, 3]) } as unknown as PassphraseKeys;
const STEP: OpeningStep = { token: 't', slot: 1, wrappedShare: 'w', bids: [], partials: null };
const ACCEPTED = { success: true, message: BID_MESSAGES.firstConfirmed };
const NOT_ACCEPTED = { success: false, message: BID_MESSAGES.sameOpener };

/** The failures each step may meet, and what the form must then say (null: a field says it). */
const REFUSALS = [
  { error: { status: 401, data: { success: false, message: BID_MESSAGES.codeWrong, errors: { code: BID_MESSAGES.codeWrong } } }, says: null, errors: { code: BID_MESSAGES.codeWrong }, status: 401 },
  {
    error: { status: 422, data: { success: false, message: BID_MESSAGES.wrongPassphrase, errors: { passphrase: BID_MESSAGES.wrongPassphrase } } },
    says: null,
    errors: { passphrase: BID_MESSAGES.wrongPassphrase },
    status: 422,
  },
  { error: { status: 403, data: { success: false, message: BID_MESSAGES.locked } }, says: BID_MESSAGES.locked, errors: {}, status: 403 },
  { error: { status: 409, data: { success: false, message: BID_MESSAGES.tooEarly('2026-12-20 16:00') } }, says: BID_MESSAGES.tooEarly('2026-12-20 16:00'), errors: {}, status: 409 },
  { error: { status: 'FETCH_ERROR', error: 'no answer' }, says: SEALED_BIDS_TEXTS.failure, errors: {}, status: 'network' },
  { error: new ShareDoesNotUnwrapError(), says: null, errors: { passphrase: SEALED_BIDS_TEXTS.shareDoesNotUnwrap }, status: 'browser' },
  { error: new DOMException('The operation failed', 'OperationError'), says: SEALED_BIDS_TEXTS.cryptoFailure, errors: {}, status: 'browser' },
] as const;

type Call = { actor: 'derive' | 'begin' | 'finish'; input: unknown };

/** The three steps' actors, answered by the walk; each records what it was given. */
function controlledSteps() {
  const calls: Call[] = [];
  const answers = heldAnswers();
  const step = <TOutput, TInput>(actor: Call['actor']) => answers.actor<TOutput, TInput>((input) => calls.push({ actor, input }));
  return {
    calls,
    actors: {
      derive: step<PassphraseKeys, { passphrase: string }>('derive'),
      begin: step<OpeningStep, { code: string; keys: PassphraseKeys }>('begin'),
      finish: step<OpeningAnswer, { keys: PassphraseKeys; step: OpeningStep }>('finish'),
    },
    inFlight: answers.inFlight,
    last: () => calls[calls.length - 1],
    resolve: answers.resolve,
    reject: answers.reject,
  };
}

const refusalOf = (event: { type: string }) => REFUSALS.find((refusal) => 'error' in event && (event as { error: unknown }).error === refusal.error);

describeModel(bidOpeningFormMachine, {
  events: [
    { type: 'CHANGE', field: 'code', value: FILLED.code },
    { type: 'CHANGE', field: 'passphrase', value: FILLED.passphrase },
    { type: 'CHANGE', field: 'passphrase', value: 'too-short' },
  ],
  // Each step's answer: the keys after `derive`, the step after `begin`, the server's answer after `finish`.
  // The walk offers every answer to every step (the machine passes them on unread), so it keeps to these.
  outputs: [KEYS, STEP, ACCEPTED, NOT_ACCEPTED],
  errors: REFUSALS.map((refusal) => refusal.error),
  stateKey: ({ context: { errorRound: _round, ...rest } }) => rest,
  start: () => {
    const control = controlledSteps();
    return { machine: bidOpeningFormMachine.provide({ actors: control.actors }) as BidOpeningFormMachine, control };
  },
  effects: {
    done: ({ control }, output) => control.resolve(output),
    error: ({ control }, error) => control.reject(error),
  },
  promises: {
    editing: ({ context }, { control }, event) => {
      expect(context.failure).toBeNull();
      expect(control.inFlight()).toBe(false);
      expect(context.keys).toBeNull();
      // Back from validating: nothing was sent, and the fields say why.
      if (event.type === 'SUBMIT') expect(Object.keys(context.errors).length).toBeGreaterThan(0);
    },
    deriving: ({ context }, { control }) => {
      expect(control.inFlight()).toBe(true);
      // The passphrase goes to the browser's key derivation only, alone.
      expect(control.last()).toEqual({ actor: 'derive', input: { passphrase: context.values.passphrase } });
      expect(context.errors).toEqual({});
    },
    beginning: ({ context }, { control }, event) => {
      expect(control.inFlight()).toBe(true);
      // The server gets the code (trimmed) and the keys' proof, never the passphrase.
      expect(control.last()).toEqual({ actor: 'begin', input: { code: context.values.code.trim(), keys: context.keys } });
      expect(JSON.stringify(control.last().input)).not.toContain(PASSPHRASE);
      if (event.type.startsWith('xstate.done.actor.')) expect(context.keys).toBe((event as { output?: unknown }).output);
    },
    finishing: ({ context }, { control }) => {
      expect(control.inFlight()).toBe(true);
      expect(control.last()).toEqual({ actor: 'finish', input: { keys: context.keys, step: context.step } });
      expect(JSON.stringify(control.last().input)).not.toContain(PASSPHRASE);
    },
    succeeded: ({ context }, { control }, event) => {
      expect(control.inFlight()).toBe(false);
      // A fresh form, nothing of the passphrase's keys kept, and the server's sentence to show.
      expect(context).toMatchObject({ values: EMPTY_BID_OPENING, errors: {}, failure: null, failureStatus: null, keys: null, step: null });
      if (event.type.startsWith('xstate.done.actor.')) expect(context.done).toBe((event as unknown as { output: OpeningAnswer }).output.message);
    },
    failed: (snapshot, { control }, event, before) => {
      const { context } = snapshot;
      expect(control.inFlight()).toBe(false);
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(true);
      expect(context.keys).toBeNull();
      expect(context.step).toBeNull();
      if (event.type.startsWith('xstate.')) {
        // Just failed: the spent code cleared, the passphrase kept.
        expect(context.values).toEqual({ code: '', passphrase: before?.context.values.passphrase });
        const refusal = refusalOf(event);
        if (refusal) {
          expect(context.failure).toBe(refusal.says);
          expect(context.errors).toEqual(refusal.errors);
          expect(context.failureStatus).toBe(refusal.status);
        } else {
          // An answer that is not a success, whatever came with it, is not taken for one; its sentence is
          // shown, or the desk's own when it has none.
          const answer = (event as { output?: { message?: string } }).output;
          expect(context.failure).toBe(answer?.message ?? SEALED_BIDS_TEXTS.failure);
          expect(context.failureStatus).toBe(200);
        }
      }
    },
  },
});

describe('the opening form’s rules', () => {
  const errorsOf = (values: BidOpeningValues) => {
    const result = bidOpeningFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for the 6 digits of the authenticator and a passphrase of 12 characters at least', () => {
    expect(errorsOf(EMPTY_BID_OPENING)).toEqual({ code: SEALED_BIDS_TEXTS.codeShape, passphrase: BID_MESSAGES.passphraseShort });
    expect(errorsOf({ code: '24681', passphrase: PASSPHRASE })).toEqual({ code: SEALED_BIDS_TEXTS.codeShape });
    expect(errorsOf({ code: '24681x', passphrase: PASSPHRASE })).toEqual({ code: SEALED_BIDS_TEXTS.codeShape });
    expect(errorsOf(FILLED)).toEqual({});
  });
});
