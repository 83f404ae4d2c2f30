import { useEffect } from 'react';

/**
 * After a submit that found errors (`round` changes), moves focus to the first invalid field of
 * `order`, so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError(round: number, errors: Partial<Record<string, string | undefined>>, order: Array<[field: string, id: string]>) {
  useEffect(() => {
    if (round === 0) return;
    const first = order.find(([field]) => errors[field]);
    if (first) document.getElementById(first[1])?.focus();
    // Only a new round of errors moves focus; typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
}
