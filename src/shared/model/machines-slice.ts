import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Redux DevTools bridge for XState: in development builds every live machine reports its state
 * here, so `state.machines.<id>` shows it and each transition appears as an action.
 */
export interface MachineSnapshotEntry {
  value: unknown;
  event: string;
}

export type MachinesState = Record<string, MachineSnapshotEntry>;

const machinesSlice = createSlice({
  name: 'machines',
  initialState: {} as MachinesState,
  reducers: {
    machineTransitioned(state, action: PayloadAction<{ id: string; value: unknown; event: string }>) {
      const { id, value, event } = action.payload;
      state[id] = { value, event };
    },
    machineStopped(state, action: PayloadAction<{ id: string }>) {
      delete state[action.payload.id];
    },
  },
});

export const { machineTransitioned, machineStopped } = machinesSlice.actions;
export const machinesReducer = machinesSlice.reducer;
