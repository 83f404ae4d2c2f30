import { fireEvent, screen, within } from '@testing-library/react';
import { createI18n } from '@/shared/i18n';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { renderWithProviders } from '../../../../test/utils/render';
import { EstimatePage } from './estimate-page';

describe('the estimator in both languages (issue 22)', () => {
  it('in English: as it always read', async () => {
    renderWithProviders(<EstimatePage />, { route: '/services/estimate', i18n: createI18n('en') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interior Estimate' })).toBeInTheDocument();
    expect(screen.getByTestId('estimate-range')).toHaveTextContent(/^₹\d+\.\d–\d+\.\d lakh$/);
    expect(screen.getByText(/^₹[\d,]+–[\d,]+ per sq ft$/)).toBeInTheDocument();
    const note = 'Indicative only: materials, labour and supervision, excluding appliances, loose furniture, GST and the indirect expenses listed in our budget guide.';
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'budget guide' })).toHaveAttribute('href', '/services/budget');
  });

  it('in Marathi: the labels, the breakdown, lakh as लाख, crore as कोटी, the warning and the error', async () => {
    renderWithProviders(<EstimatePage />, { route: '/mr/services/estimate', i18n: await marathiI18n() });
    expect(await screen.findByRole('heading', { level: 1, name: 'इंटिरियर खर्चाचा अंदाज' })).toBeInTheDocument();
    const area = screen.getByLabelText('कार्पेट एरिया (चौ. फूट)');
    expect(screen.getByTestId('estimate-range')).toHaveTextContent(/^₹\d+\.\d–\d+\.\d लाख$/);
    expect(screen.getByText(/^₹[\d,]+–[\d,]+ प्रति चौ. फूट$/)).toBeInTheDocument();
    const breakdown = screen.getByRole('table', { name: 'तपशील' });
    expect(within(breakdown).getByRole('columnheader', { name: 'सेवा' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('rowheader', { name: /^मॉड्युलर किचन/ })).toBeInTheDocument();
    expect(within(breakdown).getByText('3 शयनकक्ष')).toBeInTheDocument();
    expect(within(breakdown).getByText('1,050 चौ. फूट, ₹165–170 दराने')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'प्रीमियम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बजेट मार्गदर्शिकेत' })).toBeInTheDocument();

    // An unusual area for the type: the warning, in Marathi.
    fireEvent.change(area, { target: { value: '4000' } });
    expect(screen.getByText('3 BHK साठी 4,000 चौ. फूट हे क्षेत्रफळ जास्त आहे (बहुतेक घरे 650–2,200 चौ. फूट असतात). कृपया क्षेत्रफळ आणि घराचा प्रकार तपासा.')).toBeInTheDocument();
    // A range past a crore is said in कोटी.
    fireEvent.click(screen.getByRole('radio', { name: 'प्रीमियम' }));
    fireEvent.change(area, { target: { value: '20000' } });
    expect(screen.getByTestId('estimate-range')).toHaveTextContent(/कोटी$/);
    // An area it cannot take: the error, in Marathi, on the field.
    fireEvent.change(area, { target: { value: '50' } });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('100 ते 20,000 चौ. फूट दरम्यानचा कार्पेट एरिया लिहा.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/sq ft|lakh|Breakdown/)).not.toBeInTheDocument();
  });
});
