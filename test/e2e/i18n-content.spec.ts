import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';

/**
 * The content in Marathi (issue 22): a case study and the project list hydrate in Marathi from what the
 * server rendered (no hydration warning, no English flash), and a project links to its study by number.
 */
test('a case study in Marathi hydrates as rendered, and the project list links to it', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('/mr/projects/subprojects?project=kapila-engineering-works-corporate-office');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'कपिला इंजिनिअरिंग वर्क्स – कॉर्पोरेट ऑफिस' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'प्रकल्पाचा आढावा' })).toBeVisible();
  await expect(page).toHaveTitle(/^कपिला इंजिनिअरिंग वर्क्स/);

  await page.goto('/mr/projects');
  await waitForHydration(page);
  await expect(page.getByText('गोदावरी हाइट्स – 3BHK निवास').first()).toBeVisible();
  await expect(page.locator('a[href="/mr/projects/subprojects?project=2"]').first()).toBeVisible();
  expect(messages).toEqual([]);
});
