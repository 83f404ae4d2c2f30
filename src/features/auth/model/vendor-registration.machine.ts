import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOf } from '@/shared/contracts/forms';
import { vendorRegistrationSchema, type VendorRegistrationPayload } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { failureMessage, requestFailureOf } from '../lib/request-failure';

export interface VendorValues {
  vendorName: string;
  email: string;
  mobileNumber: string;
  companyName: string;
  gstNumber: string;
  panNumber: string;
  udyamNumber: string;
}

export const EMPTY_VENDOR: VendorValues = {
  vendorName: '',
  email: '',
  mobileNumber: '',
  companyName: '',
  gstNumber: '',
  panNumber: '',
  udyamNumber: '',
};

/** Identifiers are upper-cased as typed, as they are printed on the certificates. */
const UPPER_CASE_FIELDS = new Set<keyof VendorValues>(['gstNumber', 'panNumber', 'udyamNumber']);

export interface VendorFailure {
  message: string;
  /** True when the server wants a logged-in vendor first (401). */
  needsLogin: boolean;
}

export interface VendorContext {
  tenderNo: string | undefined;
  values: VendorValues;
  errors: Partial<Record<keyof VendorValues | 'tenderNo', string>>;
  failure: VendorFailure | null;
  errorRound: number;
}

export type VendorEvent =
  | { type: 'CHANGE'; field: keyof VendorValues; value: string }
  | { type: 'SUBMIT' }
  /** Fills the e-mail from the session, unless the vendor already typed one. */
  | { type: 'PREFILL'; email: string }
  /** After a success: a fresh form for another registration. */
  | { type: 'RESET' };

const payloadOf = (context: VendorContext) => ({ ...context.values, tenderNo: context.tenderNo });

/**
 * The vendor registration flow: idle → submitting → success | error, validated on the client with
 * the same schema the server uses (GSTIN check character and the PAN inside it included).
 */
export const vendorRegistrationMachine = setup({
  types: {
    context: {} as VendorContext,
    events: {} as VendorEvent,
    input: {} as { tenderNo?: string } | undefined,
  },
  actors: {
    register: fromPromise<WriteAnswer, VendorRegistrationPayload>(async () => {
      throw new Error('The vendor form was started without a register actor.');
    }),
  },
  guards: {
    isInvalid: ({ context }) => !vendorRegistrationSchema.safeParse(payloadOf(context)).success,
    succeeded: (_, answer: WriteAnswer) => answer?.success === true,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const value = UPPER_CASE_FIELDS.has(event.field) ? event.value.toUpperCase() : event.value;
      return { values: { ...context.values, [event.field]: value }, errors: { ...context.errors, [event.field]: undefined } };
    }),
    prefill: assign(({ context, event }) => {
      if (event.type !== 'PREFILL' || context.values.email !== '') return {};
      return { values: { ...context.values, email: event.email } };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = vendorRegistrationSchema.safeParse(payloadOf(context));
      return { errors: result.success ? {} : fieldErrorsOf(result.error), failure: null, errorRound: context.errorRound + 1 };
    }),
    clearMessages: assign({ errors: () => ({}), failure: () => null }),
    clearForm: assign({ values: () => ({ ...EMPTY_VENDOR }) }),
    fail: assign(({ context }, params: { error: unknown }) => {
      const failure = requestFailureOf(params.error);
      const found = Object.keys(failure.errors).length > 0;
      return {
        failure: { message: failureMessage(failure), needsLogin: failure.status === 401 },
        errors: failure.errors,
        errorRound: found ? context.errorRound + 1 : context.errorRound,
      };
    }),
  },
}).createMachine({
  id: 'vendorRegistration',
  initial: 'idle',
  context: ({ input }) => ({ tenderNo: input?.tenderNo || undefined, values: { ...EMPTY_VENDOR }, errors: {}, failure: null, errorRound: 0 }),
  on: {
    PREFILL: { actions: 'prefill' },
  },
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
        src: 'register',
        input: ({ context }) => vendorRegistrationSchema.parse(payloadOf(context)),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'success', actions: 'clearForm' },
          { target: 'error', actions: { type: 'fail', params: ({ event }) => ({ error: { status: 200, data: event.output } }) } },
        ],
        onError: { target: 'error', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: {
      on: { RESET: 'idle' },
    },
    error: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
      },
    },
  },
});
