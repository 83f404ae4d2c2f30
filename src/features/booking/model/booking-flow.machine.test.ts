import { createActor, fromPromise } from 'xstate';
import { BOOKING_MESSAGES, SLOT_MESSAGES, FLOW_COPY } from '@/entities/booking';
import { describeModel } from '../../../../test/utils/machine-model';
import { bookingFlowMachine, type BookingDone, type FlowValues, type SubmitInput } from './booking-flow.machine';

/**
 * The booking flow walked as a graph. The walk starts with most fields typed (as after a reload restores
 * them) and one event per step completes or spoils it, so the graph stays small while every step, Back,
 * answer and refusal is taken. What must hold: no step is passed with a field it cannot accept, a value
 * typed is never lost on the way (only the slot goes, when it was taken or the place or day changed), and
 * a taken slot brings the visitor back to choose among the nearest free ones.
 */

const START = '2026-11-26T05:15:00.000Z';
const PREFILLED: Partial<FlowValues> = {
  homeType: 'apartment',
  bhk: '2 BHK',
  areaSqft: '950',
  budgetBand: '5-10-lakh',
  name: 'Sunita Jadhav',
  phone: '9822012345',
  estimate: '2 BHK, 950 sq ft: ₹14.7–15.7 lakh',
};
const DONE: BookingDone = {
  message: 'Booked',
  manageToken: 'token',
  booking: { id: 1, place: 'nashik', start: START, end: '2026-11-26T06:00:00.000Z', status: 'booked', name: 'Sunita Jadhav', email: 'sunita@example.in', phone: '9822012345', siteAddress: '', where: 'Nashik' },
};
const NEAREST = [{ start: '2026-11-26T06:00:00.000Z', end: '2026-11-26T06:45:00.000Z' }];
const TAKEN = { status: 409, data: { success: false, message: SLOT_MESSAGES.taken, nearest: NEAREST } };
const BAD_PLAN = { status: 415, data: { success: false, message: BOOKING_MESSAGES.floorPlanContent, errors: { floorPlan: BOOKING_MESSAGES.floorPlanContent } } };
const PAST = { status: 400, data: { success: false, message: SLOT_MESSAGES.past, errors: { start: SLOT_MESSAGES.past } } };
const NO_ADDRESS = { status: 400, data: { success: false, message: 'x', errors: { siteAddress: BOOKING_MESSAGES.siteAddress } } };
const OFFLINE = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

function controlledSubmit() {
  const calls: SubmitInput[] = [];
  let settle: { resolve: (value: BookingDone) => void; reject: (error: unknown) => void } | null = null;
  return {
    calls,
    machine: bookingFlowMachine.provide({
      actors: {
        submitBooking: fromPromise<BookingDone, SubmitInput>(({ input }) => {
          calls.push(input);
          return new Promise<BookingDone>((resolve, reject) => {
            settle = { resolve, reject };
          });
        }),
      },
    }),
    resolve: (output: unknown) => settle!.resolve(output as BookingDone),
    reject: (error: unknown) => settle!.reject(error),
  };
}

const valid = (values: FlowValues) => ({
  place: values.place !== '' && (values.place !== 'site' || values.siteAddress !== ''),
  slot: values.start !== '',
  home: values.rooms !== '',
  contact: values.email !== '',
});

describeModel(bookingFlowMachine, {
  input: { values: PREFILLED },
  events: [
    { type: 'CHANGE', field: 'place', value: 'nashik' },
    { type: 'CHANGE', field: 'place', value: 'site' },
    { type: 'CHANGE', field: 'siteAddress', value: 'Flat 4, Gangapur Road, Nashik' },
    { type: 'CHANGE', field: 'day', value: '2026-11-26' },
    { type: 'CHANGE', field: 'start', value: START },
    { type: 'CHANGE', field: 'rooms', value: 'living,kitchen' },
    { type: 'CHANGE', field: 'email', value: 'sunita@example.in' },
    { type: 'ATTACH', file: { name: 'plan.pdf', size: 2048 } },
  ],
  outputs: [DONE],
  errors: [TAKEN, BAD_PLAN, PAST, NO_ADDRESS, OFFLINE],
  stateKey: ({ context }) => ({
    valid: valid(context.values),
    site: context.values.place === 'site',
    told: Object.keys(context.errors).length > 0 || context.failure !== null,
    done: context.done !== null,
  }),
  start: controlledSubmit,
  effects: {
    done: (sut, output) => sut.resolve(output),
    error: (sut, error) => sut.reject(error),
  },
  everyStep: (snapshot) => {
    // What was typed before the flow began is never lost, whatever the step or the answer.
    for (const [field, value] of Object.entries(PREFILLED)) expect(snapshot.context.values[field as keyof FlowValues]).toBe(value);
  },
  promises: {
    place: (snapshot, _sut, event, before) => {
      if (event.type === 'NEXT' && before?.matches('place')) expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
      if (event.type.startsWith('xstate.error.actor')) expect(snapshot.context.errors).toEqual(NO_ADDRESS.data.errors);
    },
    slot: (snapshot, _sut, event, before) => {
      expect(valid(snapshot.context.values).place).toBe(true);
      if (event.type === 'NEXT' && before?.matches('slot')) expect(snapshot.context.errors).toEqual({ start: BOOKING_MESSAGES.start });
      if (event.type.startsWith('xstate.error.actor')) {
        const refusal = (event as unknown as { error: typeof TAKEN | typeof PAST }).error;
        if (refusal === TAKEN) {
          // Taken meanwhile: choose again among the nearest free slots, told why.
          expect(snapshot.context.values.start).toBe('');
          expect(snapshot.context.nearest).toEqual(NEAREST);
          expect(snapshot.context.failure).toBe(SLOT_MESSAGES.taken);
        } else expect(snapshot.context.errors).toEqual(PAST.data.errors);
      }
    },
    home: (snapshot, _sut, event) => {
      expect(valid(snapshot.context.values)).toMatchObject({ place: true, slot: true });
      if (event.type.startsWith('xstate.error.actor')) expect(snapshot.context.errors).toEqual(BAD_PLAN.data.errors);
    },
    contact: (snapshot, _sut, event, before) => {
      expect(valid(snapshot.context.values)).toMatchObject({ place: true, slot: true, home: true });
      if (event.type.startsWith('xstate.error.actor')) expect(snapshot.context.failure).toBe(FLOW_COPY.network);
      if (event.type === 'NEXT' && before?.matches('contact')) expect(snapshot.context.errors).toEqual({ email: BOOKING_MESSAGES.email });
    },
    submitting: (snapshot, sut) => {
      expect(sut.calls.at(-1)).toEqual({ values: snapshot.context.values });
      expect(valid(snapshot.context.values)).toEqual({ place: true, slot: true, home: true, contact: true });
    },
    done: (snapshot) => {
      expect(snapshot.context.done).toEqual(DONE);
      expect(snapshot.status).toBe('done');
    },
  },
});

describe('the booking flow', () => {
  it('changing the place or the day drops the slot chosen for the old one; a step changes only its own fields', () => {
    const actor = createActor(bookingFlowMachine, { input: { values: { place: 'nashik', day: '2026-11-26', start: START } } }).start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'not on this step' });
    expect(actor.getSnapshot().context.values.email).toBe('');
    actor.send({ type: 'CHANGE', field: 'place', value: 'video' });
    expect(actor.getSnapshot().context.values).toMatchObject({ place: 'video', day: '2026-11-26', start: '' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', field: 'start', value: START });
    actor.send({ type: 'CHANGE', field: 'day', value: '2026-11-27' });
    expect(actor.getSnapshot().context.values).toMatchObject({ day: '2026-11-27', start: '' });
  });
});
