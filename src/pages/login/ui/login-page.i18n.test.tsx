import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { renderApp } from '../../../../test/utils/render';

describe('LoginPage in Marathi (issue 22)', () => {
  beforeEach(() => resetAccountsMock());

  it('names the screen, its boxes and links in Marathi, and says an empty form’s and a refused log-in’s messages in Marathi', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender/login?tenderNo=VI%2FTN%2F2026%2F015', { i18n: await marathiI18n() });
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(document.title).toMatch(/^लॉग इन \|/);
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'निविदा VI/TN/2026/015 साठी अर्ज करण्याकरिता लॉग इन करा.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड विसरलात?' })).toHaveAttribute('href', '/mr/tender/login/forgot-password?tenderNo=VI%2FTN%2F2026%2F015');
    expect(screen.getByRole('link', { name: 'खाते नाही? नोंदणी करा' })).toHaveAttribute('href', '/mr/tender/login/signup?tenderNo=VI%2FTN%2F2026%2F015');

    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ई-मेल आवश्यक आहे')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड आवश्यक आहे')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ई-मेल'), DEMO_VENDOR.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ई-मेल किंवा पासवर्ड चुकीचा आहे.');
    expect(document.body.textContent).not.toMatch(/Invalid email|Log In|Password/);
  });

  it('says the server’s refusal after too many failed log-ins in Marathi, with the wait it names', async () => {
    server.use(http.post(`${API_URL}/api/login`, () => HttpResponse.json({ success: false, message: tooManyAttemptsMessage(14 * 60_000 + 1) }, { status: 429 })));
    const user = userEvent.setup({ delay: null });
    renderApp('/tender/login', { i18n: await marathiI18n() });
    await user.type(await screen.findByLabelText('ई-मेल'), DEMO_VENDOR.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect((await screen.findByRole('alert')).textContent).toContain('लॉग इनचे खूप अयशस्वी प्रयत्न झाले. कृपया 15 मि. थांबून पुन्हा प्रयत्न करा.');
    expect(document.body.textContent).not.toMatch(/Too many/);
  });
});
