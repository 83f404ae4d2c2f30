import { useEffect, useRef } from 'react';

/**
 * For a notice that takes a form's place (its success): the notice takes the focus when it appears, so a
 * keyboard or screen-reader user hears it at once and is not left on a control that is gone.
 */
export function useFocusWhenShown(shown: boolean) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);
  return notice;
}
