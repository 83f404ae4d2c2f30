import { useEffect, type RefObject } from 'react';

/**
 * Each time a new round of errors arrives (`errorRound` changes), moves focus to the form's first
 * invalid control, so keyboard and screen-reader users land on what needs fixing. Typing never moves it.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errorRound: number): void {
  useEffect(() => {
    if (errorRound === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errorRound]);
}
