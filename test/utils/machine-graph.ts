import path from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** Where the model tests write what they reached, one JSON per machine and test file (git-ignored). */
export const MACHINE_COVERAGE_DIR = path.resolve(__dirname, '..', '..', 'coverage', 'machines');

/** What one test file's walks of one machine reached. */
export interface MachineRecord {
  machine: string;
  /** Relative to the project root, with forward slashes. */
  testFile: string;
  paths: number;
  states: string[];
  transitions: string[];
}

/**
 * What a machine's definition holds, named the same way by the model tests (which record what they
 * reach) and by `npm run machines:coverage` (which counts it against this): every state node but the
 * root, and every transition, each with a key that reads on its own, `enquiry-form.validating always[1]`.
 */
export interface MachineGraph {
  id: string;
  states: string[];
  transitions: string[];
}

/**
 * A node's transitions in a fixed order: those taken on an event (`on`, `after`, an invoke's `onDone` and
 * `onError`), then the eventless ones (`always`), which `toDirectedGraph` leaves out.
 */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/**
 * The same key for a transition of the machine and of any `.provide()`d copy of it (a copy has its own
 * transition objects, in the same places): the source, the event, and its place among the source's
 * transitions on that event (the second `onDone` branch is `[1]`).
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  const index = ownTransitions(transition.source)
    .filter((other) => other.eventType === transition.eventType)
    .indexOf(transition);
  return `${transition.source.id} ${event}[${index}]`;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = getStateNodes(machine.root);
  return {
    id: machine.id,
    states: nodes.map((node) => node.id),
    transitions: [machine.root, ...nodes].flatMap((node) => ownTransitions(node).map(transitionKey)),
  };
}

/** Duck-typed, so a machine is recognised whichever copy of xstate made it. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value && 'provide' in value;
}
