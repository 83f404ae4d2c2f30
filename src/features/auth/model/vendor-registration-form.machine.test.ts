import { waitFor } from 'xstate';
import { accountsMockState, DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { ACCOUNT_MESSAGES, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { authApi } from '../api/auth-api';
import { vendorRegistrationFormMachine, type VendorValues } from './vendor-registration-form.machine';
import { describeForm, noAnswer, notASuccess, refusedWith } from '../../../../test/utils/form-model';
import { startOnFreshStore } from '../../../../test/utils/form-on-store';
import { sampleVendorDetails, typedVendorDetails } from '../../../../test/fixtures/submissions';

/** The vendor registration with the real mutation on a fresh store, answered by msw (`mocks/handlers/accounts.ts`). */
const start = (values: Partial<VendorValues>) =>
  startOnFreshStore(vendorRegistrationFormMachine, (store, body) => store.dispatch(authApi.endpoints.registerVendor.initiate({ body })).unwrap(), values).actor;

describe('vendor registration form against msw', () => {
  beforeEach(() => resetAccountsMock());

  it('upper-cases identifiers, asks for a log-in on a 401, keeps the tender after a success', async () => {
    const actor = start({ tenderNo: 'VI/TN/2026/015' });
    const fill: Partial<VendorValues> = {
      vendorName: 'Asha Deshmukh',
      email: 'asha@example.in',
      mobileNumber: '9823045671',
      companyName: 'Deshmukh Fabricators',
      gstNumber: '27aapfu0939f1zv',
      panNumber: 'aapfu0939f',
      udyamNumber: 'udyam-mh-26-0012345',
    };
    for (const [field, value] of Object.entries(fill)) actor.send({ type: 'CHANGE', field, value });
    expect(actor.getSnapshot().context.values.gstNumber).toBe('27AAPFU0939F1ZV');

    actor.send({ type: 'SUBMIT' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(refused.context.failureStatus).toBe(401);
    expect(refused.context.failure).toBe(VENDOR_MESSAGES.loginFirst);

    resetAccountsMock({ session: DEMO_VENDOR });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(done.context.values).toMatchObject({ companyName: '', tenderNo: 'VI/TN/2026/015' });
    expect(accountsMockState().registrations).toEqual([expect.objectContaining({ tenderNo: 'VI/TN/2026/015', panNumber: 'AAPFU0939F' })]);
  });
});

const filled: VendorValues = { ...typedVendorDetails, tenderNo: 'VI/TN/2026/015' };

describeForm(vendorRegistrationFormMachine, {
  empty: { vendorName: '', email: '', mobileNumber: '', companyName: '', gstNumber: '', panNumber: '', udyamNumber: '', tenderNo: '' },
  filled,
  required: { field: 'companyName', message: 'Company name is required' },
  accepted: { success: true, message: VENDOR_MESSAGES.saved },
  // Sent as the certificates print them: e-mail in lower case, the mobile number without its space.
  payload: { ...sampleVendorDetails, tenderNo: 'VI/TN/2026/015' },
  // The next registration is for the same tender.
  keptOnSuccess: ['tenderNo'],
  refusals: [
    notASuccess(VENDOR_MESSAGES.tenderNotOpen),
    refusedWith(401, VENDOR_MESSAGES.loginFirst),
    refusedWith(409, VENDOR_MESSAGES.duplicate),
    noAnswer(ACCOUNT_MESSAGES.network),
  ],
});
