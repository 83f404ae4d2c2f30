import { useCallback, useEffect, useRef, useState, type FormEvent as ReactFormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { changeEvent, type FormMachine, type SubmitInput } from '@/shared/model/form.machine';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useKeepTypedBeforeHydration } from './use-keep-typed-before-hydration';

export interface UseFormOptions<TValues, TPayload = TValues> {
  /** Key under `state.machines` in Redux DevTools, e.g. `enquiry-form`. */
  id: string;
  /** Sends the payload; resolves with the server's answer, rejects on a network or HTTP failure. */
  send: (payload: TPayload, values: TValues) => Promise<unknown>;
  /** Values to start with. Read once, when the form first renders. */
  initialValues?: Partial<TValues>;
}

/**
 * Runs one form on the shared form machine: the component gets the values, the errors, the state
 * flags and the handlers, and provides only how to send. Focus moves to the first invalid field each
 * time new errors arrive (from the schema or from the server).
 */
export function useForm<TValues extends Record<string, unknown>, TPayload = TValues>(
  machine: FormMachine<TValues, TPayload>,
  options: UseFormOptions<TValues, TPayload>,
) {
  const sendRef = useRef(options.send);
  useEffect(() => {
    sendRef.current = options.send;
  }, [options.send]);

  const [logic] = useState(() =>
    machine.provide({
      actors: {
        submit: fromPromise<unknown, SubmitInput<TValues, TPayload>>(({ input }) => sendRef.current(input.payload, input.values)),
      },
    }),
  );
  const [snapshot, sendEvent] = useBridgedMachine(logic, { id: options.id, input: { values: options.initialValues } });
  const { values, errors, failure, failureStatus, errorRound } = snapshot.context;

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorRound);

  const change = useCallback(
    <K extends keyof TValues & string>(field: K, value: TValues[K]) => sendEvent(changeEvent<TValues, K>(field, value)),
    [sendEvent],
  );
  useKeepTypedBeforeHydration(formRef, values, change);
  const prefill = useCallback((filled: Partial<TValues>) => sendEvent({ type: 'PREFILL', values: filled }), [sendEvent]);
  const onSubmit = useCallback(
    (event: ReactFormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sendEvent({ type: 'SUBMIT' });
    },
    [sendEvent],
  );
  const closeSuccess = useCallback(() => sendEvent({ type: 'CLOSE' }), [sendEvent]);
  const dismissFailure = useCallback(() => sendEvent({ type: 'DISMISS' }), [sendEvent]);
  const failed = snapshot.matches('failed');

  return {
    values,
    errors: errors as Partial<Record<keyof TValues & string, string>>,
    failure: failed ? failure : null,
    /** The status of the failure on show (a 401, a 429), or null. */
    failureStatus: failed ? failureStatus : null,
    busy: snapshot.matches('validating') || snapshot.matches('submitting'),
    succeeded: snapshot.matches('succeeded'),
    formRef,
    change,
    prefill,
    onSubmit,
    closeSuccess,
    dismissFailure,
  };
}
