import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { resetLeadsMock, touchLeadMock } from '@mocks/handlers/leads';
import { leadChangeEndpoint, type LeadDetail } from '@/entities/lead';
import { API_URL } from '@/shared/config/env';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

const rowNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

const STALE_MESSAGE = 'Someone else changed this lead meanwhile. Check their change, then save yours again.';

/** The contact lead 7 as a colleague left it: lost, on version 2. */
const ROHAN_MADE_LOST: LeadDetail = {
  kind: 'contact',
  id: 7,
  receivedAt: '2026-11-22T05:30:00.000Z',
  name: 'Rohan Shinde',
  email: 'rohan@example.in',
  phone: '9876500000',
  summary: 'Please call after 6 pm.',
  status: 'lost',
  ownerStaffId: null,
  notesCount: 0,
  version: 2,
  notes: [],
  fields: { id: 7, name: 'Rohan Shinde', message: 'Please call after 6 pm.', created_at: '2026-11-22T05:30:00.000Z' },
};

describe('the leads inbox', () => {
  signedInToTheDesk(resetLeadsMock);

  it('lists the leads newest first, each linking to its page, and loads more by cursor', async () => {
    renderApp('/staff/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sunita Jadhav' })).toHaveAttribute('href', '/staff/leads/enquiry/12');
    expect(rowNames()).toEqual(['Sunita Jadhav', 'Meera Kulkarni', 'Rohan Shinde']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Deshmukh Fabricators' });
    expect(rowNames()).toEqual(['Sunita Jadhav', 'Meera Kulkarni', 'Rohan Shinde', 'Old Visitor', 'Deshmukh Fabricators']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by kind, owner "me" and words, keeps the filter in the address, and exports the same', async () => {
    touchLeadMock('enquiry', 11, { ownerStaffId: 1 });
    const { router } = renderApp('/staff/leads');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('link', { name: 'Sunita Jadhav' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Enquiry');
    await user.selectOptions(screen.getByLabelText('Owner'), 'Me');
    await user.click(screen.getByRole('button', { name: 'Show leads' }));
    await waitFor(() => expect(rowNames()).toEqual(['Old Visitor']));
    expect(router.state.location.search).toBe('?kind=enquiry&owner=me');
    // "Me" travels to the API as the member's id; the export names the same leads.
    expect(screen.getByRole('link', { name: 'Export what I see (CSV)' })).toHaveAttribute('href', `${API_URL}/api/staff/leads.csv?kind=enquiry&owner=1`);

    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await user.type(await screen.findByLabelText('Search'), 'kitchen');
    await user.click(screen.getByRole('button', { name: 'Show leads' }));
    await waitFor(() => expect(rowNames()).toEqual(['Sunita Jadhav']));
  });

  it('says when nothing matches the filter', async () => {
    renderApp('/staff/leads?kind=vendor&status=won');
    expect(await screen.findByText('No leads match this filter.')).toBeInTheDocument();
  });

  it('tells a tenders member their role does not allow the leads', async () => {
    server.use(http.get(`${API_URL}/api/staff/members`, () => HttpResponse.json({ success: false, message: STAFF_MESSAGES.wrongRole }, { status: 403 })));
    renderApp('/staff/leads');
    expect(await screen.findByText(STAFF_MESSAGES.wrongRole)).toBeInTheDocument();
  });
});

describe('a lead', () => {
  signedInToTheDesk(resetLeadsMock);

  it('shows the submission, offers only the next statuses, and saves a status, owner and note', async () => {
    renderApp('/staff/leads/enquiry/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry: Sunita Jadhav' })).toBeInTheDocument();
    expect(screen.getByText('Modular kitchen for a 2BHK on Gangapur Road.', { selector: 'dd' })).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keep: New', 'Contacted', 'Qualified', 'Lost']);

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(status, 'Contacted');
    await user.selectOptions(screen.getByLabelText('Owner'), 'Kiran More');
    await user.type(screen.getByLabelText('Note'), 'Called; site visit on Friday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(await screen.findByText('Called; site visit on Friday.', { selector: '.lead-note-text' })).toBeInTheDocument();
    expect(screen.getByText('Kiran More', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
    // Now Contacted: Won is on offer.
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keep: Contacted', 'Qualified', 'Won', 'Lost']);
  });

  it('on a stale save shows the server’s message and the lead as it now is, keeps the note, and saves on the next try', async () => {
    renderApp('/staff/leads/contact/7');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Contact message: Rohan Shinde' });
    touchLeadMock('contact', 7, { status: 'lost' });
    // The server refuses the save on the version the page saw, with the lead as a colleague left it.
    let refused = false;
    server.use(
      mockEndpoint(leadChangeEndpoint, () => {
        if (refused) return undefined;
        refused = true;
        return answer(leadChangeEndpoint, { success: false, message: STALE_MESSAGE, lead: ROHAN_MADE_LOST }, 409);
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Qualified');
    await user.type(screen.getByLabelText('Note'), 'Customer asked for a quote.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MESSAGE);
    expect(screen.getByLabelText('Note')).toHaveValue('Customer asked for a quote.');
    await waitFor(() => expect(screen.getByText('Lost', { selector: '.lead-status' })).toBeInTheDocument());
    // Qualified is no step from Lost: the status box is back to "keep" (the next save would be refused otherwise).
    expect(screen.getByLabelText('Status')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByText('Customer asked for a quote.', { selector: '.lead-note-text' })).toBeInTheDocument();
  });

  it('says so when nothing was chosen, and offers a career lead’s resume as a download', async () => {
    renderApp('/staff/leads/career/4');
    await screen.findByRole('heading', { level: 1, name: 'Job application: Meera Kulkarni' });
    expect(screen.getByRole('link', { name: 'Download the resume' })).toHaveAttribute('href', `${API_URL}/api/staff/leads/career/4/resume`);
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keep: New', 'Closed']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a new status or owner, or write a note.')).toBeInTheDocument();
  });

  it('names no lead for an address that cannot be one', async () => {
    renderApp('/staff/leads/spam/1');
    expect(await screen.findByText('There is no such lead.')).toBeInTheDocument();
  });
});
