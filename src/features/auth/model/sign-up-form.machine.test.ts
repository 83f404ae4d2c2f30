import { waitFor } from 'xstate';
import { server } from '@mocks/node';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { authApi } from '../api/auth-api';
import { signUpFormMachine, type SignUpValues } from './sign-up-form.machine';
import { describeForm, noAnswer, notASuccess, refusedBeside, refusedFields } from '../../../../test/utils/form-model';
import { startOnFreshStore } from '../../../../test/utils/form-on-store';

/** The sign-up form with the real mutation on a fresh store, answered by msw (`mocks/handlers/accounts.ts`). */
const start = (values: SignUpValues) => startOnFreshStore(signUpFormMachine, (store, body) => store.dispatch(authApi.endpoints.signUp.initiate({ body })).unwrap(), values).actor;

describe('sign-up form against msw', () => {
  beforeEach(() => resetAccountsMock());

  it('sends no confirmation, and an e-mail that already has an account succeeds as a new one would (the owner is told by e-mail)', async () => {
    const values = { firstname: 'Asha', lastname: 'Deshmukh', email: DEMO_VENDOR.email, password: 'Tender#2026', confirmPassword: 'Tender#2026' };
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/login/userlogin')) sent.push(await request.clone().json());
    });
    const actor = start(values);
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    server.events.removeAllListeners();
    expect(sent).toEqual([{ firstname: 'Asha', lastname: 'Deshmukh', email: DEMO_VENDOR.email, password: 'Tender#2026' }]);
    expect(done.context.errors).toEqual({});
    expect(done.context.failure).toBeNull();
  });
});

describeForm(signUpFormMachine, {
  empty: { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' },
  filled: { firstname: 'Asha', lastname: 'Deshmukh', email: 'Asha@Example.in', password: 'Tender#2026', confirmPassword: 'Tender#2026' },
  required: { field: 'firstname', message: 'Name is required' },
  accepted: { success: true, message: ACCOUNT_MESSAGES.signUpSuccess },
  // The confirmation never leaves the browser; the e-mail goes in lower case.
  payload: { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' },
  refusals: [
    notASuccess('Sign-ups are closed for today.'),
    // A 409 beside the e-mail (the server no longer sends one for an existing e-mail, but a field refusal
    // from the server is still said once, beside its field): the alert above the form stays empty.
    refusedBeside(409, 'email', ACCOUNT_MESSAGES.duplicateEmail),
    refusedFields(400, FORM_INVALID_MESSAGE, { lastname: 'Name is required' }),
    noAnswer(ACCOUNT_MESSAGES.network),
    { error: { status: 503, data: { success: false, message: '' } }, says: ACCOUNT_MESSAGES.unexpected, status: 503 },
  ],
});
