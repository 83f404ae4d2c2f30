import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { compile, type DeprecationOrId } from 'sass';
import sassOptions from '../../src/app/styles/sass-options.json';
import { waitForHydration } from './support/hydration';

/**
 * The production build drops the Bootstrap rules no class in our code asks for (`unusedBootstrapRules` in
 * webpack.config.js). react-bootstrap also writes classes from props at run time (`centered` becomes
 * `modal-dialog-centered`), which no source file spells out. Here, on the screens and in the states where
 * those classes appear (menu, drawer, lightbox, form errors), every Bootstrap class an element carries must
 * still have a rule in the page's stylesheets.
 */

const root = path.resolve(__dirname, '../..');

/** Every class the whole (unpurged) Bootstrap of the site defines: the same partial the build compiles. */
function bootstrapClasses(): Set<string> {
  const { css } = compile(path.join(root, 'src/app/styles/_bootstrap.scss'), {
    ...sassOptions,
    silenceDeprecations: sassOptions.silenceDeprecations as DeprecationOrId[],
    loadPaths: [path.join(root, 'node_modules'), path.join(root, 'src/app/styles')],
    style: 'compressed',
  });
  return new Set((css.match(/\.-?[A-Za-z_][\w-]*/g) ?? []).map((selector) => selector.slice(1)));
}

/** The Bootstrap classes on the page's elements that no rule of its stylesheets names. */
async function unstyledBootstrapClasses(page: Page, bootstrap: Set<string>): Promise<string[]> {
  const { used, styled } = await page.evaluate(() => {
    const styledClasses = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const name of rule.selectorText.match(/\.-?[A-Za-z_][\w-]*/g) ?? []) styledClasses.add(name.slice(1));
        if ('cssRules' in rule && rule.cssRules) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const usedClasses = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('*'))) element.classList.forEach((name) => usedClasses.add(name));
    return { used: [...usedClasses], styled: [...styledClasses] };
  });
  const styledSet = new Set(styled);
  return used.filter((name) => bootstrap.has(name) && !styledSet.has(name)).sort();
}

let bootstrap: Set<string>;
test.beforeAll(() => {
  bootstrap = bootstrapClasses();
  // The compiled partial is Bootstrap's whole set, so a class missing below is the build's doing.
  expect(bootstrap.has('modal-dialog-centered')).toBe(true);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu and the drawer keep every Bootstrap class they use', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' })).toBeVisible();
    expect(await unstyledBootstrapClasses(page, bootstrap), 'menu open').toEqual([]);
    // On a phone the drawer's button is the open menu's last item.
    await page.getByRole('button', { name: 'Quick links and map' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await unstyledBootstrapClasses(page, bootstrap), 'drawer open').toEqual([]);
  });

  test('the gallery lightbox keeps every Bootstrap class it uses', async ({ page }) => {
    await page.goto('/gallery');
    await page.locator('.photo-grid__button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await unstyledBootstrapClasses(page, bootstrap)).toEqual([]);
  });

  test('forms showing their errors keep every Bootstrap class they use', async ({ page }) => {
    for (const address of ['/contactus', '/tender/login', '/career']) {
      await page.goto(address);
      await waitForHydration(page);
      await page.locator('main form button[type=submit]').first().click();
      await expect(page.locator('main .is-invalid').first()).toBeVisible();
      expect(await unstyledBootstrapClasses(page, bootstrap), address).toEqual([]);
    }
  });

  test('the tender board and the portfolio keep every Bootstrap class they use', async ({ page }) => {
    for (const address of ['/tender', '/projects', '/services/estimate']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      expect(await unstyledBootstrapClasses(page, bootstrap), address).toEqual([]);
    }
  });
});
