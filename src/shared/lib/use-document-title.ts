import { useEffect } from 'react';
import { COMPANY } from '@/shared/config/company';

export const SITE_TITLE_SUFFIX = COMPANY.name;

/** Sets `document.title` while the screen is shown (effects never run during server rendering). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE_SUFFIX}` : SITE_TITLE_SUFFIX;
  }, [title]);
}
