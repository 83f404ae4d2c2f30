import { useCallback, useEffect, useRef, useState, type FormEvent as ReactFormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { changeEvent, type FormMachine } from '@/shared/model/form.machine';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export interface UseFormOptions<TValues> {
  /** Key under `state.machines` in Redux DevTools, e.g. `enquiry-form`. */
  id: string;
  /** Sends the values; resolves with the server's answer, rejects on a network or HTTP failure. */
  send: (values: TValues) => Promise<WriteAnswer>;
  /** Values to start with. Read once, when the form first renders. */
  initialValues?: Partial<TValues>;
}

/**
 * Runs one form on the shared form machine: the component gets the values, the errors, the state
 * flags and the handlers, and provides only how to send. Focus moves to the first invalid field each
 * time new errors arrive (from the schema or from the server).
 */
export function useForm<TValues extends Record<string, unknown>>(machine: FormMachine<TValues>, options: UseFormOptions<TValues>) {
  const sendRef = useRef(options.send);
  useEffect(() => {
    sendRef.current = options.send;
  }, [options.send]);

  const [logic] = useState(() =>
    machine.provide({
      actors: { submit: fromPromise<WriteAnswer, { values: TValues }>(({ input }) => sendRef.current(input.values)) },
    }),
  );
  const [snapshot, sendEvent] = useBridgedMachine(logic, { id: options.id, input: { values: options.initialValues } });
  const { values, errors, failure, errorRound } = snapshot.context;

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorRound);

  const change = useCallback(
    <K extends keyof TValues & string>(field: K, value: TValues[K]) => sendEvent(changeEvent<TValues, K>(field, value)),
    [sendEvent],
  );
  const onSubmit = useCallback(
    (event: ReactFormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sendEvent({ type: 'SUBMIT' });
    },
    [sendEvent],
  );
  const closeSuccess = useCallback(() => sendEvent({ type: 'CLOSE' }), [sendEvent]);
  const dismissFailure = useCallback(() => sendEvent({ type: 'DISMISS' }), [sendEvent]);

  return {
    values,
    errors: errors as Partial<Record<keyof TValues & string, string>>,
    failure: snapshot.matches('failed') ? failure : null,
    busy: snapshot.matches('validating') || snapshot.matches('submitting'),
    succeeded: snapshot.matches('succeeded'),
    formRef,
    change,
    onSubmit,
    closeSuccess,
    dismissFailure,
  };
}
