import { http, HttpResponse } from 'msw';
import { waitFor } from 'xstate';
import { server } from '@mocks/node';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { API_URL } from '@/shared/config/env';
import { ACCOUNT_MESSAGES, tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { changeEvent } from '@/shared/model/form.machine';
import { authApi } from '../api/auth-api';
import { loginFormMachine, type LoginValues } from './login-form.machine';
import { describeForm, noAnswer, refusedWith } from '../../../../test/utils/form-model';
import { startOnFreshStore } from '../../../../test/utils/form-on-store';

/** The log-in form with the real mutation on a fresh store, answered by msw (`mocks/handlers/accounts.ts`). */
const start = (values: LoginValues) => startOnFreshStore(loginFormMachine, (store, body) => store.dispatch(authApi.endpoints.logIn.initiate({ body })).unwrap(), values);

describe('log-in form against msw', () => {
  beforeEach(() => resetAccountsMock());

  it("fails on a wrong password with docs/spec-fields.md §8's sentence, keeping the values; the right one succeeds", async () => {
    const { actor, store } = start({ email: DEMO_VENDOR.email, password: 'not-the-password' });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe('Invalid email or password. ');
    expect(failed.context.failureStatus).toBe(401);
    expect(failed.context.values).toEqual({ email: DEMO_VENDOR.email, password: 'not-the-password' });

    actor.send(changeEvent<LoginValues, 'password'>('password', DEMO_VENDOR.password));
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(done.context.values).toEqual({ email: '', password: '' });
    // The mutation fills the session cache (just after it resolves): the next screen knows who is in without asking.
    const session = () => authApi.endpoints.getSession.select()(store.getState()).data;
    await new Promise<void>((resolve) => {
      const settled = () => session() && resolve();
      store.subscribe(settled);
      settled();
    });
    expect(session()).toMatchObject({ email: DEMO_VENDOR.email });
  });

  it('says so in the account words when the network fails', async () => {
    server.use(http.post(`${API_URL}/api/login`, () => HttpResponse.error()));
    const { actor } = start({ email: DEMO_VENDOR.email, password: DEMO_VENDOR.password });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe(ACCOUNT_MESSAGES.network);
    expect(failed.context.failureStatus).toBe('network');
  });
});

const tooMany = tooManyAttemptsMessage(5 * 60_000);

describeForm(loginFormMachine, {
  empty: { email: '', password: '' },
  filled: { email: ' Asha@Example.in', password: 'Tender#2026' },
  required: { field: 'password', message: 'Password is required' },
  accepted: { success: true, message: 'You are logged in.', user: { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in' } },
  // The e-mail is sent as the account knows it: trimmed, lower case.
  payload: { email: 'asha@example.in', password: 'Tender#2026' },
  refusals: [
    // An answer that does not name the vendor is no log-in, whatever it says.
    { answer: { success: true, message: '' }, says: ACCOUNT_MESSAGES.unexpected, status: 200 },
    // The server's words are replaced by docs/spec-fields.md §8's sentence (trailing space included).
    { error: { status: 401, data: { success: false, message: 'Invalid email or password.' } }, says: 'Invalid email or password. ', status: 401 },
    refusedWith(429, tooMany),
    noAnswer(ACCOUNT_MESSAGES.network),
    { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>' }, says: ACCOUNT_MESSAGES.unexpected, status: 502 },
  ],
});
