import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while React hydrates that HTML, true from then on (and in a page
 * rendered in the browser from the start). For what must not work before the page's script does: a
 * submit button whose form, submitted natively, would put the typed values in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
