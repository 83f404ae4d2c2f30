import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@/shared/i18n';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { renderWithProviders } from '../../../../test/utils/render';
import { ContactUsPage } from './contact-us-page';

describe('ContactUsPage in both languages (issue 22)', () => {
  it.each([
    ['en', { title: 'Contact Us', form: 'Send Us A Message', name: 'Name', submit: 'Submit', errors: ['Name is required', 'Email is required', 'Phone number is required'] }],
    ['mr', { title: 'संपर्क', form: 'आम्हाला संदेश पाठवा', name: 'नाव', submit: 'पाठवा', errors: ['नाव आवश्यक आहे', 'ई-मेल आवश्यक आहे', 'फोन क्रमांक आवश्यक आहे'] }],
  ] as const)('in %s: the headings, the labels and the messages of an empty form', async (locale, words) => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactUsPage />, { route: '/contactus', i18n: locale === 'mr' ? await marathiI18n() : createI18n('en') });
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: words.form })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: words.submit });
    await screen.findByRole('button', { name: words.submit, hidden: false });
    await user.click(submit);
    for (const error of words.errors) expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByLabelText(words.name)).toHaveFocus();
  });

  it('shows a too-long message’s error in Marathi, naming the field in Marathi', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactUsPage />, { route: '/contactus', i18n: await marathiI18n() });
    const message = await screen.findByLabelText('संदेश');
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,000 पैकी 2,001 अक्षरे: 1 जास्त')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पाठवा' }));
    expect(await screen.findByText('संदेश जास्तीत जास्त 2000 अक्षरांचे असावे.')).toBeInTheDocument();
  });
});
