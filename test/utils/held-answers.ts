import { fromPromise } from 'xstate';

/**
 * Invoked actors whose answers the test gives when it chooses: each call records its input and then waits,
 * so a walk can hold a machine in a sending state for as long as it likes, check what was sent, and then
 * settle the one call in flight with `resolve` or `reject`. A machine invokes one actor at a time, so one
 * pending answer is all a walk needs.
 */
export function heldAnswers() {
  let settle: { resolve: (answer: unknown) => void; reject: (error: unknown) => void } | null = null;
  const taken = () => {
    if (!settle) throw new Error('Nothing was sent, so nothing can answer.');
    const current = settle;
    settle = null;
    return current;
  };
  return {
    /** An actor to `.provide()`: it hands its input to `record`, then waits for the test's answer. */
    actor: <TOutput, TInput>(record: (input: TInput) => void) =>
      fromPromise<TOutput, TInput>(({ input }) => {
        record(input);
        return new Promise<TOutput>((resolve, reject) => {
          settle = { resolve: resolve as (answer: unknown) => void, reject };
        });
      }),
    inFlight: () => settle !== null,
    resolve: (answer: unknown) => taken().resolve(answer),
    reject: (error: unknown) => taken().reject(error),
  };
}
