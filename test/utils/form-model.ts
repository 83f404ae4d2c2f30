import { createActor, waitFor, type EventObject } from 'xstate';
import type { FieldErrors } from '@/shared/contracts/forms';
import type { FailureStatus, FormMachine, SubmitInput } from '@/shared/model/form.machine';
import { heldAnswers } from './held-answers';
import { describeModel, recordReach } from './machine-model';

/**
 * Two tests for forms built with `createFormMachine`:
 * - `describeFormModel`, the model test of the factory's lifecycle (src/shared/model/form.machine.test.ts):
 *   the walk starts from a valid filling, empties and refills one required field, pre-fills it, submits,
 *   and meets every answer and failure the test lists, along every shortest path of the graph. The
 *   promises are the form lifecycle's, written from the outside, so a factory that drifts fails there.
 * - `describeForm`, each form's own test: only what differs from one form to the next (its empty values,
 *   the message of a required field, the payload it sends, written out, and the words of each refusal),
 *   through every state of the lifecycle once, so `npm run machines:coverage` still sees every state reached.
 */

/** One way a submission can fail, and what the form must then show. */
export interface Refusal {
  /** An answer the server gave that is not a success (`success: false`, a log-in without its vendor). */
  answer?: unknown;
  /** What the mutation threw: an RTK Query `{ status, data }`, or `{ status: 'FETCH_ERROR' }` for no answer. */
  error?: unknown;
  /** The alert above the form; null when a field already says it. */
  says: string | null;
  /** The messages shown beside the fields. */
  errors?: FieldErrors;
  status: FailureStatus;
}

/*
 * The refusals most forms meet, built from the server's words; each builder's name says what the form
 * must then show, so a test's table reads as the list of its form's failures and their sentences.
 */

/** An answer with `success: false`: its sentence is said above the form, as the server wrote it. */
export const notASuccess = (message: string): Refusal => ({ answer: { success: false, message }, says: message, status: 200 });

/** A refusal with a status and a sentence of the server's own, said above the form as it came. */
export const refusedWith = (status: number, message: string): Refusal => ({ error: { status, data: { success: false, message } }, says: message, status });

/** A refusal of one field whose message is the server's sentence: said once, beside the field, nothing above the form. */
export const refusedBeside = (status: number, field: string, message: string): Refusal => ({
  error: { status, data: { success: false, message, errors: { [field]: message } } },
  says: null,
  errors: { [field]: message },
  status,
});

/** A refusal with field messages of its own besides the sentence: the sentence above the form, each message beside its field. */
export const refusedFields = (status: number, message: string, errors: FieldErrors): Refusal => ({
  error: { status, data: { success: false, message, errors } },
  says: message,
  errors,
  status,
});

/** No answer at all (RTK Query's `FETCH_ERROR`): the form's own sentence for it. */
export const noAnswer = (says: string, error = 'TypeError: Failed to fetch'): Refusal => ({ error: { status: 'FETCH_ERROR', error }, says, status: 'network' });

export interface FormWalk<TValues extends Record<string, unknown>> {
  /** The untouched form, written out by the test rather than read from the machine. */
  empty: TValues;
  /** A complete, valid filling: every path starts from it. */
  filled: TValues;
  /** A required field, the message it shows when left empty, and a value a pre-fill puts in it. */
  required: { field: keyof TValues & string; message: string; prefill: string };
  /** What the server answers when it accepts. */
  accepted: unknown;
  refusals: ReadonlyArray<Refusal>;
  /** What must be sent for some values, when it is not the values themselves (trimmed, without the confirmation). */
  payload?: (values: TValues) => unknown;
  /** Fields that survive a success (a hidden tender number). */
  keptOnSuccess?: ReadonlyArray<keyof TValues & string>;
}

/** A submit actor whose answer the walk controls; it records every submission. */
function controlledSubmit<TValues, TPayload>() {
  const calls: SubmitInput<TValues, TPayload>[] = [];
  const answers = heldAnswers();
  const submit = answers.actor<unknown, SubmitInput<TValues, TPayload>>((input) => calls.push(input));
  return { calls, submit, inFlight: answers.inFlight, resolve: answers.resolve, reject: answers.reject };
}

/** What one form adds to the lifecycle: its fields, its payload (a literal, never computed) and its messages. */
export interface FormCase<TValues extends Record<string, unknown>> {
  /** The untouched form, written out by the test rather than read from the machine. */
  empty: TValues;
  /** A complete, valid filling. */
  filled: TValues;
  /** A required field and the message it shows when left as it is in `empty`. */
  required: { field: keyof TValues & string; message: string };
  /** Exactly what the form sends for `filled`, written out. */
  payload: unknown;
  /** What the server answers when it accepts. */
  accepted: unknown;
  refusals: ReadonlyArray<Refusal>;
  /** Fields that survive a success (a hidden tender number). */
  keptOnSuccess?: ReadonlyArray<keyof TValues & string>;
}

const refusalTitle = (refusal: Refusal) =>
  `${'answer' in refusal ? 'an answer that is no success' : `a failure (${JSON.stringify((refusal.error as { status?: unknown } | null)?.status)})`} says ${refusal.says === null ? 'nothing above the form' : JSON.stringify(refusal.says)}`;

export function describeForm<TValues extends Record<string, unknown>, TPayload>(machine: FormMachine<TValues, TPayload>, form: FormCase<TValues>): void {
  const { field, message } = form.required;
  describe(`${machine.id}: its fields, payload and messages`, () => {
    const reach = recordReach(machine);
    function start(values: Partial<TValues>) {
      const control = controlledSubmit<TValues, TPayload>();
      const actor = createActor(machine.provide({ actors: { submit: control.submit } }) as typeof machine, { input: { values }, inspect: reach.inspect });
      actor.start();
      reach.started(actor);
      return { actor, control };
    }
    /** The filled form, sent: the payload written out here is what went. */
    function submitted() {
      const running = start(form.filled);
      running.actor.send({ type: 'SUBMIT' });
      expect(running.actor.getSnapshot().value).toBe('submitting');
      expect(running.control.calls).toEqual([{ values: form.filled, payload: form.payload }]);
      return running;
    }

    it('starts with the empty values the test writes out', () => {
      const { actor } = start({});
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.values).toEqual(form.empty);
    });

    it(`says "${message}" beside ${field} when it is left empty, and sends nothing`, () => {
      const { actor, control } = start({ ...form.filled, [field]: form.empty[field] });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.errors[field]).toBe(message);
      expect(control.calls).toEqual([]);
      // Filled again (by a pre-fill, then by typing), it goes.
      actor.send({ type: 'PREFILL', values: { [field]: form.filled[field] } });
      actor.send({ type: 'CHANGE', field, value: form.filled[field] });
      expect(actor.getSnapshot().context.values).toEqual(form.filled);
      actor.send({ type: 'SUBMIT' });
      expect(control.calls).toEqual([{ values: form.filled, payload: form.payload }]);
    });

    it('sends the payload written out here for a valid filling, once however often it is submitted', () => {
      const { actor, control } = submitted();
      actor.send({ type: 'SUBMIT' });
      expect(control.calls).toHaveLength(1);
    });

    it(`takes the server's acceptance for a success and leaves a fresh form${form.keptOnSuccess?.length ? ` but for ${form.keptOnSuccess.join(', ')}` : ''}`, async () => {
      const { actor, control } = submitted();
      actor.send({ type: 'CHANGE', field, value: form.filled[field] });
      control.resolve(form.accepted);
      const done = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'), { timeout: 1_000 });
      const expected: Record<string, unknown> = { ...form.empty };
      for (const name of form.keptOnSuccess ?? []) expected[name] = form.filled[name];
      const { values, errors, failure, failureStatus } = done.context;
      expect({ values, errors, failure, failureStatus }).toEqual({ values: expected, errors: {}, failure: null, failureStatus: null });
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).toBe('editing');
    });

    it.each(form.refusals.map((refusal) => [refusalTitle(refusal), refusal] as const))('on %s, keeping every value', async (_title, refusal) => {
      const { actor, control } = submitted();
      if ('answer' in refusal) control.resolve(refusal.answer);
      else control.reject(refusal.error);
      const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 1_000 });
      const { values, errors, failure, failureStatus } = failed.context;
      expect({ values, errors, failure, failureStatus }).toEqual({ values: form.filled, errors: refusal.errors ?? {}, failure: refusal.says, failureStatus: refusal.status });
      actor.send({ type: 'CHANGE', field, value: form.filled[field] });
      actor.send({ type: 'DISMISS' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('sends the same payload again when tried straight after a refusal', async () => {
      const [refusal] = form.refusals;
      const { actor, control } = submitted();
      if ('answer' in refusal) control.resolve(refusal.answer);
      else control.reject(refusal.error);
      await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 1_000 });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(control.calls).toEqual([
        { values: form.filled, payload: form.payload },
        { values: form.filled, payload: form.payload },
      ]);
    });
  });
}

export function describeFormModel<TValues extends Record<string, unknown>, TPayload>(machine: FormMachine<TValues, TPayload>, walk: FormWalk<TValues>): void {
  const { field, message, prefill } = walk.required;
  const kept = walk.keptOnSuccess ?? [];
  const payloadOf = walk.payload ?? ((values: TValues) => values);
  const refusalAfter = (event: EventObject) =>
    walk.refusals.find((refusal) => ('output' in event && refusal.answer === event.output) || ('error' in event && refusal.error === event.error));

  describeModel(machine, {
    input: { values: walk.filled },
    events: [
      { type: 'CHANGE', field, value: '' },
      { type: 'CHANGE', field, value: walk.filled[field] },
      { type: 'PREFILL', values: { [field]: prefill } },
    ],
    outputs: [walk.accepted, ...walk.refusals.filter((refusal) => 'answer' in refusal).map((refusal) => refusal.answer)],
    errors: walk.refusals.filter((refusal) => 'error' in refusal).map((refusal) => refusal.error),
    // The error round only counts (focus moves again on each new round): leave it out, or the graph never ends.
    stateKey: ({ context: { errorRound: _round, ...rest } }) => rest,
    start: () => {
      const control = controlledSubmit<TValues, TPayload>();
      return { machine: machine.provide({ actors: { submit: control.submit } }) as typeof machine, control, rounds: { seen: 0 } };
    },
    effects: {
      done: ({ control }, answer) => control.resolve(answer),
      error: ({ control }, error) => control.reject(error),
    },
    everyStep: ({ context }, { rounds }, event, before) => {
      // One more error round when new field errors arrived (focus moves to the first invalid field again).
      const refusal = refusalAfter(event);
      const newErrors = (event.type === 'SUBMIT' && Object.keys(context.errors).length > 0) || Object.keys(refusal?.errors ?? {}).length > 0;
      if (newErrors) rounds.seen += 1;
      expect(context.errorRound).toBe(rounds.seen);
      // A pre-fill fills the empty fields and never overwrites what was typed.
      if (event.type === 'PREFILL' && before) {
        const filled = before.context.values[field] === walk.empty[field] ? prefill : before.context.values[field];
        expect(context.values).toEqual({ ...before.context.values, [field]: filled });
      }
    },
    promises: {
      editing: ({ context }, { control }, event) => {
        expect(context.failure).toBeNull();
        expect(control.inFlight()).toBe(false);
        // Back from validating: nothing was sent, and the empty required field says why.
        if (event.type === 'SUBMIT') {
          expect(Object.keys(context.errors).length).toBeGreaterThan(0);
          if (context.values[field] === '') expect(context.errors[field]).toBe(message);
        }
      },
      submitting: (snapshot, { control }, event) => {
        expect(control.inFlight()).toBe(true);
        const sent = control.calls[control.calls.length - 1];
        if (event.type === 'SUBMIT') {
          expect(sent.values).toEqual(snapshot.context.values);
          expect(snapshot.context.errors).toEqual({});
          expect(snapshot.context.failure).toBeNull();
        }
        expect(sent.payload).toEqual(payloadOf(sent.values));
        // A double click sends once.
        expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
      },
      succeeded: ({ context }, { control }, event) => {
        expect(context).toMatchObject({ errors: {}, failure: null, failureStatus: null });
        expect(control.inFlight()).toBe(false);
        // Just accepted: a fresh form, but for the fields that outlive a success.
        if (event.type.startsWith('xstate.done.actor.')) {
          const sent = control.calls[control.calls.length - 1];
          const expected: Record<string, unknown> = { ...walk.empty };
          for (const name of kept) expected[name] = sent.values[name];
          expect(context.values).toEqual(expected);
        }
      },
      failed: (snapshot, { control }, event, before) => {
        expect(control.inFlight()).toBe(false);
        expect(snapshot.context.failureStatus).not.toBeNull();
        expect(snapshot.can({ type: 'SUBMIT' })).toBe(true);
        const refusal = refusalAfter(event);
        if (refusal) {
          // Just failed: every value kept (as sent, or as typed while it was sending), and the failure
          // said in the words the test expects.
          expect(snapshot.context.values).toEqual(before?.context.values);
          expect(snapshot.context.failure).toBe(refusal.says);
          expect(snapshot.context.errors).toEqual(refusal.errors ?? {});
          expect(snapshot.context.failureStatus).toBe(refusal.status);
        }
      },
    },
  });
}
