import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addAndSignIn } from './support/staff';

const TENDER = 'VI/TN/2026/015';
const OTHER = 'VI/TN/2026/016';
const detailOf = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;

/** A member of the tenders team, added by the CLI, set up and signed in (`support/staff.ts`). */
async function signInTendersMember(page: Page, stamp: string): Promise<void> {
  await addAndSignIn(page, { email: `tenders-${stamp}@vastukala.example`, name: 'Desk Tenders', role: 'tenders', password: `Trimbak-road-${stamp}!` });
}

/**
 * Issue 23, items 5, 7 and 8 end to end: a vendor registers (the profile is kept), asks a pre-bid question,
 * the tenders team answers it in the desk, and the public tender page shows the answer without the asker;
 * the tender's open data answers OCDS JSON; the next registration form comes filled in.
 */
test('a vendor asks, staff answer, the public reads the answer without the name; OCDS; the profile fills the next form', async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const vendor = { firstname: 'Meera', lastname: `Joshi${stamp}`, email: `meera-${stamp}@example.in`, password: 'Prebid#2026' };
  const question = `Is the aluminium section 1.2 mm thick? (${stamp})`;
  const answer = 'Yes: 1.2 mm, anodised, as in the BOQ.';

  // The vendor: an account, a registration for the tender (its fields become the profile).
  const vendorContext = await browser.newContext();
  const page = await vendorContext.newPage();
  await page.goto('/tender');
  const xsrf = (await vendorContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  expect((await page.request.post('/backend/login/userlogin', { data: vendor, headers: { 'X-XSRF-TOKEN': xsrf } })).status()).toBe(201);
  expect((await page.request.post('/backend/api/login', { data: { email: vendor.email, password: vendor.password }, headers: { 'X-XSRF-TOKEN': xsrf } })).status()).toBe(200);

  const main = page.locator('#main');
  await page.goto(`/userinfo?tenderNo=${encodeURIComponent(TENDER)}`);
  await main.getByLabel('Vendor Name').fill('Meera Joshi');
  await main.getByLabel('Mobile Number').fill('9823045671');
  await main.getByLabel('Company Name').fill('Joshi Glass Works');
  await main.getByLabel('G.S.T Number').fill('27AAPFU0939F1ZV');
  await main.getByLabel('Pancard Number').fill('AAPFU0939F');
  await main.getByLabel('Udyam Aadhar').fill('UDYAM-MH-26-0012345');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();

  // Back on the same tender's form: the registration, not a blank form. Another tender: the form, filled in.
  await page.goto(`/userinfo?tenderNo=${encodeURIComponent(TENDER)}`);
  await expect(main.getByRole('heading', { name: 'You have registered for this tender' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await page.goto(`/userinfo?tenderNo=${encodeURIComponent(OTHER)}`);
  await expect(main.getByLabel('Company Name')).toHaveValue('Joshi Glass Works');
  await expect(main.getByLabel('G.S.T Number')).toHaveValue('27AAPFU0939F1ZV');
  await expect(main.getByLabel('Udyam Aadhar')).toHaveValue('UDYAM-MH-26-0012345');
  await main.getByLabel('Company Name').fill('Joshi Glass Works LLP');
  await expect(main.getByLabel('Company Name')).toHaveValue('Joshi Glass Works LLP');

  // The question, on the tender page.
  await page.goto(detailOf(TENDER));
  const questions = page.locator('section#questions');
  await questions.getByLabel('Your question').fill(question);
  await questions.getByRole('button', { name: 'Send the question' }).click();
  await expect(questions.getByRole('status')).toContainText('Your question has been received');
  expect(await seriousViolations(page)).toEqual([]);

  // The tenders team answers it on the tender's desk page.
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInTendersMember(desk, stamp);
  await desk.goto(`/staff/tenders/tender?${new URLSearchParams({ tenderNo: TENDER })}`);
  const item = desk.getByRole('article').filter({ hasText: question });
  await expect(item).toContainText(`by Meera Joshi${stamp} (${vendor.email})`);
  await item.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await expect(item.getByRole('checkbox', { name: /Publish on the tender page/ })).toBeChecked();
  await item.getByRole('button', { name: 'Save the answer' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'The answer is saved and published on the tender page.' })).toBeVisible();

  // The public: the answer on the tender page, never the asker.
  const publicContext = await browser.newContext();
  const visitor = await publicContext.newPage();
  const reads: string[] = [];
  visitor.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/backend/') && !url.pathname.startsWith('/backend/uploads/') && !url.pathname.startsWith('/backend/variants/')) reads.push(url.pathname);
  });
  await visitor.goto(detailOf(TENDER));
  await visitor.waitForLoadState('networkidle');
  // The answers came rendered inside the page (a content read of the server's read table): no read after it.
  expect(reads).toEqual([]);
  const answered = visitor.getByRole('list', { name: 'Answered questions' }).getByRole('listitem').filter({ hasText: question });
  await expect(answered).toContainText(`A: ${answer}`);
  await expect(visitor.locator('body')).not.toContainText('Meera');
  await expect(visitor.locator('body')).not.toContainText(vendor.email);

  // Open data: the link answers the tender's OCDS release package.
  const ocds = visitor.getByRole('link', { name: `Open data (OCDS) of tender ${TENDER}` });
  const href = await ocds.getAttribute('href');
  expect(href).toBe('/backend/api/tenders/ocds/VI/TN/2026/015.json');
  const opened = await visitor.request.get(href!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('application/json');
  const pack = await opened.json();
  expect(pack).toMatchObject({ version: '1.1', releases: [{ tender: { id: TENDER, status: 'active' } }] });

  // And in the feed, without the asker.
  const feed = await (await visitor.request.get('/backend/api/tenders/feed.atom')).text();
  expect(feed).toContain(`Pre-bid answer on tender ${TENDER}`);
  expect(feed).not.toContain('Meera');

  await Promise.all([vendorContext.close(), staffContext.close(), publicContext.close()]);
});
