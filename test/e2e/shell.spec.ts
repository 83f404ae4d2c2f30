import { expect, test, type Page } from '@playwright/test';
import company from '../../content/company.json';
import { seriousViolations } from './support/axe';
import { watchConsole } from './support/console';
import { expectShell } from './support/shell';

const DRAWER_BUTTON = 'Quick links and map';
/** A light, static screen: tests of the shell itself start here. */
const SHELL_ROUTE = '/services/budget';

/** Opens the side drawer from its header button on the shell's screen, and waits until it shows. */
async function openDrawer(page: Page) {
  await page.goto(SHELL_ROUTE);
  const opener = page.getByRole('button', { name: DRAWER_BUTTON });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: company.name });
  await expect(drawer).toBeVisible();
  return { opener, drawer };
}

// Every address of the route table loading inside the shell: server-rendering.spec.ts, with its hydration.

test('an unknown address shows the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectShell(page);
});

test('the fixed header never covers the top of the screen', async ({ page }) => {
  await page.goto(SHELL_ROUTE);
  const header = await page.locator('.site-header__bar').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(header && heading).toBeTruthy();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens the menu and choosing a link closes it', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(SHELL_ROUTE);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const aboutUs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toBeVisible();

    await aboutUs.click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('side drawer', () => {
  test('opens from the last header item with its links and map, and moves focus in', async ({ page }) => {
    const { opener, drawer } = await openDrawer(page);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link')).toHaveText(['HOME', 'ABOUT US', 'SERVICES', 'PROJECTS', 'CAREERS', 'CONTACT', 'TENDERS']);
    const map = drawer.locator(`iframe[title="${company.map.title}"]`);
    await expect(map).toHaveAttribute('width', '350');
    await expect(map).toHaveAttribute('height', '300');
    await expect.poll(() => drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('closes on Escape and gives focus back to the button that opened it', async ({ page }) => {
    const { opener, drawer } = await openDrawer(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps keyboard focus inside while it is open', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    // Ten presses go round the close button, the six links and the map at least once. Past the last
    // one, focus may visit the browser's own controls (the page's <body>), never the page behind.
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      const whereFocusIs = await drawer.evaluate((node) =>
        node.contains(document.activeElement) ? 'drawer' : document.activeElement === document.body ? 'browser' : document.activeElement?.outerHTML,
      );
      expect(['drawer', 'browser']).toContain(whereFocusIs);
    }
  });

  test('opens when its button was clicked before the page had hydrated: the click is kept, then replayed', async ({ page }) => {
    // The page's scripts start after `load`; hold the entry back so the click surely comes first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SHELL_ROUTE);
    const opener = page.getByRole('button', { name: DRAWER_BUTTON });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.getByRole('dialog', { name: company.name })).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes with its close button', async ({ page }) => {
    await page.goto(SHELL_ROUTE);
    const opener = page.getByRole('button', { name: DRAWER_BUTTON });
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the footer shows the offices, contact details, year, social links and the floating stack', async ({ page }) => {
  await page.goto(SHELL_ROUTE);
  const footer = page.getByRole('contentinfo');
  for (const office of company.offices) {
    await expect(footer.getByText(office.label)).toBeVisible();
    await expect(footer.getByText(office.address)).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: company.email, exact: true })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(footer.getByRole('link', { name: company.phoneDisplay, exact: true })).toHaveAttribute('href', `tel:+91${company.phone}`);
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${company.legalName}`)).toBeVisible();
  for (const name of ['Facebook', 'WhatsApp', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  }

  const stack = page.getByRole('navigation', { name: 'Quick contact' });
  await expect(stack.getByRole('link')).toHaveCount(5);
  const call = stack.getByRole('link', { name: /^Call us/ });
  await expect(call).toBeInViewport();
  await call.focus();
  const outline = await call.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the background videos stay paused for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(SHELL_ROUTE);
  const videos = page.locator('header video, footer video');
  await expect(videos).toHaveCount(2);
  await expect.poll(() => videos.evaluateAll((nodes) => nodes.every((node) => (node as HTMLVideoElement).paused))).toBe(true);
});

test('the shell has no serious or critical accessibility violations, drawer closed or open', async ({ page }) => {
  await page.goto(SHELL_ROUTE);
  await expect(page.getByRole('img', { name: `${company.name}, home` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: DRAWER_BUTTON }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
