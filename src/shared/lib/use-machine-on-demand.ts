import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { useMachineBridge } from './machine-bridge';

export interface MachineOnDemand<TMachine extends AnyStateMachine> {
  /** The running machine's snapshot, or null while it has not been needed yet (render its first state). */
  snapshot: SnapshotFrom<TMachine> | null;
  /** Sends an event; the first one loads and starts the machine, then the events sent meanwhile, in order. */
  send: (event: EventFrom<TMachine>) => void;
  /** Starts loading without sending anything: for a control the visitor is about to use (pointer down, focus). */
  prepare: () => void;
}

const noSubscription = () => () => {};

/**
 * A machine whose code (xstate and the machine) loads the first time it is used, for controls that do
 * nothing until a visitor touches them: the header's menu and drawer. Until then the component renders the
 * machine's first state, which on the server and at hydration is the only state there is, so the page's
 * first script carries no xstate. Once started it is an ordinary actor, mirrored in Redux DevTools under `id`
 * like every `useBridgedMachine`, and stopped when the component unmounts.
 */
export function useMachineOnDemand<TMachine extends AnyStateMachine>(load: () => Promise<TMachine>, id: string): MachineOnDemand<TMachine> {
  const [actor, setActor] = useState<Actor<TMachine> | null>(null);
  const actorRef = useRef<Actor<TMachine> | null>(null);
  const waiting = useRef<Array<EventFrom<TMachine>>>([]);
  const loading = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      actorRef.current?.stop();
      actorRef.current = null;
    };
  }, []);

  const prepare = useCallback(() => {
    loading.current ??= Promise.all([load(), import(/* webpackChunkName: "xstate" */ 'xstate')]).then(
      ([machine, { createActor }]) => {
        if (!mounted.current) return;
        const started = createActor(machine).start();
        actorRef.current = started;
        setActor(started);
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next use; the events it held are dropped.
        loading.current = null;
        waiting.current = [];
        console.error(`The ${id} machine could not be loaded:`, error);
      },
    );
  }, [load, id]);

  const send = useCallback(
    (event: EventFrom<TMachine>) => {
      // Until the events sent while loading are delivered, a new one waits behind them.
      if (actorRef.current && waiting.current.length === 0) {
        actorRef.current.send(event);
        return;
      }
      waiting.current.push(event);
      if (!actorRef.current) prepare();
    },
    [prepare],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (actor ? (actor.getSnapshot() as SnapshotFrom<TMachine>) : null),
    () => null,
  );
  useMachineBridge(actor, id);
  // The events sent while the machine loaded, delivered once the DevTools bridge listens (declared after
  // it, so its effect runs first), so they show as `machines/<id>/<EVENT>` like every later one.
  useEffect(() => {
    if (!actor) return;
    for (const event of waiting.current.splice(0)) actor.send(event);
  }, [actor]);

  return { snapshot, send, prepare };
}
