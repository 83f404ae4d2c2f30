import type { Page } from '@playwright/test';

/**
 * Until React has hydrated the page: the page's scripts start after `load` (server/render/page-scripts.ts),
 * and the app marks `hydrated` on the performance timeline at its first commit (src/app/main.tsx). Then
 * until the network settles, since the effects that read again run right after hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
  await page.waitForLoadState('networkidle');
}
