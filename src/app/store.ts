import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ServerQueryExtra } from '@/shared/api/base-api';
import { machinesReducer } from '@/shared/model/machines-slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  machines: machinesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one store factory: the app calls it once, every test calls it for a fresh store, and the server
 * one per request with `server` (its reads answered in-process, see `server-render.tsx`).
 */
export function createAppStore(preloadedState?: Partial<RootState>, server?: ServerQueryExtra) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: server } }).concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
