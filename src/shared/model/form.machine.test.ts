import { createActor, waitFor } from 'xstate';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { enquirySchema, validateWith, type FormValues } from '@/shared/contracts/forms';
import { changeEvent, createFormMachine, SEND_FAILURE_MESSAGE, type SubmitInput } from './form.machine';
import { describeFormModel, noAnswer } from '../../../test/utils/form-model';
import { heldAnswers } from '../../../test/utils/held-answers';

type Values = FormValues<typeof enquirySchema>;

const empty: Values = { name: '', email: '', phone: '', address: '', message: '' };
const machine = createFormMachine<Values>({ id: 'test-form', empty, validate: validateWith(enquirySchema) });
const filled: Values = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', address: '', message: 'Kitchen' };

/** A submit actor whose answer the test controls, recording what it was asked to send. */
function controlledSubmit() {
  const calls: Values[] = [];
  const answers = heldAnswers();
  const submit = answers.actor<unknown, SubmitInput<Values, Values>>((input) => calls.push(input.values));
  return {
    calls,
    submit,
    resolve: (answer: WriteAnswer) => answers.resolve(answer),
    reject: answers.reject,
  };
}

function start(values: Partial<Values> = filled) {
  const control = controlledSubmit();
  const actor = createActor(machine.provide({ actors: { submit: control.submit } }), { input: { values } });
  actor.start();
  return { actor, ...control };
}

/** The filled form sent and refused, by an answer that is no success or by what the submission threw: the context it fails with. */
async function failedContext(refusal: { answer: WriteAnswer } | { error: unknown }) {
  const { actor, resolve, reject } = start();
  actor.send({ type: 'SUBMIT' });
  if ('answer' in refusal) resolve(refusal.answer);
  else reject(refusal.error);
  return (await waitFor(actor, (s) => s.matches('failed'))).context;
}

describe('form machine', () => {
  it('starts editing with the given values over the empty ones', () => {
    const actor = createActor(machine, { input: { values: { message: 'From the estimator' } } }).start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ ...empty, message: 'From the estimator' });
  });

  it('records changes and ignores fields the form does not have', () => {
    const { actor } = start(empty);
    actor.send(changeEvent<Values, 'name'>('name', 'Asha'));
    actor.send({ type: 'CHANGE', field: 'isAdmin', value: true });
    expect(actor.getSnapshot().context.values).toEqual({ ...empty, name: 'Asha' });
  });

  it('stays editing with the field errors when validation fails, and sends nothing', () => {
    const { actor, calls } = start(empty);
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.errors).toEqual({ name: 'Name is required.', email: 'Email is required.', phone: 'Contact Number is required.' });
    expect(snapshot.context.errorRound).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('clears a field error when that field changes, keeping the others', () => {
    const { actor } = start(empty);
    actor.send({ type: 'SUBMIT' });
    actor.send(changeEvent<Values, 'name'>('name', 'Asha'));
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email is required.', phone: 'Contact Number is required.' });
  });

  it('bumps the error round on every failed attempt, so focus moves again', () => {
    const { actor } = start(empty);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errorRound).toBe(2);
  });

  it('goes through validating to submitting with valid values, sending them', () => {
    const control = controlledSubmit();
    const seen: unknown[] = [];
    const actor = createActor(machine.provide({ actors: { submit: control.submit } }), {
      input: { values: filled },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep') seen.push(...inspection._transitions.map((transition) => transition.target?.[0]?.key));
      },
    }).start();
    const { calls } = control;
    actor.send({ type: 'SUBMIT' });
    expect(seen).toEqual(['validating', 'submitting']);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(calls).toEqual([filled]);
  });

  it('ignores a second SUBMIT while submitting: a double click sends once', async () => {
    const { actor, calls, resolve } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    resolve({ success: true, message: 'Thank you' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
  });

  it('on success clears the form and shows the popup until CLOSE', async () => {
    const { actor, resolve } = start();
    actor.send({ type: 'SUBMIT' });
    resolve({ success: true, message: 'Thank you' });
    const done = await waitFor(actor, (s) => s.matches('succeeded'));
    expect(done.context.values).toEqual(empty);
    expect(done.context.errors).toEqual({});
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(empty);
  });

  it('treats an answer with success false as a failure, keeping the values and the server message', async () => {
    const failed = await failedContext({ answer: { success: false, message: 'We are closed for Diwali.' } });
    expect(failed.values).toEqual(filled);
    expect(failed.failure).toBe('We are closed for Diwali.');
  });

  it('on a network failure keeps the values and explains, with the phone number', async () => {
    const failed = await failedContext({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } });
    expect(failed.values).toEqual(filled);
    expect(failed.failure).toBe(SEND_FAILURE_MESSAGE);
    expect(SEND_FAILURE_MESSAGE).toMatch(/call us on \+91 \d{5} \d{5}/);
  });

  it('on a 4xx shows the server message and its field errors beside the fields', async () => {
    const failed = await failedContext({ error: { status: 400, data: { success: false, message: 'Please correct the highlighted fields.', errors: { phone: 'Contact Number is required.' } } } });
    expect(failed.failure).toBe('Please correct the highlighted fields.');
    expect(failed.errors).toEqual({ phone: 'Contact Number is required.' });
    expect(failed.errorRound).toBe(1);
    expect(failed.values).toEqual(filled);
  });

  it('on a 5xx without a usable body falls back to our own message', async () => {
    const failed = await failedContext({ error: { status: 502, data: '<html>Bad Gateway</html>' } });
    expect(failed.failure).toBe(SEND_FAILURE_MESSAGE);
  });

  it('lets the visitor edit after a failure, dismiss the alert, and try again', async () => {
    const { actor, reject, resolve, calls } = start();
    actor.send({ type: 'SUBMIT' });
    reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send(changeEvent<Values, 'message'>('message', 'Kitchen and wardrobe'));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(calls[1]).toEqual({ ...filled, message: 'Kitchen and wardrobe' });
    resolve({ success: true, message: 'ok' });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });

  it('retries straight from the failed state, clearing the old alert', async () => {
    const { actor, reject, calls } = start();
    actor.send({ type: 'SUBMIT' });
    reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('fails with our message when no submit actor was provided', async () => {
    const actor = createActor(machine, { input: { values: filled } }).start();
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe(SEND_FAILURE_MESSAGE);
  });
});

/**
 * The model test of the form lifecycle, the one walk every form relies on (each form's own test,
 * `describeForm`, checks only its fields, payload and messages): every shortest path through editing,
 * validating, submitting, succeeded and failed, with pre-fills, typing while sending and retries, on the
 * factory's every option at once: a payload that is not the values, success recognised by the answer's
 * shape, the words for each failure including one for a status, and a field that outlives a success.
 */
const everyOption = createFormMachine<Values, Pick<Values, 'name' | 'email' | 'phone'>>({
  id: 'form-with-every-option',
  empty,
  validate: validateWith(enquirySchema),
  toPayload: ({ name, email, phone }) => ({ name: name.trim(), email, phone }),
  isSuccess: (answer) => typeof (answer as { reference?: unknown } | null)?.reference === 'string',
  failureTexts: { network: 'No answer came.', unexpected: 'An answer we did not expect.', byStatus: { 403: 'Not from this address.' } },
  keepOnSuccess: ['address'],
});

describeFormModel(everyOption, {
  empty,
  filled: { ...filled, name: ' Asha ', address: 'Gangapur Road' },
  required: { field: 'email', message: 'Email is required.', prefill: 'asha@example.in' },
  accepted: { reference: 'ENQ-2026-0042' },
  payload: ({ name, email, phone }) => ({ name: name.trim(), email, phone }),
  keptOnSuccess: ['address'],
  refusals: [
    { answer: { success: true }, says: 'An answer we did not expect.', status: 200 },
    { error: { status: 403, data: { success: false, message: 'Forbidden' } }, says: 'Not from this address.', status: 403 },
    noAnswer('No answer came.'),
  ],
});
