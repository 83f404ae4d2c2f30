import { useEffect } from 'react';
import type { FormMachine } from '@/shared/model/form.machine';
import { useForm } from '@/shared/ui/form';

interface DeskChangeFormOptions<TValues, TPayload> {
  /** Key under `state.machines` in Redux DevTools, e.g. `staff-award-form`. */
  id: string;
  /** Values to start with. Read once, when the form first renders. */
  initialValues?: Partial<TValues>;
  /** Makes the change; resolves with the server's answer, rejects on a network or HTTP failure. */
  change: (payload: TPayload) => Promise<{ message: string }>;
  /** Says the answer's message in the page's one live region. */
  onChanged: (message: string) => void;
}

/**
 * A desk form whose success is said by the page, not by the form: the server's message goes to
 * `onChanged`, and the form is made fresh at once for the next change instead of showing a dialog.
 */
export function useDeskChangeForm<TValues extends Record<string, unknown>, TPayload = TValues>(
  machine: FormMachine<TValues, TPayload>,
  { id, initialValues, change, onChanged }: DeskChangeFormOptions<TValues, TPayload>,
) {
  const form = useForm(machine, {
    id,
    initialValues,
    send: async (payload) => {
      const answer = await change(payload);
      onChanged(answer.message);
      return answer;
    },
  });
  const { succeeded, closeSuccess } = form;
  useEffect(() => {
    if (succeeded) closeSuccess();
  }, [succeeded, closeSuccess]);
  return form;
}
