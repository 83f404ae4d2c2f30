import { useEffect } from 'react';

export const SITE_TITLE_SUFFIX = 'Vastukala Interiors';

/** Sets `document.title` while the screen is shown (effects never run during server rendering). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE_SUFFIX}` : SITE_TITLE_SUFFIX;
  }, [title]);
}
