import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorRef, AnyStateMachine, InspectionEvent, StateFrom } from 'xstate';
import { machineStopped, machineTransitioned, mirrorOf } from '@/shared/model/machines-slice';

export interface BridgedMachineOptions<TMachine extends AnyStateMachine> extends ActorOptions<TMachine> {
  /**
   * Key under `state.machines` in Redux DevTools and in the action names (`machines/<id>/<EVENT>`).
   * Must be unique among the machines alive at the same time (two carousels on one page need two ids).
   */
  id: string;
}

const identity = <T>(value: T): T => value;

/**
 * Mirrors one live actor into the Redux store (development builds only): its state value and context
 * (secrets hidden, see `mirrorOf`) under `state.machines.<id>`, then one `machines/<id>/<EVENT>` action
 * per transition that changed what the mirror shows (an autoplay tick on a paused carousel dispatches
 * nothing), and `machines/<id>/stopped` when the component unmounts. Without a Redux provider, or on
 * the server (effects do not run there), it does nothing.
 */
export function useMachineBridge(actorRef: AnyActorRef, id: string): void {
  const store = useContext(ReactReduxContext)?.store;

  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || !store) return undefined;
    const { dispatch } = store;
    let shown = '';
    const report = (snapshot: { value?: unknown; context?: unknown }, event: string) => {
      const value = snapshot.value ?? null;
      const context = mirrorOf(snapshot.context ?? null);
      const seen = JSON.stringify([value, context]);
      if (seen === shown) return;
      shown = seen;
      dispatch(machineTransitioned(id, { value, context, event }));
    };

    // The actor has already started (its own effect runs first), so report where it stands now.
    report(actorRef.getSnapshot(), 'xstate.init');
    const subscription = actorRef.system.inspect((inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actorRef) return;
      report(inspection.snapshot as { value?: unknown; context?: unknown }, inspection.event.type);
    });
    return () => {
      subscription.unsubscribe();
      dispatch(machineStopped(id));
    };
  }, [actorRef, id, store]);
}

/** `useActorRef` from @xstate/react, plus the DevTools bridge. */
export function useBridgedActorRef<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: BridgedMachineOptions<TMachine>,
): Actor<TMachine> {
  // The options object is typed by our interface; @xstate/react's conditional tuple type cannot see that.
  const actorRef = (useActorRef as (logic: TMachine, options: ActorOptions<TMachine>) => Actor<TMachine>)(machine, options);
  useMachineBridge(actorRef, options.id);
  return actorRef;
}

/**
 * `useMachine` from @xstate/react, plus the DevTools bridge: every slice runs its machines through this
 * hook so the machines show up in Redux DevTools next to the RTK Query cache.
 */
export function useBridgedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: BridgedMachineOptions<TMachine>,
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const actorRef = useBridgedActorRef(machine, options);
  const snapshot = useSelector(actorRef, identity) as StateFrom<TMachine>;
  return [snapshot, actorRef.send, actorRef];
}
