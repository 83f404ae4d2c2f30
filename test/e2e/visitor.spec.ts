import { expect, test, type Page } from '@playwright/test';
import caseStudies from '../../content/case-studies.json';
import projects from '../../content/projects.json';
import { caseStudyPath } from '../../src/shared/lib/project-slug';

/** What a visitor sees (issue 13), in a real browser against the real server. */

const published = projects.filter((project) => project.Published);

test.describe('projects', () => {
  test('every project card opens its own case study', async ({ page }) => {
    for (const project of published) {
      await page.goto('/projects');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: project.Project_Name }) });
      await card.getByRole('link', { name: /View case study/ }).click();
      await expect(page).toHaveURL(caseStudyPath(project.Project_Name));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Project_Name);
      const study = caseStudies.find((entry) => entry.projectId === project.id)!;
      await expect(page.getByRole('heading', { level: 2, name: study.sections[1].heading })).toBeVisible();
      await expect(page.locator('.page-banner img')).toHaveJSProperty('complete', true);
    }
  });

  test('an unknown project shows a clear not-found state; no project keeps the spec case study', async ({ page }) => {
    await page.goto('/projects/subprojects?project=no-such-project');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case study not found');
    await page.goto('/projects/subprojects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudies[0].name);
  });

  test('the filters narrow the portfolio, combine, and survive a reload', async ({ page }) => {
    await page.goto('/projects');
    const cards = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(published.length);
    await page.getByLabel('Type').selectOption('home');
    await page.getByLabel('Bedrooms').selectOption('4');
    await expect(cards).toHaveText(['Riverside Villa – Someshwar', 'Trimbak Road Row House']);
    await expect(page).toHaveURL(/type=home/);
    await page.reload();
    await expect(cards).toHaveText(['Riverside Villa – Someshwar', 'Trimbak Road Row House']);
    await expect(page.getByRole('status')).toHaveText('2 projects');
    await expect(page.getByLabel('Bedrooms')).toHaveValue('4');
    await page.getByLabel('City').selectOption('Shirdi');
    await expect(page.getByText('No projects match these filters yet.')).toBeVisible();
  });
});

test.describe('the estimator on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 780 } });

  test('keeps the total in view while the inputs change, and lands the guide example in 16–17 lakh', async ({ page }) => {
    await page.goto('/services/estimate');
    await expect(page.getByTestId('estimate-range')).toHaveText('₹16.3–17.3 lakh');
    const bar = page.locator('.estimate-bar');
    const checkbox = page.getByRole('checkbox', { name: 'Curtains and décor' });
    await checkbox.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await checkbox.uncheck();
    await expect(bar).toContainText('₹15.7–16.7 lakh');
    // The bar sits above the quick-contact bar, not under it.
    const barBox = (await bar.boundingBox())!;
    const quick = (await page.getByRole('navigation', { name: 'Quick contact' }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(quick.y);
    await page.getByLabel('Home type').selectOption('1bhk');
    await expect(bar).not.toContainText('₹15.7–16.7 lakh');
  });
});

test.describe('menu, drawer and dialogs on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Escape closes the menu; the drawer closes the menu, has a name, and gives focus back', async ({ page }) => {
    await page.goto('/services/budget');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    const drawerButton = page.getByRole('button', { name: 'Quick links and map' });
    await expect(drawerButton).toHaveText('Quick links and map');
    await drawerButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeVisible();
  });

  test('the gallery: one row of tabs, two columns, a lightbox above everything that gives focus back', async ({ page }) => {
    await page.goto('/gallery');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Gallery sections' })).toHaveCount(0);

    const photos = page.locator('.photo-grid__button');
    const [first, second] = [(await photos.nth(0).boundingBox())!, (await photos.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);

    await photos.nth(1).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(photos.nth(1)).toBeFocused();
  });

  test('client logos are drawn large enough to read', async ({ page }) => {
    await page.goto('/');
    // The carousels hydrate from their own chunk and then settle their per-view count for the phone.
    await page.waitForLoadState('networkidle');
    const logo = page.locator('.home-clients .client-logo').first();
    await logo.scrollIntoViewIfNeeded();
    // A 360 × 160 wordmark 140 px wide keeps its smallest lettering near 8 px and its name near 18 px.
    await expect.poll(async () => (await logo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(140);
  });
});

/** Every visible link, button and field must stay clear of the quick-contact stack, at every scroll position. */
async function controlsUnderQuickContact(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const stack = document.querySelector('.floating-contact')!.getBoundingClientRect();
    const covered = new Set<string>();
    const step = Math.max(200, window.innerHeight - 200);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      for (const control of Array.from(document.querySelectorAll('main a[href], main button, main input, main select, main textarea, footer .site-footer__inner a'))) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const overlaps = box.left < stack.right && box.right > stack.left && box.top < stack.bottom && box.bottom > stack.top;
        // Only a control the visitor can see: one clipped away by a scrolling table is not "covered".
        const hit = document.elementFromPoint(Math.min(box.left + box.width / 2, window.innerWidth - 1), Math.min(box.top + box.height / 2, window.innerHeight - 1));
        const visible = hit !== null && (control.contains(hit) || hit.closest('.floating-contact') !== null);
        if (overlaps && visible) covered.add(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...covered];
  });
}

// One load per screen, on a small laptop first, then resized to a tablet held upright.
test.describe('the quick-contact stack at 1024 and 800 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const path of ['/tender', '/', '/projects', '/services/estimate', '/contactus', '/career', '/gallery', '/events', '/projects/subprojects', '/userinfo']) {
    test(`covers no control on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const viewport of [
        { width: 1024, height: 768 },
        { width: 800, height: 1000 },
      ]) {
        await page.setViewportSize(viewport);
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
        expect(await controlsUnderQuickContact(page), `at ${viewport.width} px`).toEqual([]);
      }
    });
  }
});

test('look: a banner image on every service page, no band above the footer, a face for every leader', async ({ page }) => {
  for (const path of ['/services/gypsumwork', '/services/aluminiumwork', '/services/glasswork', '/services/flooringwork', '/services/corianwork', '/services/carpentrywork', '/services/furniturework', '/services/estimate', '/services/budget']) {
    await page.goto(path);
    const banner = page.locator('.page-banner img');
    await expect(banner).toHaveCount(1);
    expect(await banner.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0);
  }
  const gap = await page.evaluate(() => {
    const footer = document.querySelector('footer')!;
    const above = footer.previousElementSibling!;
    return footer.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
  });
  expect(gap).toBe(0);

  const founders = (await (await page.request.get('/backend/Founders')).json()) as Array<{ Founders_img: string }>;
  for (const founder of founders) {
    const svg = founder.Founders_img.startsWith('data:')
      ? Buffer.from(founder.Founders_img.split(',')[1], 'base64').toString('utf8')
      : await (await page.request.get(`/backend${founder.Founders_img}`)).text();
    expect(svg).toContain('data-part="face"');
  }
});

test('events: cards at 400 px; a longer description opens with Read more', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  const card = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').first();
  await expect(card).toHaveCSS('height', '400px');
  const more = card.getByRole('button', { name: /Read more/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(card.getByRole('button', { name: /Show less/ })).toHaveAttribute('aria-expanded', 'true');
  expect((await card.boundingBox())!.height).toBeGreaterThan(400);
});

test('the WhatsApp buttons name the page and the tender', async ({ page, request }) => {
  const [tender] = (await (await request.get('/backend/api/tenders/published')).json()) as Array<{ TenderNo: string }>;
  await page.goto(`/tender/detailsoftender?tenderNo=${encodeURIComponent(tender.TenderNo)}`);
  const href = await page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toContain(`Tender detail page of your website about tender ${tender.TenderNo}`);
  await page.goto('/projects');
  const footerLink = await page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' }).getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
  expect(new URL(footerLink!).searchParams.get('text')).toContain('the Projects page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gypsum Work' }).click();
  await expect(page).toHaveURL('/services/gypsumwork');
});
