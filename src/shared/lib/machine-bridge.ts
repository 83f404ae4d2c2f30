import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { machineStopped, machineTransitioned, mirrorOf } from '@/shared/model/machines-slice';

/**
 * Mirrors one live actor into the Redux store (development builds only): its state value and context
 * (secrets hidden, see `mirrorOf`) under `state.machines.<id>`, then one `machines/<id>/<EVENT>` action
 * per transition that changed what the mirror shows (an autoplay tick on a paused carousel dispatches
 * nothing), and `machines/<id>/stopped` when the component unmounts. Without a Redux provider, or on
 * the server (effects do not run there), or before an on-demand actor has started (null), it does nothing.
 * It imports xstate's types only, so a screen can use it without putting xstate in its first script.
 */
export function useMachineBridge(actorRef: AnyActorRef | null, id: string): void {
  const store = useContext(ReactReduxContext)?.store;

  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || !store || !actorRef) return undefined;
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

