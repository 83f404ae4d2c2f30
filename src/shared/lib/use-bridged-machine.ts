import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyStateMachine, StateFrom } from 'xstate';
import { useMachineBridge } from './machine-bridge';

export interface BridgedMachineOptions<TMachine extends AnyStateMachine> extends ActorOptions<TMachine> {
  /**
   * Key under `state.machines` in Redux DevTools and in the action names (`machines/<id>/<EVENT>`).
   * Must be unique among the machines alive at the same time (two carousels on one page need two ids).
   */
  id: string;
}

const identity = <T>(value: T): T => value;

/** `useActorRef` from @xstate/react, plus the DevTools bridge. */
function useBridgedActorRef<TMachine extends AnyStateMachine>(
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
