import { waitFor } from 'xstate';
import { accountsMockState, DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { vendorProfileApi } from '@/entities/vendor-profile';
import { ACCOUNT_MESSAGES, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { vendorProfileFormMachine, type VendorProfileValues } from './vendor-profile-form.machine';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { startOnFreshStore } from '../../../../test/utils/form-on-store';
import { sampleVendorDetails, typedVendorDetails } from '../../../../test/fixtures/submissions';

/** The profile form with the real mutation on a fresh store, answered by msw (`mocks/handlers/accounts.ts`). */
const start = (values: Partial<VendorProfileValues>) =>
  startOnFreshStore(vendorProfileFormMachine, (store, body) => store.dispatch(vendorProfileApi.endpoints.saveVendorProfile.initiate({ body })).unwrap(), values).actor;

const filled: VendorProfileValues = { ...typedVendorDetails };

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
