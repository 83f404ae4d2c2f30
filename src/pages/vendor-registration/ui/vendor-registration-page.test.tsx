import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VENDOR, DEMO_VENDOR_PROFILE, accountsMockState, resetAccountsMock } from '@mocks/handlers/accounts';
import { renderApp } from '../../../../test/utils/render';


const route = '/userinfo?tenderNo=VI%2FTN%2F2026%2F015';

const company = {
  'Vendor Name': 'Demo Vendor',
  'Mobile Number': '9823045671',
  'Company Name': 'Deshmukh Fabricators',
  'G.S.T Number': '27aapfu0939f1zv',
  'Pancard Number': 'aapfu0939f',
  'Udyam Aadhar': 'udyam-mh-26-0012345',
};

async function fill(values: Record<string, string>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  return user;
}

describe('VendorRegistrationPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('has the card, the seven labelled fields and Apply', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fill The Below Form' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Vendor Registration \|/);
    for (const label of ['Vendor Name', 'Email', 'Mobile Number', 'Company Name', 'G.S.T Number', 'Pancard Number', 'Udyam Aadhar']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DEMO_VENDOR.email)).toBe(screen.getByLabelText('Email'));
  });

  it('upper-cases identifiers as typed, refuses a bad GSTIN, then saves the registration', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp(route);
    const user = await fill({ ...company, 'G.S.T Number': '22aaaaa0000a1z5', 'Pancard Number': 'aaaaa0000a' });
    expect(screen.getByLabelText('G.S.T Number')).toHaveValue('22AAAAA0000A1Z5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/This GSTIN is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('G.S.T Number')).toHaveFocus();
    expect(accountsMockState().registrations).toHaveLength(0);

    await fill({ 'G.S.T Number': company['G.S.T Number'], 'Pancard Number': company['Pancard Number'] });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
    expect(accountsMockState().registrations).toEqual([
      expect.objectContaining({
        account: DEMO_VENDOR.email,
        tenderNo: 'VI/TN/2026/015',
        gstNumber: '27AAPFU0939F1ZV',
        panNumber: 'AAPFU0939F',
        udyamNumber: 'UDYAM-MH-26-0012345',
      }),
    ]);
  });

  it('says a GSTIN must hold the PAN given', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp(route);
    const user = await fill({ ...company, 'Pancard Number': 'ABCDE1234F' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Characters 3 to 12 of the GSTIN must be the PAN given below')).toBeInTheDocument();
  });

  it('tells a visitor who is not logged in first, before they can type, with a link that keeps the tender', async () => {
    resetAccountsMock();
    renderApp(route);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please log in before registering as a vendor.');
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
    expect(screen.getByLabelText('Vendor Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(accountsMockState().registrations).toHaveLength(0);
  });

  it('keeps what a vendor typed when the session ran out, through log-in and back', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    const first = renderApp(route);
    const user = await fill(company);
    // The session ends on the server while the vendor types (it expired, or they logged out in another tab).
    accountsMockState().session = null;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please log in before registering as a vendor.');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Deshmukh Fabricators');

    await user.click(within(notice).getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await user.type(screen.getByLabelText('Email'), DEMO_VENDOR.email);
    await user.type(screen.getByLabelText('Password'), DEMO_VENDOR.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/userinfo'));
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Deshmukh Fabricators');
    expect(screen.getByLabelText('G.S.T Number')).toHaveValue('27AAPFU0939F1ZV');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
    expect(accountsMockState().registrations).toHaveLength(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('fills the form from the saved vendor profile, editable, over the account’s e-mail', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    // The saved profile has an e-mail of its own, not the account's.
    const profile = { ...DEMO_VENDOR_PROFILE, vendorName: 'Demo Vendor', email: 'purchase@deshmukh.example.in' };
    accountsMockState().profiles.set(DEMO_VENDOR.email, profile);
    renderApp(route);
    expect(await screen.findByDisplayValue('Deshmukh Fabricators')).toBe(screen.getByLabelText('Company Name'));
    expect(screen.getByLabelText('Email')).toHaveValue('purchase@deshmukh.example.in');
    expect(screen.getByLabelText('Udyam Aadhar')).toHaveValue('UDYAM-MH-26-0012345');
    expect(screen.getByText(/Filled in from your saved vendor profile/)).toBeInTheDocument();

    const user = await fill({ 'Company Name': 'Deshmukh Fabricators LLP' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
    expect(accountsMockState().profiles.get(DEMO_VENDOR.email)).toEqual({ ...profile, companyName: 'Deshmukh Fabricators LLP' });
  });

  it('shows a vendor who already registered for the tender that registration, not a blank form', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    accountsMockState().registrations.push({
      ...DEMO_VENDOR_PROFILE,
      vendorName: 'Demo Vendor',
      tenderNo: 'VI/TN/2026/015',
      account: DEMO_VENDOR.email,
      appliedAt: '2026-11-24T05:00:00.000Z',
    });
    renderApp(route);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You have registered for this tender');
    expect(notice).toHaveTextContent('Deshmukh Fabricators registered for tender VI/TN/2026/015 on 24/11/2026.');
    expect(within(notice).getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/tender/applications');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it.each([
    ['VI/TN/2026/011', 'This tender is closed: its bid submission deadline has passed, so it no longer takes applications.'],
    ['VI/TN/2026/009', 'This tender has been awarded and no longer takes applications.'],
  ])('offers no form for %s, which is not open, and says why', async (tenderNo, message) => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp(`/userinfo?tenderNo=${encodeURIComponent(tenderNo)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the open tenders' })).toHaveAttribute('href', '/tender');
  });
});
