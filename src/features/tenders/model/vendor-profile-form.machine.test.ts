import { configureStore } from '@reduxjs/toolkit';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountsMockState, DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { vendorProfileApi } from '@/entities/vendor-profile';
import { baseApi } from '@/shared/api/base-api';
import { ACCOUNT_MESSAGES, VENDOR_MESSAGES, type VendorProfile } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import type { SubmitInput } from '@/shared/model/form.machine';
import { vendorProfileFormMachine, type VendorProfileValues } from './vendor-profile-form.machine';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { sampleVendorDetails } from '../../../../test/fixtures/submissions';

/** The profile form with the real mutation on a fresh store, answered by msw (`mocks/handlers/accounts.ts`). */
function start(values: Partial<VendorProfileValues>) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const submit = fromPromise<unknown, SubmitInput<VendorProfileValues, VendorProfile>>(({ input }) =>
    store.dispatch(vendorProfileApi.endpoints.saveVendorProfile.initiate({ body: input.payload })).unwrap(),
  );
  return createActor(vendorProfileFormMachine.provide({ actors: { submit } }), { input: { values } }).start();
}

const filled: VendorProfileValues = {
  vendorName: 'Asha Deshmukh',
  email: 'Asha@Example.in',
  mobileNumber: '98230 45671',
  companyName: 'Deshmukh Fabricators',
  gstNumber: '27AAPFU0939F1ZV',
  panNumber: 'AAPFU0939F',
  udyamNumber: 'UDYAM-MH-26-0012345',
};

describe('vendor profile form against msw', () => {
  beforeEach(() => resetAccountsMock({ session: DEMO_VENDOR }));

  it('keeps every typed value when the server refuses a field, saves the profile alone once corrected', async () => {
    const actor = start({ ...filled, udyamNumber: 'udyam-mh-26-0012345' });
    expect(actor.getSnapshot().context.values.udyamNumber).toBe('udyam-mh-26-0012345');
    actor.send({ type: 'CHANGE', field: 'gstNumber', value: '27aapfu0939f1zx' });
    expect(actor.getSnapshot().context.values.gstNumber).toBe('27AAPFU0939F1ZX');
    actor.send({ type: 'SUBMIT' });
    // The schema the server uses says it before anything is sent; the typed values stay.
    const invalid = await waitFor(actor, (snapshot) => snapshot.matches('editing') && Object.keys(snapshot.context.errors).length > 0);
    expect(invalid.context.errors).toEqual({ gstNumber: VENDOR_MESSAGES.gstCheck });
    expect(invalid.context.values).toMatchObject({ companyName: 'Deshmukh Fabricators', gstNumber: '27AAPFU0939F1ZX' });

    actor.send({ type: 'CHANGE', field: 'gstNumber', value: '27aapfu0939f1zv' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(accountsMockState().profiles.get(DEMO_VENDOR.email)).toMatchObject({ gstNumber: '27AAPFU0939F1ZV', udyamNumber: 'UDYAM-MH-26-0012345', email: 'asha@example.in' });
    expect(accountsMockState().registrations).toEqual([]);
  });
});

describeForm(vendorProfileFormMachine, {
  empty: { vendorName: '', email: '', mobileNumber: '', companyName: '', gstNumber: '', panNumber: '', udyamNumber: '' },
  filled,
  required: { field: 'companyName', message: VENDOR_MESSAGES.companyNameRequired },
  accepted: { success: true, message: VENDOR_MESSAGES.profileSaved },
  payload: sampleVendorDetails,
  refusals: [
    // An answer that is not a success, whatever its status, saved nothing.
    notASuccess('The profile was not saved.'),
    refusedFields(400, FORM_INVALID_MESSAGE, { udyamNumber: VENDOR_MESSAGES.udyamInvalid }),
    refusedWith(401, VENDOR_MESSAGES.loginFirst),
    noAnswer(ACCOUNT_MESSAGES.network),
  ],
});
