import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** The home page and About Us in Chromium against the real API host, checked against its answers. */

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The label of the first slide a visitor can see in a carousel. */
async function currentSlide(page: Page, carousel: string): Promise<string | null> {
  return page
    .getByRole('region', { name: carousel })
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    .first()
    .getAttribute('aria-label');
}

test.describe('home page', () => {
  test('shows the API content in the blocks of the spec, in order, and passes axe', async ({ page, request }) => {
    const home = (await (await request.get('/backend/homeData')).json()) as { data: Array<Record<string, string>> };
    const services = (await (await request.get('/backend/api/getservices')).json()) as Array<{ Service_Name: string; route: string }>;
    const projects = (await (await request.get('/backend/projects')).json()) as Array<{ Project_Name: string; Published: boolean }>;
    const founders = (await (await request.get('/backend/Founders')).json()) as unknown[];
    const testimonials = (await (await request.get('/backend/get_testimonials')).json()) as unknown[];
    const clients = (await (await request.get('/backend/api/getclients')).json()) as unknown[];

    await page.goto('/');
    await expect(page).toHaveTitle(/^Home \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Vastukala Interiors');
    await expect(page.locator('.home-welcome video')).toHaveAttribute('poster', /\/backend\/uploads\//);

    const about = page.getByRole('region', { name: 'About Vastukala Interiors' });
    await expect(about.getByText(home.data[0].whoWeAre)).toBeVisible();
    await expect(about.locator('[aria-roledescription="slide"]')).toHaveCount(7);

    const servicesSection = page.locator('section', { has: page.getByRole('heading', { name: 'Services We Offer' }) });
    await expect(servicesSection.getByRole('link')).toHaveCount(9 + services.length);
    for (const service of services) {
      await expect(servicesSection.getByRole('link', { name: service.Service_Name }).first()).toHaveAttribute('href', `/${service.route}`);
    }
    await expect(servicesSection.getByRole('link', { name: 'Glass Work' })).toHaveAttribute('href', '/homeglasswork');

    const projectsSection = page.locator('section', { has: page.getByRole('heading', { name: 'Our Renowned Projects' }) });
    await expect(projectsSection.getByRole('heading', { level: 3 })).toHaveText(
      projects.filter((project) => project.Published).slice(0, 3).map((project) => project.Project_Name),
    );

    await expect(page.getByRole('region', { name: 'Leaders of the company' }).locator('[aria-roledescription="slide"]')).toHaveCount(founders.length);
    const saying = page.getByRole('region', { name: 'Client testimonials' });
    await expect(saying.locator('[aria-roledescription="slide"]')).toHaveCount(testimonials.length);
    await expect(saying.getByRole('img', { name: 'Rated 5 out of 5', includeHidden: true })).toHaveCount(testimonials.length);
    await expect(page.getByRole('region', { name: 'Client logos' }).locator('[aria-roledescription="slide"]')).toHaveCount(clients.length);

    const order = await page.getByRole('heading', { level: 2 }).allTextContents();
    const blocks = ['About Us', 'Services We Offer', 'Our Renowned Projects', 'Our Leaders', 'What Client Says', 'Our Clients', 'Enquiry Form'];
    expect(order.filter((text) => blocks.includes(text))).toEqual(blocks);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('the about carousel moves only when asked and loops both ways', async ({ page }) => {
    await page.goto('/');
    // The carousels hydrate from their own chunk (docs/decisions.md, "Home's deferred blocks").
    await page.waitForLoadState('networkidle');
    const about = page.getByRole('region', { name: 'About Vastukala Interiors' });
    await expect(about.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
    await expect(about.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);

    await about.getByRole('button', { name: 'Previous slide' }).click();
    await expect(about.getByRole('heading', { name: 'Timely Delivery' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Who We Are' })).toBeHidden();
    await about.getByRole('button', { name: 'Next slide' }).click();
    await about.getByRole('button', { name: 'Next slide' }).click();
    await expect(about.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });

  // Time in these tests is Playwright's clock: the page's timers move only when the test moves them.
  test('the testimonials turn every 2.4 s, pause and go again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = 'Client testimonials';
    const saying = page.getByRole('region', { name: carousel });
    await saying.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(() => currentSlide(page, carousel)).toMatch(/^1 of \d+$/);
    await page.clock.runFor(2_400);
    await expect.poll(() => currentSlide(page, carousel)).toMatch(/^2 of \d+$/);

    await saying.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    expect(await currentSlide(page, carousel)).toMatch(/^2 of \d+$/);

    await saying.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2_400);
    await expect.poll(() => currentSlide(page, carousel)).toMatch(/^3 of \d+$/);
  });

  test('rotation stops while the pointer is over a carousel', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = 'Client testimonials';
    const saying = page.getByRole('region', { name: carousel });
    await saying.locator('[aria-roledescription="slide"]').first().hover();
    const held = await currentSlide(page, carousel);
    await page.clock.runFor(5_000);
    expect(await currentSlide(page, carousel)).toBe(held);
  });

  test('client logos: 4 in view at 200 px on a wide screen, 2 at 100 px below 768 px (legible), following a resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const logos = page.getByRole('region', { name: 'Client logos' });
    await logos.scrollIntoViewIfNeeded();
    const visible = logos.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(visible).toHaveCount(4);
    await expect(visible.first().getByRole('img')).toHaveCSS('height', '200px');

    await page.setViewportSize({ width: 600, height: 900 });
    await expect(visible).toHaveCount(2);
    await expect(visible.first().getByRole('img')).toHaveCSS('height', '100px');
  });

  test('under reduced motion the carousels start paused, and play starts them', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = 'Client testimonials';
    const saying = page.getByRole('region', { name: carousel });
    const play = saying.getByRole('button', { name: 'Start automatic slide show' });
    await expect(play).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client logos' }).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(5_000);
    expect(await currentSlide(page, carousel)).toMatch(/^1 of \d+$/);
    await play.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2_400);
    await expect.poll(() => currentSlide(page, carousel)).toMatch(/^2 of \d+$/);
  });
});

test.describe('about us', () => {
  test('shows the promise, the description and the founders from the API, and passes axe', async ({ page, request }) => {
    const about = (await (await request.get('/backend/api/getaboutus')).json()) as Array<{ About_Description: string }>;
    const founders = (await (await request.get('/backend/Founders')).json()) as Array<{ Founders_Name: string; Founders_img: string }>;

    await page.goto('/aboutus');
    await expect(page).toHaveTitle(/^About Us \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByText('Quality | Perfection | Customer Satisfaction')).toBeVisible();
    await expect(page.getByText(about[0].About_Description.split(/\n+/)[0])).toBeVisible();

    const cards = page.locator('.founder-card');
    await expect(cards).toHaveCount(founders.length);
    for (const [position, founder] of founders.entries()) {
      await expect(cards.nth(position).getByRole('heading', { name: founder.Founders_Name })).toBeVisible();
      await expect(cards.nth(position)).toHaveClass(position % 2 === 0 ? /founder-card--left/ : /founder-card--right/);
    }
    const inline = founders.find((founder) => founder.Founders_img.startsWith('data:image/'));
    if (inline) {
      await expect(page.getByRole('img', { name: `Portrait of ${inline.Founders_Name}` })).toHaveAttribute('src', inline.Founders_img);
    }
    await expectNoSeriousViolations(page);
  });
});
