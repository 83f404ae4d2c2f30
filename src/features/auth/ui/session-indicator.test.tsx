import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VENDOR, accountsMockState, resetAccountsMock } from '@mocks/handlers/accounts';
import { renderWithProviders } from '../../../../test/utils/render';
import { SessionIndicator } from './session-indicator';


describe('SessionIndicator', () => {
  it('shows nothing when nobody is logged in', async () => {
    resetAccountsMock();
    const { container, store } = renderWithProviders(<SessionIndicator />);
    await waitFor(() => expect(store.getState().api.queries['getSession(undefined)']?.status).toBe('fulfilled'));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the vendor with a Log out button that ends the session', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SessionIndicator />);
    expect(await screen.findByText('Logged in as')).toHaveClass('visually-hidden');
    expect(screen.getByText(/Demo Vendor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/tender/applications');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument());
    expect(accountsMockState().session).toBeNull();
  });
});
