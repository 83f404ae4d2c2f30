import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { COMPANY } from '@/shared/config/company';
import { RESUME_MESSAGES } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import careers from '@content/careers.json';
import { renderWithProviders } from '../../../../test/utils/render';
import { HR_BELIEFS } from '@/features/careers';
import { CareersPage } from './careers-page';
import { sendEmpty, sendFilledIn } from '../../../../test/fixtures/send-filled-in';

const TEXT_LABELS = ['First Name', 'Middle Name', 'Last Name', 'Email', 'Phone', 'Current Location', 'Current Employer', 'Years of Experience', 'Qualification'];
const post = careers.openings[2].Openings;
/**
 * Files made with Node's File: the test environment sends requests with Node's fetch and FormData,
 * which take only Node's own Blob and File (jsdom's File is a different class; a browser has one).
 */
const makeFile = (parts: Array<string | Uint8Array>, name: string, type: string) => new NodeFile(parts, name, { type }) as unknown as File;
const resumeFile = () => makeFile(['%PDF-1.4 resume'], 'meera-joshi.pdf', 'application/pdf');

async function fillIn(user: ReturnType<typeof userEvent.setup>, resume: File = resumeFile()) {
  const values = ['Meera', 'Sunil', 'Joshi', 'meera@example.in', '9890011223', 'Nashik', 'Studio Nine', '4', 'B.Arch'];
  for (const [index, label] of TEXT_LABELS.entries()) await user.type(screen.getByLabelText(label), values[index]);
  await user.selectOptions(await screen.findByLabelText('Post Applied For'), post);
  await user.upload(screen.getByLabelText('Resume'), resume);
}

/** Records what the careers endpoint receives: the text fields and the file's name and size. */
function recordApplications(respond?: () => Response) {
  const received: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${API_URL}/submit-careers`, async ({ request }) => {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      form.forEach((value, key) => {
        body[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
      });
      received.push(body);
      return respond ? respond() : HttpResponse.json({ success: true, message: 'ok' });
    }),
  );
  return received;
}

describe('CareersPage', () => {
  it('shows the title, the HR philosophy, the resume note and the openings', async () => {
    renderWithProviders(<CareersPage />, { route: '/career' });
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Careers/));
    const philosophy = screen.getByRole('region', { name: 'Our HR Philosophy' });
    expect(within(philosophy).getAllByRole('listitem')).toHaveLength(8);
    expect(HR_BELIEFS).toHaveLength(8);
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', expect.stringMatching(`^mailto:${COMPANY.email}`));
    const openings = screen.getByRole('region', { name: 'Current Openings' });
    await waitFor(() => expect(within(openings).getAllByRole('listitem')).toHaveLength(careers.openings.length));
    expect(await screen.findByRole('form', { name: 'Apply Now' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.page-banner__media')).toHaveAttribute('src', `${API_URL}${careers.headerImages[0].Image}`));
  });

  it('offers the openings as the posts to apply for', async () => {
    renderWithProviders(<CareersPage />);
    const select = screen.getByLabelText('Post Applied For');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(careers.openings.length + 1));
    expect(within(select).getByRole('option', { name: 'Select a post' })).toHaveValue('');
  });

  it('shows the eleven spec messages for an empty form, focusing First Name', async () => {
    await sendEmpty(<CareersPage />);
    const expected: Record<string, string> = {
      'First Name': 'First name is required',
      'Middle Name': 'Middle name is required',
      'Last Name': 'Last name is required',
      Email: 'Valid email is required',
      'Post Applied For': 'Post applied for is required',
      'Current Location': 'Current location is required',
      'Current Employer': 'Current employer is required',
      'Years of Experience': 'Years of experience is required',
      Qualification: 'Qualification is required',
    };
    for (const [label, message] of Object.entries(expected)) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining('Valid phone number is required'));
    expect(screen.getByLabelText('Resume')).toHaveAccessibleDescription(expect.stringContaining('Resume is required'));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('refuses a resume of the wrong type or over 1 MB before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const received = recordApplications();
    renderWithProviders(<CareersPage />);
    await fillIn(user, makeFile(['MZ'], 'setup.exe', 'application/octet-stream'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Resume')).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.type));
    expect(screen.getByLabelText('Resume')).toHaveFocus();

    await user.upload(screen.getByLabelText('Resume'), makeFile([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Resume')).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.size));
    expect(received).toHaveLength(0);
  });

  it('sends a multipart application, shows the popup, clears the form and the file input', async () => {
    const received = recordApplications();
    await sendFilledIn(<CareersPage />, fillIn);
    await screen.findByRole('dialog', { name: 'Your form has been submitted successfully!' });
    expect(received).toEqual([
      {
        firstName: 'Meera',
        middleName: 'Sunil',
        lastName: 'Joshi',
        email: 'meera@example.in',
        phone: '9890011223',
        selectedPost: post,
        currentLocation: 'Nashik',
        currentEmployer: 'Studio Nine',
        experience: '4',
        qualification: 'B.Arch',
        resume: { name: 'meera-joshi.pdf', size: resumeFile().size },
      },
    ]);
    for (const label of TEXT_LABELS) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Post Applied For')).toHaveValue('');
    expect((screen.getByLabelText('Resume') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Resume') as HTMLInputElement).files).toHaveLength(0);
  });

  it('keeps every value, the file included, when the server refuses the file, saying so once beside the file', async () => {
    recordApplications(() =>
      HttpResponse.json({ success: false, message: RESUME_MESSAGES.content, errors: { resume: RESUME_MESSAGES.content } }, { status: 415 }),
    );
    const user = await sendFilledIn(<CareersPage />, fillIn);
    const resume = screen.getByLabelText('Resume') as HTMLInputElement;
    await waitFor(() => expect(resume).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.content)));
    expect(screen.getAllByText(RESUME_MESSAGES.content)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(resume.files?.[0]?.name).toBe('meera-joshi.pdf');
    expect(screen.getByLabelText('First Name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Post Applied For')).toHaveValue(post);

    // A new choice of file clears the stale message at once.
    await user.upload(resume, makeFile(['%PDF-1.7'], 'meera-joshi-2.pdf', 'application/pdf'));
    expect(screen.queryByText(RESUME_MESSAGES.content)).not.toBeInTheDocument();
    expect(resume).not.toHaveAttribute('aria-invalid');
  });

  it('explains with the phone number when the server cannot be reached', async () => {
    server.use(http.post(`${API_URL}/submit-careers`, () => HttpResponse.error()));
    await sendFilledIn(<CareersPage />, fillIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILURE_MESSAGE);
    expect(screen.getByLabelText('Qualification')).toHaveValue('B.Arch');
  });

  it('is answered by the shared msw handler with the shared schema', async () => {
    await sendFilledIn(<CareersPage />, fillIn);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
