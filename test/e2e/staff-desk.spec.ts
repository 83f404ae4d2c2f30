import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { STAFF_PATHS } from '../../src/shared/config/site-paths';
import { seriousViolations } from './support/axe';

const root = path.resolve(__dirname, '../..');
const port = process.env.E2E_PORT || '8090';

/** `npm run staff -- …` against the browser tests' server (scripts/e2e-server.mjs: a fresh database per port). */
function staffCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/command.mjs', 'staff', ...args], {
    cwd: root,
    env: { ...process.env, ENV_FILE: 'none', DATABASE_URL: `sqlite:data/e2e-${port}/site.db`, DATA_DIR: `data/e2e-${port}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The authenticator app: the code of the 30-second step `steps` after now (a code signs in once, a later one after it). */
const codeFor = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/**
 * Issue 20's round, as the office would do it: a member added on the server sets up a password and an
 * authenticator, signs in, finds the enquiry a visitor has just sent, marks it Contacted with a note, and
 * exports what the inbox shows.
 */
test('a sales member is set up, signs in and works an enquiry a visitor just sent', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `sales-${stamp}@vastukala.example`;
  const visitor = `Desk Visitor ${stamp}`;

  // A visitor sends an enquiry, as the home page's form does.
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const sent = await page.request.post('/backend/enquiryform/submitForm', {
    data: { name: visitor, email: `visitor-${stamp}@example.in`, phone: '9876543210', address: 'College Road, Nashik', message: 'A 2 BHK in Gangapur Road: kitchen and wardrobes.' },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(sent.status()).toBe(200);

  const added = staffCommand('add', email, '--name', 'Desk Sales', '--role', 'sales');
  const setupPath = /\/staff\/setup\?token=[^\s]+/.exec(added)?.[0];
  expect(setupPath).toBeTruthy();

  // Set-up: the key is shown as text beside the QR code; the test is the authenticator app.
  await page.goto(setupPath!);
  const secret = ((await page.locator('.staff-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const password = `Gangapur-road-${stamp}!`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Sign in: password, then the next code (the one used at set-up signs in nobody).
  await page.goto('/staff/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code', { exact: true }).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();

  // The inbox: the new enquiry, found by the visitor's name.
  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByLabel('Search').fill(visitor);
  await page.getByRole('button', { name: 'Show leads' }).click();
  await page.getByRole('link', { name: visitor }).click();

  await page.getByLabel('Status').selectOption({ label: 'Contacted' });
  await page.getByLabel('Note').fill('Called back: site visit on Saturday at 11.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Called back: site visit on Saturday at 11.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Export what the inbox shows: the same filter, as CSV, with the lead as it is now.
  await page.goBack();
  const exportLink = page.getByRole('link', { name: 'Export what I see (CSV)' });
  const csv = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(visitor);
  expect(text.toLowerCase()).toContain('contacted');

  // Every step is in the audit log, and its chain holds.
  expect(staffCommand('audit-verify')).toMatch(/intact|holds|ok/i);
});

/**
 * Every desk address, as a visitor without a staff session (or a crawler) reaches it: the page loads, is
 * neither indexed nor stored, and the only failures are the desk's own API refusing a visitor (401).
 */
test.describe('the desk for a visitor without a staff session', () => {
  for (const pattern of STAFF_PATHS) {
    const address = pattern.replace(':kind', 'enquiry').replace(':id', '1');
    test(`${address} is private and says what to do`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });
  }
});
