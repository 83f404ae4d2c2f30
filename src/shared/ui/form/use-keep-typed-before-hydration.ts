import { useLayoutEffect, useRef } from 'react';

/**
 * A server-rendered form can be typed into before its script has hydrated it. React leaves what the
 * visitor typed in the field and reports no change, so the machine would still hold the first values and
 * the next render would wipe the field. Once, as the form hydrates, every text box, text area and
 * select whose content differs from the machine's value hands that content to the machine, and a file
 * box hands over the file chosen in it. `useForm` does it for every form it runs; a screen that runs its
 * own machine (the staff sign-in) calls it itself. `change` must keep its identity between renders.
 */
export function useKeepTypedBeforeHydration<TValues extends object>(
  formRef: React.RefObject<HTMLFormElement | null>,
  values: TValues,
  change: <K extends keyof TValues & string>(field: K, value: TValues[K]) => void,
) {
  const first = useRef(values);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [field, value] of Object.entries(first.current)) {
      const control = form.elements.namedItem(field);
      const name = field as keyof TValues & string;
      if (control instanceof HTMLInputElement && control.type === 'file') {
        const file = control.files?.[0];
        if (file && value === null) change(name, file as TValues[typeof name]);
        continue;
      }
      const typed =
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement ||
        (control instanceof HTMLInputElement && !['checkbox', 'radio'].includes(control.type));
      if (typed && typeof value === 'string' && control.value !== value) change(name, control.value as TValues[typeof name]);
    }
  }, [formRef, change]);
}
