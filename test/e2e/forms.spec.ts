import { expect, test, type Locator, type Page } from '@playwright/test';
import company from '../../content/company.json';
import careers from '../../content/careers.json';
import { seriousViolations } from './support/axe';
import { exported } from './support/export';

/**
 * The three public forms in Chromium against the real API host (scripts/e2e-server.mjs: a fresh
 * SQLite database per port). What was sent is read back with the staff export CLI.
 */

const SUCCESS = 'Your form has been submitted successfully!';
const FAILURE = `We couldn't send your message. Please try again or call us on ${company.phoneDisplay}.`;

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The popup opens; closing it returns focus to the form's submit button (the control that opened it). */
async function expectSuccessDialogThenClose(page: Page, submit: Locator) {
  const dialog = page.getByRole('dialog', { name: SUCCESS });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
}

/** Types each value into the box of that label, in order. */
async function typeInto(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

async function expectDescribed(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Submits the form empty: each named box is marked invalid and described by its message. */
async function expectRequiredWhenEmpty(form: Locator, messages: Record<string, string>) {
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const [label, message] of Object.entries(messages)) await expectDescribed(form.getByLabel(label), message);
}

test.describe('home enquiry form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Enquiry form' });

  test('an empty submit shows the spec messages beside the fields', async ({ page }) => {
    await page.goto('/#enquiry');
    const enquiry = form(page);
    await expectRequiredWhenEmpty(enquiry, { Name: 'Name is required.', Email: 'Email is required.', 'Contact Number': 'Contact Number is required.' });
    await expect(enquiry.getByLabel('Name')).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test('a valid enquiry shows the popup, clears the form, and is in the export', async ({ page }) => {
    const name = unique('Asha Patil');
    await page.goto('/#enquiry');
    const enquiry = form(page);
    await typeInto(enquiry, {
      Name: name,
      Email: 'asha@example.in',
      'Contact Number': '9876543210',
      Address: 'Gangapur Road, Nashik',
      Message: 'Modular kitchen, "2BHK", ₹ budget',
    });
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialogThenClose(page, enquiry.getByRole('button', { name: 'Submit' }));
    for (const label of ['Name', 'Email', 'Contact Number', 'Address', 'Message']) await expect(enquiry.getByLabel(label)).toHaveValue('');

    expect(exported('enquiries')).toContainEqual(
      expect.objectContaining({ name, email: 'asha@example.in', phone: '9876543210', address: 'Gangapur Road, Nashik', message: 'Modular kitchen, "2BHK", ₹ budget' }),
    );
  });

  test('a failing server keeps every value and says what happened', async ({ page }) => {
    await page.route('**/backend/enquiryform/submitForm', (route) => route.abort('connectionrefused'));
    await page.goto('/#enquiry');
    const enquiry = form(page);
    await typeInto(enquiry, { Name: 'Kiran', Email: 'kiran@example.in', 'Contact Number': '9876500000' });
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await expect(enquiry.getByRole('alert')).toHaveText(FAILURE);
    await expect(enquiry.getByLabel('Name')).toHaveValue('Kiran');
    await expect(enquiry.getByLabel('Contact Number')).toHaveValue('9876500000');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('what a visitor types before the form has hydrated is kept and sent', async ({ page }) => {
    // Hold back the chunk the form hydrates from, as a slow phone network would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/home-below.*.js', async (route) => {
      await released;
      await route.continue();
    });
    const name = unique('Early Typist');
    // The held-back chunk holds back the page's load event too: type once the HTML is in.
    await page.goto('/#enquiry', { waitUntil: 'domcontentloaded' });
    const enquiry = form(page);
    await enquiry.getByLabel('Name').fill(name);
    await enquiry.getByLabel('Email').fill('early@example.in');
    release();
    await page.waitForLoadState('networkidle');
    await enquiry.getByLabel('Contact Number').fill('9876543210');
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialogThenClose(page, enquiry.getByRole('button', { name: 'Submit' }));
    expect(exported('enquiries')).toContainEqual(expect.objectContaining({ name, email: 'early@example.in', phone: '9876543210' }));
  });

  test('the estimator hand-off pre-fills the message', async ({ page }) => {
    const text = 'Estimate request: 3 BHK, 1,050 sq ft\nEstimated cost: ₹16.3–17.3 lakh';
    await page.goto(`/?enquiryMessage=${encodeURIComponent(text)}#enquiry`);
    await expect(form(page).getByLabel('Message')).toHaveValue(text);
  });
});

test.describe('contact us form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Send Us A Message' });

  test('shows the offices and the map, and the spec messages for an empty submit', async ({ page }) => {
    await page.goto('/contactus');
    await expect(page).toHaveTitle(/^Contact Us/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corporate Address' }).getByRole('listitem')).toHaveCount(2);
    const map = page.locator(`iframe[title="${company.map.title}"]`);
    await expect(map).toHaveAttribute('width', '350');
    await expect(map).toHaveAttribute('height', '300');

    const contact = form(page);
    await expectRequiredWhenEmpty(contact, { Name: 'Name is required', Email: 'Email is required', Phone: 'Phone number is required' });
    await expectNoSeriousViolations(page);
  });

  test('a valid message shows the popup, clears the form, and is in the export', async ({ page }) => {
    const name = unique('Rohan Kulkarni');
    await page.goto('/contactus');
    const contact = form(page);
    await typeInto(contact, { Name: name, Email: 'rohan@example.in', Phone: '9822012345', Message: 'Please call after 6 pm.' });
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialogThenClose(page, contact.getByRole('button', { name: 'Submit' }));
    for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(contact.getByLabel(label)).toHaveValue('');
    expect(exported('contact-messages')).toContainEqual(expect.objectContaining({ name, email: 'rohan@example.in', phone: '9822012345', message: 'Please call after 6 pm.' }));
  });

  test("a failing server keeps every value and shows the server's message", async ({ page }) => {
    await page.route('**/backend/contactus/submitForm', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'We are updating the site. Please try again in a few minutes.' }) }),
    );
    await page.goto('/contactus');
    const contact = form(page);
    await typeInto(contact, { Name: 'Rohan', Email: 'rohan@example.in', Phone: '9822012345' });
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('alert')).toHaveText('We are updating the site. Please try again in a few minutes.');
    await expect(contact.getByLabel('Email')).toHaveValue('rohan@example.in');
  });
});

test.describe('careers form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Apply Now' });
  const post = careers.openings[0].Openings;

  async function fillIn(apply: Locator, firstName: string) {
    const values: Array<[string, string]> = [
      ['First Name', firstName],
      ['Middle Name', 'Sunil'],
      ['Last Name', 'Joshi'],
      ['Email', 'meera@example.in'],
      ['Phone', '9890011223'],
      ['Current Location', 'Nashik'],
      ['Current Employer', 'Studio Nine'],
      ['Years of Experience', '4'],
      ['Qualification', 'B.Arch'],
    ];
    for (const [label, value] of values) await apply.getByLabel(label).fill(value);
    await apply.getByLabel('Post Applied For').selectOption(post);
  }

  test('shows the philosophy, the openings and the eleven spec messages for an empty submit', async ({ page }) => {
    await page.goto('/career');
    await expect(page).toHaveTitle(/^Careers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our HR Philosophy' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Current Openings' }).getByRole('listitem')).toHaveCount(careers.openings.length);

    const apply = form(page);
    await expectRequiredWhenEmpty(apply, {
      'First Name': 'First name is required',
      'Middle Name': 'Middle name is required',
      'Last Name': 'Last name is required',
      Email: 'Valid email is required',
      Phone: 'Valid phone number is required',
      'Post Applied For': 'Post applied for is required',
      'Current Location': 'Current location is required',
      'Current Employer': 'Current employer is required',
      'Years of Experience': 'Years of experience is required',
      Qualification: 'Qualification is required',
      Resume: 'Resume is required',
    });
    await expect(apply.getByLabel('First Name')).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test('a valid application shows the popup, clears the form and the file, and is in the export', async ({ page }) => {
    const firstName = unique('Meera');
    await page.goto('/career');
    const apply = form(page);
    await fillIn(apply, firstName);
    await apply.getByLabel('Resume').setInputFiles({ name: 'meera-joshi.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await apply.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialogThenClose(page, apply.getByRole('button', { name: 'Submit' }));
    await expect(apply.getByLabel('First Name')).toHaveValue('');
    await expect(apply.getByLabel('Post Applied For')).toHaveValue('');
    await expect(apply.getByLabel('Resume')).toHaveValue('');
    expect(exported('career-applications')).toContainEqual(
      expect.objectContaining({ firstName, selectedPost: post, resume_name: 'meera-joshi.pdf', resume_type: 'application/pdf' }),
    );
  });

  test('a program named resume.pdf is refused by the server, said once beside the file, and every value is kept', async ({ page }) => {
    await page.goto('/career');
    const apply = form(page);
    await fillIn(apply, 'Disguised');
    await apply.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) });
    await apply.getByRole('button', { name: 'Submit' }).click();
    await expect(apply.getByLabel('Resume')).toHaveAccessibleDescription(/This file is not a real PDF, Word or text document\./);
    await expect(apply.getByText('This file is not a real PDF, Word or text document.')).toHaveCount(1);
    await expect(apply.getByRole('alert')).toHaveCount(0);
    await expect(apply.getByLabel('First Name')).toHaveValue('Disguised');
    await expect(apply.getByLabel('Post Applied For')).toHaveValue(post);
    expect(await apply.getByLabel('Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('resume.pdf');
    expect(exported('career-applications')).not.toContainEqual(expect.objectContaining({ firstName: 'Disguised' }));
  });
});
