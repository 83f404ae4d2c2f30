import { configureStore } from '@reduxjs/toolkit';
import { createActor, fromPromise } from 'xstate';
import { baseApi } from '@/shared/api/base-api';
import type { FormMachine, SubmitInput } from '@/shared/model/form.machine';

/** A fresh store holding only the api's cache, as a form's mutation needs it. */
function freshApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type ApiStore = ReturnType<typeof freshApiStore>;

/**
 * A form driven as a tester drives any machine (`createActor`, `send`, `waitFor` a settled state), with
 * the real RTK Query mutation as its `submit` on a fresh store, so every request goes through msw's
 * handlers (the same schemas and answers as the server). `send` dispatches the form's mutation; the store
 * comes back too, for what the mutation leaves in the cache.
 */
export function startOnFreshStore<TValues extends Record<string, unknown>, TPayload>(
  machine: FormMachine<TValues, TPayload>,
  send: (store: ApiStore, payload: TPayload) => Promise<unknown>,
  values: Partial<TValues>,
) {
  const store = freshApiStore();
  const submit = fromPromise<unknown, SubmitInput<TValues, TPayload>>(({ input }) => send(store, input.payload));
  const actor = createActor(machine.provide({ actors: { submit } }) as typeof machine, { input: { values } }).start();
  return { actor, store };
}
