import { expect, test, type Browser, type Page } from '@playwright/test';
import { amountToPaise, BID_MESSAGES, BID_PATHS } from '@/entities/bid';
import { amountInWords } from '@/shared/lib/money-words';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { BID_TEXTS } from '@/features/tenders/config/bid-texts';
import { formatIndiaTime } from '@/features/tenders/lib/bid-format';
import { SEALED_BIDS_TEXTS } from '@/features/staff-tenders/config/sealed-bids-texts';
import { serverNow, setServerClockOffset, setServerTime } from './support/server-clock';
import { addAndSignIn, codeFor } from './support/staff';
import tenderContent from '../../content/tenders.json';

/**
 * Issues 23 and 38 end to end, on the real API host: two members of the tenders team arm a tender's sealing
 * from their browsers (their keys made there, their passphrases never sent); a vendor completes their vendor
 * profile, reviews the amount in figures and words, seals the bid in the browser (every request body is
 * recorded: no price in any of them), withdraws and bids again; once the deadline has passed no bid is taken
 * and the opening is refused until its time; at the opening time the two members open the technical
 * envelopes (the first waits for the second), qualify the bidder with a reason, open the financial envelope,
 * and award it; the vendor then sees the record. The bids are sent on the real clock, before the deadline; the
 * deadline and the opening are then reached by moving the server's clock (`support/server-clock.ts`) and the
 * vendor's browser clock with it, instead of waiting for them.
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
  await form.getByLabel(SEALED_BIDS_TEXTS.passphrase, { exact: true }).fill(passphrase);
  await form.getByLabel(SEALED_BIDS_TEXTS.confirmPassphrase, { exact: true }).fill(passphrase);
  await form.getByRole('button', { name: SEALED_BIDS_TEXTS.arm }).click();
  await expect(member.page.getByText(says)).toBeVisible({ timeout: 20_000 });
}

async function bid(page: Page, amount: string, file: string) {
  const form = page.getByRole('form', { name: BID_TEXTS.formTitle });
  await form.getByLabel(BID_TEXTS.amount).fill(amount);
  await form.getByLabel(BID_TEXTS.gstRate).selectOption('18');
  await form.getByLabel(BID_TEXTS.validityDays).fill('90');
  await form.getByLabel(BID_TEXTS.files).setInputFiles({ name: file, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${file}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`) });
  await expect(form.getByText(file, { exact: true })).toBeVisible();
  await form.getByLabel(BID_TEXTS.declaration).check();
  await form.getByRole('button', { name: BID_TEXTS.review }).click();
  await expect(form.getByRole('region', { name: BID_TEXTS.reviewTitle })).toContainText(amountInWords(amountToPaise(amount)!));
  await form.getByRole('button', { name: BID_TEXTS.sealAndSend }).click();
}

// Whatever happens, the tests that follow on this server run on the real time.
test.afterEach(() => setServerClockOffset(0));

test('two openers arm a tender, a vendor bids, withdraws and bids again, the two open it, the vendor sees the record', async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  const stamp = Date.now().toString(36);
  const first = await tendersMember(browser, stamp, 'Opener One');
  const second = await tendersMember(browser, stamp, 'Opener Two');

  // The tender: bids until a whole minute at least five minutes ahead (India time), opened a quarter of an
  // hour later. Five minutes leave the bids room on the real clock; the jumps stay within the desk's
  // 30 idle minutes of a staff session.
  const tenderNo = `VI/TN/E2E/${stamp}`.slice(0, 40);
  const deadlineMs = Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000;
  const openingMs = deadlineMs + 15 * 60_000;
  const deadline = indiaWallClock(deadlineMs);
  const opening = indiaWallClock(openingMs);
  const today = indiaWallClock(Date.now()).slice(0, 10);
  await first.page.goto('/staff/tenders');
  const created = await first.page.request.post('/backend/api/staff/tenders', {
    headers: { 'x-xsrf-token': await xsrfOf(first.page) },
    data: {
      values: {
        TenderNo: tenderNo,
        TenderDate: today,
        Expiry_Date: deadline.slice(0, 10),
        Bid_Opening_Date: opening.slice(0, 10),
        Bid_Deadline: deadline,
        Bid_Opening_At: opening,
        Online_Bids: true,
        Reference: 'Sealed bids: false ceiling, Shirdi site office',
        // Billed to the company like every tender on the board (the list says so once, above the table),
        // so this tender, still open when the board's own tests run, keeps the list's columns as they are.
        Bill_To: tenderContent.tenders[0].Bill_To,
        CustomerID: 4,
        ProjectID: 2,
        BillingTypeID: 1,
        TenderTotalAmont: 1500000,
        Published: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A tender taking online bids goes on the board with its two openers named (separation of duties).
  const tenderPath = `/backend/api/staff/tenders/${encodeURIComponent(tenderNo)}`;
  const choices = (await (await first.page.request.get(`${tenderPath}/openers`)).json()) as { openers: { members: Array<{ staffId: number; name: string }> } };
  const idOf = (name: string) => choices.openers.members.find((candidate) => candidate.name === name)!.staffId;
  const published = await first.page.request.post(`${tenderPath}/publish`, {
    headers: { 'x-xsrf-token': await xsrfOf(first.page) },
    data: { openers: [idOf(first.name), idOf(second.name)] },
  });
  expect(published.status(), await published.text()).toBe(200);

  await arm(first, tenderNo, `first-opener-passphrase-${stamp}`, BID_MESSAGES.armedFirst);
  await arm(second, tenderNo, `second-opener-passphrase-${stamp}`, BID_MESSAGES.armedSecond);

  // The vendor: an account, logged in, not registered for the tender; its browser clock follows the server's.
  const vendor = await (await browser.newContext()).newPage();
  await vendor.clock.install();
  // Every body the vendor's browser sends, part by part (Chromium does not hand a multipart body with files to
  // the test's request events), to find no price and no sealed company name in a bid's.
  await vendor.addInitScript(() => {
    const sent: Array<Promise<{ url: string; body: string }>> = [];
    (window as unknown as { sentBodies: typeof sent }).sentBodies = sent;
    const text = async (value: unknown): Promise<string> => {
      if (value instanceof FormData) return (await Promise.all([...value.entries()].map(async ([name, part]) => `${name}=${await text(part)}`))).join('&');
      if (value instanceof Blob) return Array.from(new Uint8Array(await value.arrayBuffer()), (byte) => String.fromCharCode(byte)).join('');
      return value === undefined || value === null ? '' : String(value);
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { sentTo?: string }, ...args: Parameters<typeof open>) {
      this.sentTo = String(args[1]);
      return open.apply(this, args);
    } as typeof open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { sentTo?: string }, body?: Document | XMLHttpRequestBodyInit | null) {
      sent.push(text(body).then((value) => ({ url: this.sentTo ?? '', body: value })));
      return send.call(this, body);
    };
    const originalFetch = window.fetch;
    window.fetch = (input, init) => {
      sent.push(text(init?.body).then((value) => ({ url: String(input instanceof Request ? input.url : input), body: value })));
      return originalFetch(input, init);
    };
  });
  const sentBodies = () => vendor.evaluate(() => Promise.all((window as unknown as { sentBodies: Array<Promise<{ url: string; body: string }>> }).sentBodies));
  await vendor.goto('/tender');
  const email = `bidder-${stamp}@example.in`;
  const password = `bidder-password-${stamp}`;
  const headers = { 'x-xsrf-token': await xsrfOf(vendor) };
  expect((await vendor.request.post('/backend/login/userlogin', { headers, data: { firstname: 'Asha', lastname: 'Deshmukh', email, password } })).status()).toBe(201);
  expect((await vendor.request.post('/backend/api/login', { headers, data: { email, password } })).status()).toBe(200);

  // A bid needs a completed vendor profile: the tender's page asks for it first, then shows the bid form.
  await vendor.goto(`/tender/detailsoftender?${new URLSearchParams({ tenderNo })}`);
  await expect(vendor.getByRole('heading', { name: BID_TEXTS.sectionTitle })).toBeVisible();
  const profile = vendor.getByRole('form', { name: BID_TEXTS.profileTitle });
  for (const [label, value] of [
    ['Vendor Name', 'Asha Deshmukh'],
    ['Email', email],
    ['Mobile Number', '9823045671'],
    ['Company Name', 'Deshmukh Fabricators'],
    ['G.S.T Number', '27AAPFU0939F1ZV'],
    ['Pancard Number', 'AAPFU0939F'],
    ['Udyam Aadhar', 'UDYAM-MH-26-0012345'],
  ]) {
    await profile.getByLabel(label, { exact: true }).fill(value);
  }
  await profile.getByRole('button', { name: BID_TEXTS.saveProfile }).click();
  await expect(vendor.getByText(VENDOR_MESSAGES.profileSaved)).toBeVisible();

  await bid(vendor, '1462846.50', 'technical-bid.pdf');
  await expect(vendor.getByRole('region', { name: /Bid receipt/ })).toBeVisible();
  // The receipt shows what was sealed, which only this browser knows.
  await expect(vendor.getByRole('region', { name: BID_TEXTS.sealedTitle })).toContainText('₹14,62,846.50');
  const bids = (await sentBodies()).filter((request) => request.url.endsWith(BID_PATHS.submit(tenderNo)));
  expect(bids.length).toBe(1);
  for (const { body } of bids) {
    expect(body).toContain('financialEnvelope');
    for (const secret of ['1462846', '14,62,846', 'Deshmukh Fabricators']) expect(body).not.toContain(secret);
  }

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

  // The deadline passes (the server's clock, and the vendor's browser with it): no bid is taken, the page
  // says the tender closed, and the opening is not offered yet.
  setServerTime(deadlineMs + 1_000);
  await vendor.clock.setSystemTime(serverNow());
  const mine = async () => (await vendor.request.get(`/backend${BID_PATHS.mine(tenderNo)}`)).json();
  await expect.poll(async () => (await mine()).bid.notAcceptingReason, { intervals: [100] }).toBe(BID_MESSAGES.deadlinePassed);
  await vendor.reload();
  await expect(vendor.getByText(BID_MESSAGES.deadlinePassed)).toBeVisible();
  await expect(vendor.getByText(`Closed on ${formatIndiaTime(deadline)}`)).toBeVisible();
  await expect(vendor.getByRole('button', { name: BID_TEXTS.withdraw })).toHaveCount(0);
  await first.page.reload();
  await expect(sealedSection(first.page)).toContainText(SEALED_BIDS_TEXTS.count);
  await expect(sealedSection(first.page).getByRole('form', { name: SEALED_BIDS_TEXTS.openTitle('technical') })).toHaveCount(0);
  const tooEarly = await first.page.request.post(`/backend${BID_PATHS.openBegin(tenderNo, 'technical')}`, {
    headers: { 'x-xsrf-token': await xsrfOf(first.page) },
    data: { code: codeFor(first.secret, 0, serverNow()), proof: 'AAAA' },
  });
  expect([tooEarly.status(), (await tooEarly.json()).message]).toEqual([409, BID_MESSAGES.tooEarly(opening.replace('T', ' '))]);

  // The opening time comes: the desk offers the opening form from then on.
  setServerTime(openingMs);
  await expect
    .poll(
      async () => {
        await first.page.reload();
        // The desk reads the sealing after it loads: count the form only once that read has answered.
        const section = sealedSection(first.page);
        await expect(section).toContainText(SEALED_BIDS_TEXTS.count);
        return section.getByRole('form', { name: SEALED_BIDS_TEXTS.openTitle('technical') }).count();
      },
      { intervals: [250] },
    )
    .toBe(1);

  const open = async (member: Member, stage: 'technical' | 'financial', passphrase: string, says: string) => {
    await member.page.goto(deskOf(tenderNo));
    const form = sealedSection(member.page).getByRole('form', { name: SEALED_BIDS_TEXTS.openTitle(stage) });
    await form.getByLabel(SEALED_BIDS_TEXTS.code).fill(codeFor(member.secret, 0, serverNow()));
    await form.getByLabel(SEALED_BIDS_TEXTS.passphrase, { exact: true }).fill(passphrase);
    await form.getByRole('button', { name: SEALED_BIDS_TEXTS.open }).click();
    await expect(member.page.getByText(says)).toBeVisible({ timeout: 20_000 });
  };
  await open(first, 'technical', `first-opener-passphrase-${stamp}`, BID_MESSAGES.firstConfirmed);
  await expect(sealedSection(first.page).getByText(SEALED_BIDS_TEXTS.waiting)).toBeVisible();
  await open(second, 'technical', `second-opener-passphrase-${stamp}`, BID_MESSAGES.technicalOpened(1));

  // The technical envelope is open, prices are not: the committee qualifies the bidder with a reason.
  const technical = sealedSection(second.page).getByRole('table', { name: SEALED_BIDS_TEXTS.technicalCaption(tenderNo) });
  await expect(technical).toContainText('Deshmukh Fabricators');
  await expect(technical.getByRole('link', { name: /Download technical-bid-revised.pdf/ })).toBeVisible();
  await expect(sealedSection(second.page)).not.toContainText('13,98,000');
  const decision = sealedSection(second.page).getByRole('form', { name: SEALED_BIDS_TEXTS.decisionOf('Deshmukh Fabricators') });
  await decision.getByLabel(SEALED_BIDS_TEXTS.qualified, { exact: true }).check();
  await decision.getByLabel(SEALED_BIDS_TEXTS.reasonOf('Deshmukh Fabricators')).fill('Meets every technical criterion of Appendix 1');
  await decision.getByRole('button', { name: new RegExp(SEALED_BIDS_TEXTS.save) }).click();
  await expect(second.page.getByText(BID_MESSAGES.decided)).toBeVisible();
  await sealedSection(second.page).getByRole('button', { name: SEALED_BIDS_TEXTS.finish }).click();
  await second.page.getByRole('dialog', { name: SEALED_BIDS_TEXTS.finishTitle }).getByRole('button', { name: SEALED_BIDS_TEXTS.finishConfirm }).click();
  await expect(second.page.getByText(BID_MESSAGES.evaluationDone(1, 1))).toBeVisible();

  // The financial envelope of the qualified bidder, opened by both again (a new authenticator step each).
  setServerTime(openingMs + 60_000);
  await open(second, 'financial', `second-opener-passphrase-${stamp}`, BID_MESSAGES.firstConfirmed);
  await open(first, 'financial', `first-opener-passphrase-${stamp}`, BID_MESSAGES.opened(1));
  const record = sealedSection(first.page).getByRole('table', { name: `Opening record of tender ${tenderNo}` });
  await expect(record).toBeVisible();
  const row = record.getByRole('row', { name: /Deshmukh Fabricators/ });
  await expect(row).toContainText('L1');
  await expect(row).toContainText('13,98,000');

  // The award goes to L1 (no reason needed) and the letter of award is offered.
  const award = sealedSection(first.page).getByRole('form', { name: SEALED_BIDS_TEXTS.awardTitle });
  await award.getByRole('button', { name: SEALED_BIDS_TEXTS.award, exact: true }).click();
  await expect(first.page.getByText(BID_MESSAGES.awarded('Deshmukh Fabricators'))).toBeVisible();

  // The vendor who bid sees the record on the tender's page.
  await vendor.clock.setSystemTime(serverNow());
  await vendor.reload();
  const vendorRecord = vendor.getByRole('table', { name: `Opening record of tender ${tenderNo}` });
  await expect(vendorRecord).toBeVisible();
  await expect(vendorRecord.getByRole('row', { name: /Deshmukh Fabricators/ })).toContainText(bidNumber);

  // Back on the real time its deadline is still ahead: the tender leaves the board, which the board's own
  // tests expect as the demo content made it.
  const unpublished = await first.page.request.post(`/backend/api/staff/tenders/${encodeURIComponent(tenderNo)}/unpublish`, {
    headers: { 'x-xsrf-token': await xsrfOf(first.page) },
  });
  expect(unpublished.status(), await unpublished.text()).toBe(200);
});
