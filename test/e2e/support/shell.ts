import { expect, type Page } from '@playwright/test';
import company from '../../../content/company.json';

/** The header's links, in order (docs/spec-fields.md §2). */
const HEADER_LINKS = ['HOME', 'ABOUT US', 'SERVICES WE OFFER', 'GALLERY', 'PROJECTS', 'CAREERS', 'EVENTS', 'CONTACT US'];

/** The page is inside the site's shell: header with its links and logo, footer. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(HEADER_LINKS);
  await expect(page.getByRole('img', { name: `${company.name}, home` })).toBeVisible();
}
