import { assign, fromPromise, setup } from 'xstate';
import { readRefusal } from '@/shared/api/refusal';
import type { BookingView, Slot } from '@/entities/booking';
import { BOOKING_MESSAGES, contactDetailsSchema, homeDetailsSchema, FLOW_COPY } from '@/entities/booking';
import { fieldErrorsOf, type FieldErrors } from '@/shared/contracts/forms';

/**
 * The booking flow (issue 21): where → day and slot → the home → who → submitting → done, with Back on
 * every step. Pure: the component provides `submitBooking` (the RTK mutation's `unwrap()`), the slot lists
 * are read by the component, and the values are kept by it in sessionStorage, so no typed value is lost
 * to a step, a refusal or a reload. A slot taken meanwhile (409) brings the visitor back to the slot step
 * with the nearest free slots; a field the server refuses brings them to that field's step.
 */

export const FLOW_FIELDS = [
  'place', 'siteAddress', 'day', 'start', 'homeType', 'bhk', 'areaSqft', 'budgetBand', 'rooms', 'name', 'phone', 'email', 'estimate',
] as const;
export type FlowField = (typeof FLOW_FIELDS)[number];
export type FlowValues = Record<FlowField, string>;

export const EMPTY_VALUES: FlowValues = Object.fromEntries(FLOW_FIELDS.map((field) => [field, ''])) as FlowValues;

/** The floor plan as the machine knows it (the `File` itself stays with the component). */
export interface FloorPlanInfo {
  name: string;
  size: number;
}

export interface BookingDone {
  booking: BookingView;
  manageToken: string;
  message: string;
}

export interface FlowContext {
  values: FlowValues;
  floorPlan: FloorPlanInfo | null;
  errors: FieldErrors;
  /** Said above the step: a slot taken, no connection. */
  failure: string | null;
  /** Offered when the chosen slot was taken meanwhile. */
  nearest: Slot[];
  done: BookingDone | null;
}

export type FlowEvent =
  | { type: 'CHANGE'; field: FlowField; value: string }
  | { type: 'ATTACH'; file: FloorPlanInfo | null }
  | { type: 'NEXT' }
  | { type: 'BACK' };

export interface SubmitInput {
  values: FlowValues;
}

/** What a taken slot's 409 carries beside its message: the nearest free slots. */
type SlotTaken = { nearest: Slot[] };

const PLACE_FIELDS: FlowField[] = ['place', 'siteAddress'];
const SLOT_FIELDS: FlowField[] = ['day', 'start'];
const HOME_FIELDS: FlowField[] = ['homeType', 'bhk', 'areaSqft', 'budgetBand', 'rooms'];
const CONTACT_FIELDS: FlowField[] = ['name', 'phone', 'email'];
const changes = (fields: FlowField[]) => ({ event }: { event: FlowEvent }) => event.type === 'CHANGE' && fields.includes(event.field);

function placeErrors(values: FlowValues): FieldErrors {
  if (!values.place) return { place: BOOKING_MESSAGES.place };
  if (values.place === 'site' && values.siteAddress.trim() === '') return { siteAddress: BOOKING_MESSAGES.siteAddress };
  return {};
}

const slotErrors = (values: FlowValues): FieldErrors => (values.start ? {} : { start: BOOKING_MESSAGES.start });

function homeErrors(values: FlowValues, floorPlan: FloorPlanInfo | null): FieldErrors {
  const result = homeDetailsSchema.safeParse({ ...values, floorPlan: floorPlan ?? undefined });
  return result.success ? {} : fieldErrorsOf(result.error);
}

function contactErrors(values: FlowValues): FieldErrors {
  const result = contactDetailsSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const refusalOf = (event: unknown) => readRefusal<SlotTaken>((event as { error?: unknown }).error);
const errorFields = (event: unknown) => Object.keys(refusalOf(event).errors);

export const bookingFlowMachine = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as { values?: Partial<FlowValues> } | undefined,
  },
  actors: {
    submitBooking: fromPromise<BookingDone, SubmitInput>(async () => {
      throw new Error('submitBooking is provided by the booking page');
    }),
  },
  guards: {
    // A step changes only its own fields, so a step passed stays valid (no slot lost behind the visitor's back).
    placeField: changes(PLACE_FIELDS),
    slotField: changes(SLOT_FIELDS),
    homeField: changes(HOME_FIELDS),
    contactField: changes(CONTACT_FIELDS),
    placeValid: ({ context }) => Object.keys(placeErrors(context.values)).length === 0,
    slotValid: ({ context }) => Object.keys(slotErrors(context.values)).length === 0,
    homeValid: ({ context }) => Object.keys(homeErrors(context.values, context.floorPlan)).length === 0,
    contactValid: ({ context }) => Object.keys(contactErrors(context.values)).length === 0,
    slotTaken: ({ event }) => refusalOf(event).status === 409,
    placeRefused: ({ event }) => errorFields(event).some((field) => PLACE_FIELDS.includes(field as FlowField)),
    slotRefused: ({ event }) => errorFields(event).includes('start'),
    homeRefused: ({ event }) => errorFields(event).some((field) => HOME_FIELDS.includes(field as FlowField) || field === 'floorPlan'),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      // Another place or day has other slots: the chosen one no longer stands.
      if (event.field === 'place' || event.field === 'day') values.start = '';
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { values, errors, failure: event.field === 'start' ? null : context.failure };
    }),
    attach: assign(({ context, event }) => {
      if (event.type !== 'ATTACH') return {};
      const { floorPlan: _fixed, ...errors } = context.errors;
      return { floorPlan: event.file, errors };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    showPlaceErrors: assign(({ context }) => ({ errors: placeErrors(context.values) })),
    showSlotErrors: assign(({ context }) => ({ errors: slotErrors(context.values) })),
    showHomeErrors: assign(({ context }) => ({ errors: homeErrors(context.values, context.floorPlan) })),
    showContactErrors: assign(({ context }) => ({ errors: contactErrors(context.values) })),
    takeSlotAway: assign(({ context, event }) => {
      const refusal = refusalOf(event);
      return {
        values: { ...context.values, start: '' },
        nearest: refusal.data.nearest ?? [],
        failure: refusal.message,
        errors: {},
      };
    }),
    showRefusal: assign(({ event }) => {
      const refusal = refusalOf(event);
      return { errors: refusal.errors, failure: refusal.message ?? FLOW_COPY.network };
    }),
    keepResult: assign(({ event }) => ({ done: (event as unknown as { output: BookingDone }).output, failure: null, errors: {}, nearest: [] })),
  },
}).createMachine({
  id: 'booking-flow',
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, ...(input?.values ?? {}) },
    floorPlan: null,
    errors: {},
    failure: null,
    nearest: [],
    done: null,
  }),
  initial: 'place',
  states: {
    place: {
      on: {
        CHANGE: { guard: 'placeField', actions: 'change' },
        NEXT: [{ guard: 'placeValid', target: 'slot', actions: 'clearErrors' }, { actions: 'showPlaceErrors' }],
      },
    },
    slot: {
      on: {
        CHANGE: { guard: 'slotField', actions: 'change' },
        BACK: { target: 'place', actions: 'clearErrors' },
        NEXT: [{ guard: 'slotValid', target: 'home', actions: 'clearErrors' }, { actions: 'showSlotErrors' }],
      },
    },
    home: {
      on: {
        CHANGE: { guard: 'homeField', actions: 'change' },
        ATTACH: { actions: 'attach' },
        BACK: { target: 'slot', actions: 'clearErrors' },
        NEXT: [{ guard: 'homeValid', target: 'contact', actions: 'clearErrors' }, { actions: 'showHomeErrors' }],
      },
    },
    contact: {
      on: {
        CHANGE: { guard: 'contactField', actions: 'change' },
        BACK: { target: 'home', actions: 'clearErrors' },
        NEXT: [{ guard: 'contactValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showContactErrors' }],
      },
    },
    submitting: {
      invoke: {
        src: 'submitBooking',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'done', actions: 'keepResult' },
        onError: [
          { guard: 'slotTaken', target: 'slot', actions: 'takeSlotAway' },
          { guard: 'placeRefused', target: 'place', actions: 'showRefusal' },
          { guard: 'slotRefused', target: 'slot', actions: 'showRefusal' },
          { guard: 'homeRefused', target: 'home', actions: 'showRefusal' },
          { target: 'contact', actions: 'showRefusal' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
