import { createActor, fromPromise, waitFor } from 'xstate';
import type { VendorRegistrationPayload } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { EMPTY_VENDOR, vendorRegistrationMachine, type VendorValues } from './vendor-registration.machine';

const filled: VendorValues = {
  vendorName: 'Asha Deshmukh',
  email: 'asha@example.in',
  mobileNumber: '9823045671',
  companyName: 'Deshmukh Fabricators',
  gstNumber: '27aapfu0939f1zv',
  panNumber: 'aapfu0939f',
  udyamNumber: 'udyam-mh-26-0012345',
};

function start(register: (input: VendorRegistrationPayload) => Promise<WriteAnswer>, tenderNo?: string) {
  const calls: VendorRegistrationPayload[] = [];
  const actor = createActor(
    vendorRegistrationMachine.provide({
      actors: {
        register: fromPromise<WriteAnswer, VendorRegistrationPayload>(({ input }) => {
          calls.push(input);
          return register(input);
        }),
      },
    }),
    { input: { tenderNo } },
  ).start();
  const fill = (values: Partial<VendorValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof VendorValues, value });
  };
  return { actor, calls, fill };
}

describe('vendorRegistrationMachine', () => {
  it('upper-cases the identifiers as they are typed', () => {
    const { actor, fill } = start(async () => ({ success: true, message: 'ok' }));
    fill(filled);
    expect(actor.getSnapshot().context.values).toMatchObject({
      gstNumber: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F',
      udyamNumber: 'UDYAM-MH-26-0012345',
      vendorName: 'Asha Deshmukh',
    });
  });

  it('refuses a GSTIN with a wrong check character before sending', () => {
    const { actor, calls, fill } = start(async () => ({ success: true, message: 'ok' }));
    fill({ ...filled, gstNumber: '22AAAAA0000A1Z5', panNumber: 'AAAAA0000A' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({
      gstNumber: 'This GSTIN is not valid: its last character does not match. Please check the number',
    });
    expect(calls).toHaveLength(0);
  });

  it('names every missing field', () => {
    const { actor } = start(async () => ({ success: true, message: 'ok' }));
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(
      ['companyName', 'email', 'gstNumber', 'mobileNumber', 'panNumber', 'udyamNumber', 'vendorName'].sort(),
    );
  });

  it('sends the normalised values with the tender number, then clears the form', async () => {
    const { actor, calls, fill } = start(async () => ({ success: true, message: 'Thank you.' }), 'VI/TN/2026/015');
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls).toEqual([
      {
        vendorName: 'Asha Deshmukh',
        email: 'asha@example.in',
        mobileNumber: '9823045671',
        companyName: 'Deshmukh Fabricators',
        gstNumber: '27AAPFU0939F1ZV',
        panNumber: 'AAPFU0939F',
        udyamNumber: 'UDYAM-MH-26-0012345',
        tenderNo: 'VI/TN/2026/015',
      },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_VENDOR);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks the vendor to log in first on a 401', async () => {
    const { actor, fill } = start(async () => {
      throw { status: 401, data: { success: false, message: 'Please log in before registering as a vendor.' } };
    });
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Please log in before registering as a vendor.', needsLogin: true });
    expect(actor.getSnapshot().context.values.gstNumber).toBe('27AAPFU0939F1ZV');
  });

  it("shows the server's field messages", async () => {
    const { actor, fill } = start(async () => {
      throw { status: 400, data: { success: false, message: 'Please correct the highlighted fields and try again.', errors: { panNumber: 'Bad PAN' } } };
    });
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.errors).toEqual({ panNumber: 'Bad PAN' });
    expect(actor.getSnapshot().context.failure?.needsLogin).toBe(false);
  });

  it('fills the e-mail from the session only while the field is empty', () => {
    const { actor, fill } = start(async () => ({ success: true, message: 'ok' }));
    actor.send({ type: 'PREFILL', email: 'asha@example.in' });
    expect(actor.getSnapshot().context.values.email).toBe('asha@example.in');
    fill({ email: 'office@deshmukh.in' });
    actor.send({ type: 'PREFILL', email: 'asha@example.in' });
    expect(actor.getSnapshot().context.values.email).toBe('office@deshmukh.in');
  });
});
