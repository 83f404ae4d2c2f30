import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  pathToStateValue,
  waitFor,
  type Actor,
  type ActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { MACHINE_COVERAGE_DIR, transitionKey, type MachineRecord } from './machine-graph';

/**
 * Model tests: `xstate/graph` walks a machine's graph (its shortest paths, and its simple paths where
 * that stays small), and each path is replayed on a real actor, the system under test, with its effects
 * provided by the test and its timers on a `SimulatedClock`. After every step the actor must be where the
 * model says (its state, and its context as far as the walk's `stateKey` tells), and the promise of each
 * state it rests in must hold.
 *
 * `createTestModel` refuses machines that invoke actors or wait (`after`), which is most of ours; so the
 * walk builds the `TestModel` itself and plays the effects instead: an invoked actor's answer becomes
 * the test's promise settling, a delay becomes the clock moving.
 *
 * What each walk reaches (state nodes, and transitions keyed as in `machine-graph.ts`) is written to
 * `coverage/machines/`, which `npm run machines:coverage` counts against the machine's definition.
 */

const ROOT = path.resolve(__dirname, '..', '..');

type Step = { event: EventObject; state: AnyMachineSnapshot };

/** The actor a path runs on, and what the test's `start` gave with it (a submit control, a clock). */
export type Running<TMachine extends AnyStateMachine, THandles> = THandles & {
  actor: Actor<TMachine>;
  clock: SimulatedClock | undefined;
};

/** A check on the actor after a step: the snapshot, the actor and handles, the event, the snapshot before. */
export type StatePromise<TMachine extends AnyStateMachine, THandles> = (
  snapshot: SnapshotFrom<TMachine>,
  sut: Running<TMachine, THandles>,
  event: EventObject,
  before: SnapshotFrom<TMachine> | undefined,
) => void;

export interface ModelWalk<TMachine extends AnyStateMachine, THandles extends object> {
  /** Says which start this is, when a machine is walked from more than one (with and without an interval). */
  title?: string;
  input?: InputFrom<TMachine>;
  /** Events that carry data, as the walk sends them; a type the state handles that is not listed here is sent bare. */
  events?: ReadonlyArray<AnyEventObject>;
  /** The answers an invoked actor may give: each is a branch of the graph. */
  outputs?: ReadonlyArray<unknown>;
  /** The ways an invoked actor may fail: each is a branch of the graph. */
  errors?: ReadonlyArray<unknown>;
  /**
   * What tells two snapshots apart in the graph; the whole context by default. Leave out what only
   * counts (a form's `errorRound`), or the graph never ends.
   */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Walks the simple paths as well as the shortest: only where the graph is small (they grow fast). */
  simplePaths?: boolean;
  /** Makes the system under test for one path: the machine with its effects `.provide()`d, a clock for its timers. */
  start?: () => THandles & { machine: TMachine; clock?: SimulatedClock };
  /** How an effect happens in the system under test; the walk then waits for the actor to take it. */
  effects?: {
    done?: (sut: Running<TMachine, THandles>, output: unknown) => void;
    error?: (sut: Running<TMachine, THandles>, error: unknown) => void;
    /** A delayed transition is due: move the clock (and check that it did not turn early). */
    after?: (sut: Running<TMachine, THandles>) => void;
  };
  /**
   * What must be true in each state, keyed by its path (`failed`, `auto.rotating`); checked after every
   * step that ends there, with the event that led there and the snapshot before it (none at the start).
   * Every state a path rests in needs one.
   */
  promises: Record<string, StatePromise<TMachine, THandles>>;
  /** What must be true after any step, whatever the state (a pre-fill fills only empty fields). */
  everyStep?: StatePromise<TMachine, THandles>;
}

interface Reached {
  states: Set<string>;
  transitions: Set<string>;
  paths: number;
}

/** Per machine id, everything the walks in this test file reached (a test file is one module registry). */
const reachedByMachine = new Map<string, Reached>();

function reachedFor(id: string): Reached {
  let reached = reachedByMachine.get(id);
  if (!reached) {
    reached = { states: new Set(), transitions: new Set(), paths: 0 };
    reachedByMachine.set(id, reached);
  }
  return reached;
}

function writeRecord(id: string, testPath: string) {
  const reached = reachedFor(id);
  const testFile = path.relative(ROOT, testPath).split(path.sep).join('/');
  const record: MachineRecord = { machine: id, testFile, paths: reached.paths, states: [...reached.states].sort(), transitions: [...reached.transitions].sort() };
  mkdirSync(MACHINE_COVERAGE_DIR, { recursive: true });
  writeFileSync(path.join(MACHINE_COVERAGE_DIR, `${id}--${testFile.replace(/[/\\]/g, '_')}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * For tests that drive a machine through fixed scenarios rather than a graph walk (a form's own fields,
 * payload and messages: `describeForm`): an `inspect` callback that adds what an actor reaches to the
 * machine's record, written after the calling `describe` as a walk's is, so `npm run machines:coverage`
 * counts it the same way. Call it inside a `describe`.
 */
export function recordReach(machine: AnyStateMachine): { inspect: (inspection: InspectionEvent) => void; started: (actor: { getSnapshot: () => unknown }) => void } {
  const reached = reachedFor(machine.id);
  let testPath = '';
  beforeAll(() => {
    testPath = expect.getState().testPath ?? '';
  });
  afterAll(() => {
    if (testPath) writeRecord(machine.id, testPath);
  });
  return {
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
      for (const transition of inspection._transitions) {
        reached.states.add(transition.source.id);
        reached.transitions.add(transitionKey(transition));
      }
    },
    started: (actor) => {
      for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
      reached.paths += 1;
    },
  };
}

const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const isAfter = (event: EventObject) => event.type.startsWith('xstate.after.');

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 48 ? `${text.slice(0, 45)}...` : text;
}

function eventLabel(event: EventObject): string {
  if (isDone(event)) return `answer ${short((event as { output?: unknown }).output)}`;
  if (isError(event)) return `failure ${short((event as { error?: unknown }).error)}`;
  if (isAfter(event)) return 'delay';
  const { type, ...data } = event;
  return Object.keys(data).length > 0 ? `${type} ${short(data)}` : type;
}

function pathTitle(statePath: StatePath<AnyMachineSnapshot, EventObject>): string {
  const events = statePath.steps.slice(1).map((step) => eventLabel(step.event));
  return `${JSON.stringify(statePath.state.value)} by ${events.length > 0 ? events.join(' → ') : 'starting'}`;
}

/** The paths of each resting atomic state, `auto.rotating`: the keys a walk must have promises for. */
function restingStates(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
}

/**
 * Declares a `describe` with one test per path through `machine`'s graph. Call it once per start (a
 * machine may be walked from several inputs); the reach of all of them is recorded together.
 */
export function describeModel<TMachine extends AnyStateMachine, THandles extends object = object>(
  machine: TMachine,
  walk: ModelWalk<TMachine, THandles>,
): void {
  const events = walk.events ?? [];
  const stateKey = (snapshot: AnyMachineSnapshot) => (walk.stateKey ? walk.stateKey(snapshot as SnapshotFrom<TMachine>) : snapshot.context);
  // What a state handles, with the data to send: createTestModel's rule (and its event descriptors, which
  // xstate exports only as `__unsafe_`), plus the answers and failures of invoked actors.
  const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] =>
    ownEventTypes(snapshot).flatMap((type: string) => {
      if (type.startsWith('xstate.done.actor.')) return (walk.outputs ?? [undefined]).map((output) => ({ type, output }));
      if (type.startsWith('xstate.error.actor.')) return (walk.errors ?? []).map((error) => ({ type, error }));
      const listed = events.filter((event) => event.type === type);
      return listed.length > 0 ? listed : [{ type }];
    });
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine as ActorLogic<AnyMachineSnapshot, EventObject, unknown>, {
    input: walk.input,
    events: eventsFor,
    // A snapshot reached by another kind of event, or from another state, is another vertex (createTestModel
    // does the same for changes of state only), so the shortest paths take every transition, not only
    // reach every snapshot: GO_TO to the last slide and PREV from the first end in the same snapshot.
    serializeState: (snapshot, event, previous) => {
      const via = event && previous ? ` via ${event.type} from ${JSON.stringify(previous.value)}` : '';
      return `${JSON.stringify({ value: snapshot.value, key: stateKey(snapshot) })}${via}`;
    },
  });
  const paths = [...model.getShortestPaths(), ...(walk.simplePaths ? model.getSimplePaths() : [])];
  const reached = reachedFor(machine.id);

  async function run(statePath: StatePath<AnyMachineSnapshot, EventObject>) {
    const [first, ...steps]: Step[] = statePath.steps;
    const { machine: logic, clock, ...handles } = (walk.start?.() ?? { machine }) as THandles & { machine: TMachine; clock?: SimulatedClock };
    const record = (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
      for (const transition of inspection._transitions) {
        reached.states.add(transition.source.id);
        reached.transitions.add(transitionKey(transition));
      }
    };
    const actor = createActor(logic, { input: walk.input, clock, inspect: record } as never) as Actor<TMachine>;
    const sut = { ...handles, actor, clock } as unknown as Running<TMachine, THandles>;
    const current = () => actor.getSnapshot() as AnyMachineSnapshot;
    actor.start();
    for (const node of current()._nodes) reached.states.add(node.id);
    reached.paths += 1;

    const check = (step: Step, before?: AnyMachineSnapshot) => {
      const snapshot = current();
      expect(snapshot.value).toEqual(step.state.value);
      // The model's snapshot stands for every snapshot with its key (a walk may leave counters out of it).
      expect(stateKey(snapshot)).toEqual(stateKey(step.state));
      for (const state of restingStates(snapshot)) {
        if (!walk.promises[state]) throw new Error(`The walk of "${machine.id}" has no promise for the state "${state}": say what must hold there.`);
      }
      const promised = [...(walk.everyStep ? [walk.everyStep] : []), ...Object.entries(walk.promises).filter(([key]) => snapshot.matches(pathToStateValue(key.split('.')))).map(([, promise]) => promise)];
      for (const promise of promised) promise(snapshot as SnapshotFrom<TMachine>, sut, step.event, before as SnapshotFrom<TMachine> | undefined);
    };

    check(first);
    for (const step of steps) {
      const { event } = step;
      const before = current();
      if (isDone(event) || isError(event)) {
        const effect = isDone(event) ? walk.effects?.done : walk.effects?.error;
        if (!effect) throw new Error(`The walk of "${machine.id}" reaches ${event.type} but gives no effect to make it happen.`);
        effect(sut, isDone(event) ? (event as { output?: unknown }).output : (event as { error?: unknown }).error);
        // A promise settles a few microtasks later; the machine has taken it when its snapshot changes.
        await waitFor(actor, (snapshot) => snapshot !== before, { timeout: 1_000 });
      } else if (isAfter(event)) {
        if (!walk.effects?.after) throw new Error(`The walk of "${machine.id}" reaches ${event.type} but gives no clock effect.`);
        walk.effects.after(sut);
      } else {
        actor.send(event as never);
      }
      check(step, before);
    }
    actor.stop();
  }

  describe(`${machine.id} model${walk.title ? ` (${walk.title})` : ''}`, () => {
    let testPath = '';
    beforeAll(() => {
      testPath = expect.getState().testPath ?? '';
    });
    afterAll(() => {
      if (testPath) writeRecord(machine.id, testPath);
    });

    it.each(paths.map((statePath) => [pathTitle(statePath), statePath] as const))('reaches %s', async (_title, statePath) => {
      await run(statePath);
    });
  });
}
