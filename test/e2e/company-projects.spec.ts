import { expect, test, type Page } from '@playwright/test';
import { ruleViolations, seriousViolations } from './support/axe';

interface ApiProject {
  Project_Name: string;
  file_img: string;
  categories: string;
  Published: boolean;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const hasCategory = (project: ApiProject, value: string) =>
  project.categories.split(',').some((category) => category.trim().toLowerCase() === value.toLowerCase());

test('projects: the tabs filter exactly as the API data says, and the tab is in the address; axe clean', async ({ page, request }) => {
  const projects = ((await (await request.get('/backend/projects')).json()) as ApiProject[]).filter((project) => project.Published);
  await page.goto('/projects');
  await expect(page).toHaveTitle(/^Projects \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');
  await expect(page.locator('.page-banner video')).toHaveCount(1);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['All Project', 'Completed Project', 'Live Project', 'Upcoming Project']);
  const cards = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText(projects.map((project) => project.Project_Name));
  await expectNoSeriousViolations(page);
  // The cards' titles come right under the page's h1 (axe's heading-order is only "moderate", so it is asked for by name).
  expect(await ruleViolations(page, ['heading-order'])).toEqual([]);

  for (const [label, value] of [
    ['Completed Project', 'Completed'],
    ['Live Project', 'live'],
    ['Upcoming Project', 'Upcoming'],
  ]) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?filter=${value}$`));
    const expected = projects.filter((project) => hasCategory(project, value)).map((project) => project.Project_Name);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards).toHaveText(expected);
  }

  // The address can be shared: opening it shows the same tab.
  await page.goto('/projects?filter=live');
  await expect(page.getByRole('tab', { name: 'Live Project' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(projects.filter((project) => hasCategory(project, 'live')).length);

  await page.getByRole('tabpanel').getByRole('link', { name: /View case study/ }).first().click();
  await expect(page).toHaveURL(/\/projects\/subprojects\?project=[a-z0-9-]+$/);
});

test('a project image that fails to load is replaced by the fallback image', async ({ page, request }) => {
  const [first] = (await (await request.get('/backend/projects')).json()) as ApiProject[];
  await page.route(`**${first.file_img}`, (route) => route.abort());
  await page.goto('/projects');
  const image = page.getByRole('img', { name: first.Project_Name });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /\/backend\/uploads\/projects\/fallback\./);
});

test('case study: name, location, area, videos, twelve sections, nine completion images; axe clean', async ({ page }) => {
  await page.goto('/projects/subprojects');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(`^${(await h1.textContent())?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  await expect(page.getByText('Location', { exact: true })).toBeVisible();
  await expect(page.getByText('Area', { exact: true })).toBeVisible();
  const videos = page.getByRole('list', { name: 'Project videos' }).locator('video');
  expect(await videos.count()).toBeGreaterThan(0);
  // The poster frame is set once the page has hydrated, not in the server's HTML.
  await expect(videos.first()).toHaveAttribute('poster', /\/backend\/uploads\//);
  // Twelve sections and the completion images; the consultation call to action beside them is an aside.
  await expect(page.locator('section.case-study__section')).toHaveCount(13);
  await expect(page.getByRole('complementary', { name: 'Book a consultation' })).toBeVisible();
  for (const heading of ['Scope of Work', 'Noteworthy Features', 'Budget', 'Timeline', 'Safety', 'Quality Control']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('.case-study__gallery img')).toHaveCount(9);
  await expectNoSeriousViolations(page);
});
