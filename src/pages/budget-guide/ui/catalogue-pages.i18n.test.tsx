import { screen } from '@testing-library/react';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { renderWithProviders } from '../../../../test/utils/render';
import { BudgetGuidePage } from './budget-guide-page';

describe('the budget guide in Marathi (issue 22)', () => {
  it('renders in Marathi: its frame, the link to the estimator, a table', async () => {
    renderWithProviders(<BudgetGuidePage />, { route: '/mr/services/budget', i18n: await marathiI18n() });
    expect(await screen.findByRole('heading', { level: 1, name: 'इंटिरियर डिझाइन बजेट मार्गदर्शक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आमचे इंटिरियर खर्च अंदाजपत्रक वापरून पाहा' })).toHaveAttribute('href', '/services/estimate');
    expect(screen.getByRole('table', { name: 'खोलीनुसार कामाची व्याप्ती' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1,050 चौ. फूट 3BHK ला किती खर्च येतो' })).toBeInTheDocument();
    expect(screen.queryByText(/carpet area|per sq ft/)).not.toBeInTheDocument();
  });
});
