import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { server } from '@mocks/node';
import { accountsMockState, DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { baseApi } from '@/shared/api/base-api';
import { API_URL } from '@/shared/config/env';
import { ACCOUNT_MESSAGES, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { changeEvent, type SubmitInput } from '@/shared/model/form.machine';
import { authApi } from '../api/auth-api';
import { loginFormMachine, signUpFormMachine, vendorRegistrationFormMachine, type LoginValues, type VendorValues } from './account-forms';

/**
 * The account forms driven as a tester drives any machine: `createActor`, `send`, `waitFor` a settled
 * state. The `submit` actor is the real RTK Query mutation on a fresh store, so every request goes
 * through msw's handlers (`mocks/handlers/accounts.ts`, the same schemas and answers as the server).
 */
function freshStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Starts `machine` with its submit actor calling `mutate` on a fresh store. */
function start<TLogic extends AnyActorLogic>(machine: TLogic & { provide: (...args: never[]) => unknown }, mutate: (store: ReturnType<typeof freshStore>, payload: never) => Promise<unknown>, values?: object) {
  const store = freshStore();
  const provided = (machine.provide as (implementations: object) => TLogic)({
    actors: { submit: fromPromise<unknown, SubmitInput<unknown, never>>(({ input }) => mutate(store, input.payload)) },
  });
  const actor = createActor(provided, { input: { values } } as never);
  actor.start();
  return { actor, store };
}

const logIn = (store: ReturnType<typeof freshStore>, payload: never) => store.dispatch(authApi.endpoints.logIn.initiate(payload)).unwrap();
const signUp = (store: ReturnType<typeof freshStore>, payload: never) => store.dispatch(authApi.endpoints.signUp.initiate(payload)).unwrap();
const register = (store: ReturnType<typeof freshStore>, payload: never) => store.dispatch(authApi.endpoints.registerVendor.initiate(payload)).unwrap();

describe('account forms on the shared form machine, against msw', () => {
  beforeEach(() => resetAccountsMock());

  it("log-in: a wrong password fails with SPEC section 8's sentence, keeping the values; the right one succeeds", async () => {
    const { actor, store } = start(loginFormMachine, logIn, { email: DEMO_VENDOR.email, password: 'not-the-password' });
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

  it('log-in: says so in the account words when the network fails', async () => {
    server.use(http.post(`${API_URL}/api/login`, () => HttpResponse.error()));
    const { actor } = start(loginFormMachine, logIn, { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe(ACCOUNT_MESSAGES.network);
    expect(failed.context.failureStatus).toBe('network');
  });

  it('sign-up: sends no confirmation, and a duplicate e-mail is said once, beside the field', async () => {
    const values = { firstname: 'Asha', lastname: 'Deshmukh', email: DEMO_VENDOR.email, password: 'Tender#2026', confirmPassword: 'Tender#2026' };
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/login/userlogin')) sent.push(await request.clone().json());
    });
    const { actor } = start(signUpFormMachine, signUp, values);
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    server.events.removeAllListeners();
    expect(sent).toEqual([{ firstname: 'Asha', lastname: 'Deshmukh', email: DEMO_VENDOR.email, password: 'Tender#2026' }]);
    expect(failed.context.errors).toEqual({ email: ACCOUNT_MESSAGES.duplicateEmail });
    expect(failed.context.failure).toBeNull();
    expect(failed.context.values).toEqual(values);
  });

  it('vendor registration: upper-cases identifiers, asks for a log-in on a 401, keeps the tender after a success', async () => {
    const { actor } = start(vendorRegistrationFormMachine, register, { tenderNo: 'VI/TN/2026/015' });
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
