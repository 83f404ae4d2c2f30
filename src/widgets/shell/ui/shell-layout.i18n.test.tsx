import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from '@/shared/config/company';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { renderApp } from '../../../../test/utils/render';

describe('shell in Marathi (issue 22)', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('labels the header in Marathi, keeps its links under /mr, and links to the same page in English', async () => {
    renderApp('/aboutus', { i18n: await marathiI18n() });
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['मुख्यपृष्ठ', '/mr'],
      ['आमच्याविषयी', '/mr/aboutus'],
      ['आमच्या सेवा', '/mr/services'],
      ['छायाचित्रे', '/mr/gallery'],
      ['प्रकल्प', '/mr/projects'],
      ['करिअर', '/mr/career'],
      ['कार्यक्रम', '/mr/events'],
      ['संपर्क', '/mr/contactus'],
    ]);
    const english = within(screen.getByRole('banner')).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/aboutus');
    expect(english).toHaveAttribute('lang', 'en-IN');
    expect(await screen.findByRole('img', { name: `${COMPANY.name}, मुख्यपृष्ठ` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य मजकुराकडे जा' })).toHaveAttribute('href', '#main');
  });

  it('links the footer and the side drawer to the Marathi tender board, the header keeping the spec’s links', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/aboutus', { i18n: await marathiI18n() });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'निविदा फलक: खुल्या निविदा आणि अर्ज कसा करावा' })).toHaveAttribute('href', '/mr/tender');
    expect(within(screen.getByRole('navigation', { name: 'मुख्य' })).queryByRole('link', { name: 'निविदा' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'झटपट दुवे आणि नकाशा' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'निविदा' })).toHaveAttribute('href', '/mr/tender');
  });

  it('offers the Marathi page of an English page, keeping the address, and the switch remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender?tab=closed');
    const marathi = within(screen.getByRole('banner')).getByRole('link', { name: 'मराठी' });
    expect(marathi).toHaveAttribute('href', '/mr/tender?tab=closed');
    expect(marathi).toHaveAttribute('hreflang', 'mr-IN');
    // jsdom does not navigate; the click still stores the choice.
    marathi.addEventListener('click', (event) => event.preventDefault());
    await user.click(marathi);
    expect(document.cookie).toContain('lang=mr');
  });
});
