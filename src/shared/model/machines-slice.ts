import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Redux DevTools mirror of the live XState machines (development builds): `state.machines.<id>` holds
 * each machine's state value, the part of its context a developer needs, and the event that led
 * there. Each transition is one action named by machine and event, `machines/enquiry-form/SUBMIT`,
 * so the DevTools log reads as the story of the page.
 */
export interface MachineMirror {
  value: unknown;
  context: unknown;
  event: string;
}

export type MachinesState = Record<string, MachineMirror>;

type MachineTransitioned = {
  type: string;
  payload: MachineMirror & { id: string };
  meta: { machine: 'transitioned' };
};

type MachineStopped = {
  type: string;
  payload: { id: string };
  meta: { machine: 'stopped' };
};

export function machineTransitioned(id: string, mirror: MachineMirror): MachineTransitioned {
  return { type: `machines/${id}/${mirror.event}`, payload: { id, ...mirror }, meta: { machine: 'transitioned' } };
}

export function machineStopped(id: string): MachineStopped {
  return { type: `machines/${id}/stopped`, payload: { id }, meta: { machine: 'stopped' } };
}

const machineMeta = (action: UnknownAction) => (action.meta as { machine?: unknown } | undefined)?.machine;

export function machinesReducer(state: MachinesState = {}, action: UnknownAction): MachinesState {
  const kind = machineMeta(action);
  if (kind === 'transitioned') {
    const { id, ...mirror } = (action as unknown as MachineTransitioned).payload;
    return { ...state, [id]: mirror };
  }
  if (kind === 'stopped') {
    const { [(action as unknown as MachineStopped).payload.id]: _stopped, ...alive } = state;
    return alive;
  }
  return state;
}

const HIDDEN = '(hidden)';
const SECRET_KEY = /password|token|secret/i;

/**
 * The context as DevTools shows it: plain data only, secrets hidden (any key that names a password or
 * token), a file as its name, size and type, and nothing that cannot be serialised (actors, functions).
 */
export function mirrorOf(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object' || depth > 5) return undefined;
  if (typeof File !== 'undefined' && value instanceof File) return { name: value.name, size: value.size, type: value.type };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => mirrorOf(item, depth + 1));
  if ('sessionId' in value && 'send' in value) return undefined; // an actor ref
  const plain: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) plain[key] = item === '' || item === null || item === undefined ? item : HIDDEN;
    else {
      const mirrored = mirrorOf(item, depth + 1);
      if (mirrored !== undefined) plain[key] = mirrored;
    }
  }
  return plain;
}
