import { expect, test, type Browser, type Page } from '@playwright/test';
import { BID_MESSAGES } from '@/entities/bid';
import { BID_TEXTS } from '@/features/tenders/config/bid-texts';
import { SEALED_BIDS_TEXTS } from '@/features/staff/config/sealed-bids-texts';
import { addAndSignIn, codeFor } from './support/staff';

/**
 * Issue 23 end to end, on the real API host and its real clock: two members of the tenders team arm a
 * tender's sealing; a vendor bids with a file, withdraws, bids again and keeps the receipt; at the opening
 * time the two members open the bids (the first waits for the second); the vendor then sees the record.
 * The deadline and the opening are set a couple of minutes ahead, so the test waits for them (polling the
 * desk), as the office would.
 */

/** An instant as the office's wall clock, `yyyy-MM-ddTHH:mm` (Asia/Kolkata, no daylight saving). */
const indiaWallClock = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

const xsrfOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';

interface Member {
  page: Page;
  secret: string;
  name: string;
}

/** A member added with the tenders role, set up and signed in (`support/staff.ts`), in a browser of their own. */
async function tendersMember(browser: Browser, stamp: string, name: string): Promise<Member> {
  const page = await (await browser.newContext()).newPage();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@vastukala.example`;
  const { secret } = await addAndSignIn(page, { email, name, role: 'tenders', password: `Sealed-bids-${stamp}!` });
  return { page, secret, name };
}

const deskOf = (tenderNo: string) => `/staff/tenders/tender?${new URLSearchParams({ tenderNo })}`;
const sealedSection = (page: Page) => page.getByRole('region', { name: SEALED_BIDS_TEXTS.title });

async function arm(member: Member, tenderNo: string, passphrase: string, says: string) {
  await member.page.goto(deskOf(tenderNo));
  const form = sealedSection(member.page).getByRole('form', { name: SEALED_BIDS_TEXTS.armTitle });
  await expect(form).toContainText('can never be opened');
  await form.getByLabel(SEALED_BIDS_TEXTS.passphrase).fill(passphrase);
  await form.getByRole('button', { name: SEALED_BIDS_TEXTS.arm }).click();
  await expect(member.page.getByText(says)).toBeVisible();
}

async function bid(page: Page, amount: string, file: string) {
  const form = page.getByRole('form', { name: BID_TEXTS.formTitle });
  await form.getByLabel(BID_TEXTS.amount).fill(amount);
  await form.getByLabel(BID_TEXTS.gstRate).selectOption('18');
  await form.getByLabel(BID_TEXTS.validityDays).fill('90');
  await form.getByLabel(BID_TEXTS.files).setInputFiles({ name: file, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${file}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`) });
  await expect(form.getByText(file, { exact: true })).toBeVisible();
  await form.getByLabel(BID_TEXTS.declaration).check();
  await form.getByRole('button', { name: BID_TEXTS.submit }).click();
}

test('two openers arm a tender, a vendor bids, withdraws and bids again, the two open it, the vendor sees the record', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const stamp = Date.now().toString(36);
  const first = await tendersMember(browser, stamp, 'Opener One');
  const second = await tendersMember(browser, stamp, 'Opener Two');

  // The tender: bids until the minute after next, opened from that same minute (India time).
  const tenderNo = `VI/TN/E2E/${stamp}`.slice(0, 40);
  const deadlineMs = Math.ceil((Date.now() + 150_000) / 60_000) * 60_000;
  const deadline = indiaWallClock(deadlineMs);
  const today = indiaWallClock(Date.now()).slice(0, 10);
  await first.page.goto('/staff/tenders');
  const created = await first.page.request.post('/backend/api/staff/tenders', {
    headers: { 'x-xsrf-token': await xsrfOf(first.page) },
    data: {
      values: {
        TenderNo: tenderNo,
        TenderDate: today,
        Expiry_Date: deadline.slice(0, 10),
        Bid_Opening_Date: deadline.slice(0, 10),
        Bid_Deadline: deadline,
        Bid_Opening_At: deadline,
        Online_Bids: true,
        Reference: 'Sealed bids: false ceiling, Shirdi site office',
        CustomerID: 4,
        ProjectID: 2,
        BillingTypeID: 1,
        TenderTotalAmont: 1500000,
        Published: true,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await arm(first, tenderNo, `first-opener-passphrase-${stamp}`, BID_MESSAGES.armedFirst);
  await arm(second, tenderNo, `second-opener-passphrase-${stamp}`, BID_MESSAGES.armedSecond);

  // The vendor: an account, logged in, registered for the tender.
  const vendor = await (await browser.newContext()).newPage();
  await vendor.goto('/tender');
  const email = `bidder-${stamp}@example.in`;
  const password = `bidder-password-${stamp}`;
  const headers = { 'x-xsrf-token': await xsrfOf(vendor) };
  expect((await vendor.request.post('/backend/login/userlogin', { headers, data: { firstname: 'Asha', lastname: 'Deshmukh', email, password } })).status()).toBe(201);
  expect((await vendor.request.post('/backend/api/login', { headers, data: { email, password } })).status()).toBe(200);
  // The log-in renews the XSRF token and ties it to the new session (plugins/csrf.ts): read it again.
  const registered = await vendor.request.post('/backend/api/vendors', {
    headers: { 'x-xsrf-token': await xsrfOf(vendor) },
    data: {
      vendorName: 'Asha Deshmukh',
      email,
      mobileNumber: '9823045671',
      companyName: 'Deshmukh Fabricators',
      gstNumber: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F',
      udyamNumber: 'UDYAM-MH-26-0012345',
      tenderNo,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await vendor.goto(`/tender/detailsoftender?${new URLSearchParams({ tenderNo })}`);
  await expect(vendor.getByRole('heading', { name: BID_TEXTS.sectionTitle })).toBeVisible();
  await bid(vendor, '1462846.50', 'technical-bid.pdf');
  await expect(vendor.getByRole('region', { name: /Bid receipt/ })).toBeVisible();

  // Withdraw (asked first), then bid again: the new receipt is the one that counts.
  await vendor.getByRole('button', { name: BID_TEXTS.withdraw }).click();
  const dialog = vendor.getByRole('dialog', { name: BID_TEXTS.withdrawTitle });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: BID_TEXTS.withdrawConfirm }).click();
  await expect(vendor.getByText(BID_MESSAGES.withdrawn)).toBeVisible();
  await bid(vendor, '1398000', 'technical-bid-revised.pdf');
  const receipt = vendor.getByRole('region', { name: /Bid receipt/ });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('technical-bid-revised.pdf');
  await expect(receipt).toContainText(/[0-9a-f]{64}/);
  const bidNumber = (await receipt.locator('dt', { hasText: BID_TEXTS.bidNumber }).locator('xpath=following-sibling::dd').textContent())?.trim() ?? '';
  expect(bidNumber).not.toBe('');

  // Before the opening the desk shows the count, nothing else.
  await first.page.goto(deskOf(tenderNo));
  const before = sealedSection(first.page);
  await expect(before).toContainText(SEALED_BIDS_TEXTS.count);
  await expect(before).not.toContainText('Deshmukh Fabricators');

  // The opening time comes: the desk offers the opening form from then on.
  await expect
    .poll(
      async () => {
        await first.page.reload();
        // The desk reads the sealing after it loads: count the form only once that read has answered.
        const section = sealedSection(first.page);
        await expect(section).toContainText(SEALED_BIDS_TEXTS.count);
        return section.getByRole('form', { name: SEALED_BIDS_TEXTS.openTitle }).count();
      },
      { timeout: Math.max(30_000, deadlineMs - Date.now() + 60_000), intervals: [5_000] },
    )
    .toBe(1);

  const open = async (member: Member, passphrase: string, says: string) => {
    await member.page.goto(deskOf(tenderNo));
    const form = sealedSection(member.page).getByRole('form', { name: SEALED_BIDS_TEXTS.openTitle });
    await form.getByLabel(SEALED_BIDS_TEXTS.code).fill(codeFor(member.secret));
    await form.getByLabel(SEALED_BIDS_TEXTS.passphrase).fill(passphrase);
    await form.getByRole('button', { name: SEALED_BIDS_TEXTS.open }).click();
    await expect(member.page.getByText(says)).toBeVisible();
  };
  await open(first, `first-opener-passphrase-${stamp}`, BID_MESSAGES.firstConfirmed);
  await expect(sealedSection(first.page).getByText(SEALED_BIDS_TEXTS.waiting)).toBeVisible();
  await open(second, `second-opener-passphrase-${stamp}`, BID_MESSAGES.opened(1));

  const record = sealedSection(second.page).getByRole('table', { name: `Opening record of tender ${tenderNo}` });
  await expect(record).toBeVisible();
  const row = record.getByRole('row', { name: /Deshmukh Fabricators/ });
  await expect(row).toContainText('L1');
  await expect(row).toContainText('13,98,000');
  await expect(row.getByRole('link', { name: /Download technical-bid-revised.pdf/ })).toBeVisible();

  // The vendor who bid sees the record on the tender's page.
  await vendor.reload();
  const vendorRecord = vendor.getByRole('table', { name: `Opening record of tender ${tenderNo}` });
  await expect(vendorRecord).toBeVisible();
  await expect(vendorRecord.getByRole('row', { name: /Deshmukh Fabricators/ })).toContainText(bidNumber);
});
