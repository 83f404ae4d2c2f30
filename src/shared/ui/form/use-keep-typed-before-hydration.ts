import { useLayoutEffect, useRef } from 'react';

/**
 * What a control holds as a string, or `undefined` for one this cannot read: a text box, a text area or a
 * select its content; a radio group (a `RadioNodeList`, or a single radio) the value chosen, if one is.
 */
function contentOf(control: Element | RadioNodeList | null): string | undefined {
  if (control instanceof RadioNodeList) {
    const first = control[0];
    return first instanceof HTMLInputElement && first.type === 'radio' && control.value !== '' ? control.value : undefined;
  }
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) return control.value;
  if (control instanceof HTMLInputElement) {
    if (control.type === 'radio') return control.checked ? control.value : undefined;
    if (control.type !== 'checkbox' && control.type !== 'file') return control.value;
  }
  return undefined;
}

/**
 * What the visitor put into a server-rendered form before its script hydrated it: every field of `values`
 * whose control in `form` holds something else (text typed, an option or a radio chosen), and the file
 * chosen in a file box whose value is still `null`.
 */
export function typedBeforeHydration<TValues extends object>(form: HTMLFormElement, values: TValues): Partial<TValues> {
  const typed: Partial<TValues> = {};
  for (const [field, value] of Object.entries(values)) {
    const control = form.elements.namedItem(field);
    const name = field as keyof TValues;
    if (control instanceof HTMLInputElement && control.type === 'file') {
      const file = control.files?.[0];
      if (file && value === null) typed[name] = file as TValues[keyof TValues];
      continue;
    }
    const content = contentOf(control);
    if (content !== undefined && typeof value === 'string' && content !== value) typed[name] = content as TValues[keyof TValues];
  }
  return typed;
}

/**
 * A server-rendered form can be typed into before its script has hydrated it. React leaves what the
 * visitor typed in the field and reports no change, so the machine would still hold the first values and
 * the next render would wipe the field. Once, as the form hydrates, every text box, text area, select and
 * radio group whose content differs from the machine's value hands that content to the machine, and a file
 * box hands over the file chosen in it (`typedBeforeHydration`). `useForm` does it for every form it runs; a
 * screen that runs its own machine (the staff sign-in) calls it itself. `change` must keep its identity
 * between renders.
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
    for (const [field, value] of Object.entries(typedBeforeHydration(form, first.current))) {
      change(field as keyof TValues & string, value as TValues[keyof TValues & string]);
    }
  }, [formRef, change]);
}
