import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { STAFF_PATHS } from '../../src/shared/config/site-paths';
import tenderContent from '../../content/tenders.json';
import { seriousViolations } from './support/axe';
import { addAndSignIn as addMember, e2ePort as port, staffCommand } from './support/staff';

const root = path.resolve(__dirname, '../..');
/** The company's day `days` from today (Asia/Kolkata), as a date input takes it and as the board prints it. */
const kolkataDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const isoDay = (days: number) => kolkataDay(days);
const ddMMyyyy = (days: number) => kolkataDay(days).split('-').reverse().join('/');

/** The audit log's actions about one subject, oldest first, read from the browser tests' database. */
function auditedActions(subject: string): string[] {
  const database = new Database(path.join(root, `data/e2e-${port}/site.db`), { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare('SELECT action FROM audit_log WHERE subject = ? ORDER BY id').all(subject) as { action: string }[];
    return rows.map((row) => row.action);
  } finally {
    database.close();
  }
}

/** A member of `role` added by the CLI, set up and signed in (`support/staff.ts`). Returns their e-mail. */
async function addAndSignIn(page: Page, role: 'sales' | 'tenders' | 'admin', stamp: string): Promise<string> {
  const member = await addMember(page, { email: `${role}-${stamp}@vastukala.example`, name: `Desk ${role}`, role, password: `Gangapur-road-${stamp}!` });
  return member.email;
}

/** Changes the open lead's status (with a note when given) and waits for the desk to say it is saved. */
async function moveLead(page: Page, status: string, note: string): Promise<void> {
  await page.getByLabel('Status').selectOption({ label: status });
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
}

/**
 * Issue 20's round, as the office would do it: a member added on the server sets up a password and an
 * authenticator, signs in, finds the enquiry a visitor has just sent, works it from New to Won with a
 * note at each step, and exports what the inbox shows. Every step is in the audit log, whose chain holds.
 */
test('a sales member is set up, signs in and works an enquiry a visitor just sent from New to Won', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const visitor = `Desk Visitor ${stamp}`;

  // A visitor sends an enquiry, as the home page's form does.
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const sent = await page.request.post('/backend/enquiryform/submitForm', {
    data: { name: visitor, email: `visitor-${stamp}@example.in`, phone: '9876543210', address: 'College Road, Nashik', message: 'A 2 BHK in Gangapur Road: kitchen and wardrobes.' },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(sent.status()).toBe(200);

  const email = await addAndSignIn(page, 'sales', stamp);

  // The inbox: the new enquiry, found by the visitor's name.
  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByLabel('Search').fill(visitor);
  await page.getByRole('button', { name: 'Show leads' }).click();
  await page.getByRole('link', { name: visitor }).click();
  const leadPath = new URL(page.url()).pathname;
  const [, kind, id] = /\/staff\/leads\/([^/]+)\/(\d+)/.exec(leadPath) ?? [];
  expect(kind && id).toBeTruthy();

  await moveLead(page, 'Contacted', 'Called back: site visit on Saturday at 11.');
  expect(await seriousViolations(page)).toEqual([]);
  await moveLead(page, 'Qualified', 'Site measured: 2 BHK, 980 sq ft, budget 8–10 lakh.');
  await moveLead(page, 'Won', 'Quotation accepted; work starts on the 1st.');
  await expect(page.getByLabel('Status')).toContainText('Keep: Won');

  // Export what the inbox shows: the same filter, as CSV, with the lead as it is now.
  await page.goto('/staff/leads');
  await page.getByLabel('Search').fill(visitor);
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(page.getByRole('link', { name: visitor })).toBeVisible();
  const exportLink = page.getByRole('link', { name: 'Export what I see (CSV)' });
  const csv = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(visitor);
  expect(text.toLowerCase()).toContain('won');

  // Every step is in the audit log, and its chain holds.
  expect(auditedActions(`lead:${kind}/${id}`)).toEqual(['lead.change', 'lead.change', 'lead.change']);
  expect(auditedActions(`staff:${email}`)).toEqual(expect.arrayContaining(['staff.setup', 'staff.sign-in']));
  expect(staffCommand('audit-verify')).toMatch(/intact|holds|ok/i);
});

/**
 * The tenders desk without a shell: a tenders member creates a tender (not yet on the board), publishes
 * it, and issues a corrigendum with a new deadline; a vendor sees each step on the public board.
 */
test('a tenders member publishes a tender and a corrigendum without a shell', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const tenderNo = `E2E-${stamp.toUpperCase()}`;
  const title = `Modular kitchen for the Shirdi guest house ${stamp}`;
  await addAndSignIn(page, 'tenders', stamp);

  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Tenders' }).click();
  await page.getByRole('link', { name: 'New tender' }).click();
  const form = page.getByRole('form', { name: 'New tender' });
  await form.getByLabel(/^Tender number/).fill(tenderNo);
  await form.getByLabel(/^Published on/).fill(isoDay(0));
  const deadline = form.getByRole('group', { name: /^Bid deadline/ });
  await deadline.getByLabel('Date').fill(isoDay(20));
  await deadline.getByLabel('Time (India)').fill('17:00');
  await form.getByLabel(/^Title/).fill(title);
  // Billed to the company itself, as its tenders are (the board then says so once above the list).
  await form.getByLabel('Bill to (Bill_To)').fill(tenderContent.tenders[0].Bill_To);
  await form.getByRole('button', { name: 'Create the tender' }).click();
  await expect(page.getByRole('heading', { name: `Tender ${tenderNo}` })).toBeVisible();

  // Not on the board until published.
  const vendor = await browser.newPage();
  await vendor.goto('/tender');
  await expect(vendor.getByText(tenderNo)).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish on the board' }).click();
  await expect(page.getByRole('button', { name: 'Take off the board' })).toBeVisible();
  await vendor.goto('/tender');
  await expect(vendor.getByText(tenderNo).first()).toBeVisible();

  const corrigendum = page.getByRole('form', { name: 'Add a corrigendum' });
  await corrigendum.getByLabel('What changes').fill(`The bid deadline moves to ${ddMMyyyy(27)} for a site visit.`);
  await corrigendum.getByLabel(/^New bid deadline/).fill(`${isoDay(27)}T17:00`);
  await corrigendum.getByRole('button', { name: 'Publish the corrigendum' }).click();
  await expect(page.getByText(`The bid deadline moves to ${ddMMyyyy(27)} for a site visit.`)).toBeVisible();

  await vendor.goto(`/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`);
  await expect(vendor.getByRole('heading', { name: 'Corrigenda' })).toBeVisible();
  await expect(vendor.getByText(`The bid deadline moves to ${ddMMyyyy(27)} for a site visit.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await vendor.close();

  expect(auditedActions(`tender:${tenderNo}`)).toEqual(['tender.create', 'tender.publish', 'tender.corrigendum']);
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

/** The desk's code is its own chunk: a visitor's pages never download it, the desk's first page does. */
test('the public pages never load the desk’s JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const address of ['/', '/services', '/tender', '/contactus']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /\/staff[.-]/.test(script))).toEqual([]);

  await page.goto('/staff/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /\/staff[.-]/.test(script)).length).toBeGreaterThan(0);
});
