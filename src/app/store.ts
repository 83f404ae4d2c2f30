import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/base-api';
import { machinesReducer } from '@/shared/model/machines-slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  machines: machinesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The one store factory: the app calls it once, every test calls it for a fresh store. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
