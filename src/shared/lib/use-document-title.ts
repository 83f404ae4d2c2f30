import { createContext, useContext, useEffect } from 'react';
import { COMPANY } from '@/shared/config/company';

const SITE_TITLE_SUFFIX = COMPANY.name;

/** What a server render learns about the page's head while rendering it (the server provides it). */
export interface PageHead {
  title: string;
}

/** Provided only by the server render (`src/app/server-render.tsx`); null in the browser. */
export const PageHeadContext = createContext<PageHead | null>(null);

export const fullTitle = (title: string) => (title ? `${title} | ${SITE_TITLE_SUFFIX}` : SITE_TITLE_SUFFIX);

/**
 * The screen's title: `document.title` while the screen is shown, and, rendered on the server, the
 * `<title>` of the page's HTML (the deepest screen that names one wins, as in the browser).
 */
export function useDocumentTitle(title: string): void {
  const head = useContext(PageHeadContext);
  if (head) head.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
