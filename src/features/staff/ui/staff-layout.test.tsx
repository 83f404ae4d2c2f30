import { screen, within } from '@testing-library/react';
import { resetStaffMock } from '@mocks/handlers/staff';
import { renderApp } from '../../../../test/utils/render';

describe('the staff desk layout', () => {
  it('replaces the public shell: a skip link, the desk header, the main landmark, no public footer', async () => {
    resetStaffMock({ signedIn: true });
    renderApp('/staff');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /Staff desk/ })).toHaveAttribute('href', '/staff');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).getByText('Office Admin (admin)')).toBeInTheDocument();
  });

  it.each([
    ['sales', ['Leads', 'Bookings', 'Availability']],
    ['tenders', ['Tenders']],
    ['admin', ['Leads', 'Bookings', 'Availability', 'Tenders', 'Audit', 'Team']],
  ] as const)('links a %s member to the areas of that role only', async (role, areas) => {
    resetStaffMock({ signedIn: true, role });
    renderApp('/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff desk' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(areas);
  });

  it('asks for no session on the sign-in page and shows no areas there', async () => {
    resetStaffMock({ signedIn: true });
    renderApp('/staff/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff desk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
