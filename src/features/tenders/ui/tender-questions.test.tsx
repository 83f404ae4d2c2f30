import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { resetTenderQuestionsMock, tenderQuestionsMockState } from '@mocks/handlers/tender-questions';
import { QUESTION_MESSAGES } from '@/entities/tender';
import { API_URL } from '@/shared/config/env';
import { renderApp } from '../../../../test/utils/render';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const OPEN = 'VI/TN/2026/015';
const detailRoute = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;
const section = async () => within((await screen.findByRole('heading', { name: 'Pre-bid questions' })).closest('section')!);

describe('pre-bid questions on the tender page', () => {
  beforeEach(() => {
    resetAccountsMock();
    resetTenderQuestionsMock([
      {
        id: 3,
        tenderNo: OPEN,
        question: 'Is the gypsum board 12.5 mm?',
        askedAt: '2026-11-24T05:00:00.000Z',
        askedBy: { name: 'Asha Deshmukh', email: 'asha@example.in' },
        answer: 'Yes, 12.5 mm moisture-resistant board.',
        answeredAt: '2026-11-25T05:00:00.000Z',
        answeredBy: 'tenders@vastukala.in',
        published: true,
      },
      {
        id: 4,
        tenderNo: OPEN,
        question: 'Not answered yet?',
        askedAt: '2026-11-24T06:00:00.000Z',
        askedBy: { name: 'Ravi Kulkarni', email: 'ravi@example.in' },
        answer: null,
        answeredAt: null,
        answeredBy: null,
        published: false,
      },
    ]);
  });

  it('shows the published answers without the asker, and links the open data', async () => {
    renderApp(detailRoute(OPEN));
    const questions = await section();
    const list = await questions.findByRole('list', { name: 'Answered questions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Q: Is the gypsum board 12.5 mm?A: Yes, 12.5 mm moisture-resistant board.']);
    expect(document.body).not.toHaveTextContent(/Asha|Deshmukh|Ravi|Not answered yet\?/);
    expect(screen.getByRole('link', { name: `Open data (OCDS) of tender ${OPEN}` })).toHaveAttribute('href', `${API_URL}/api/tenders/ocds/VI/TN/2026/015.json`);
  });

  it('asks a visitor who is not logged in to log in, keeping the question', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(detailRoute(OPEN));
    const questions = await section();
    await user.type(questions.getByLabelText('Your question'), 'Can we visit the site?');
    await user.click(questions.getByRole('button', { name: 'Send the question' }));
    const notice = await questions.findByRole('alert');
    expect(notice).toHaveTextContent(QUESTION_MESSAGES.loginFirst);
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/tender/login');
    expect(questions.getByLabelText('Your question')).toHaveValue('Can we visit the site?');
  });

  it('takes a logged-in vendor’s question, checked first, and offers to ask another', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    const user = userEvent.setup({ delay: null });
    renderApp(detailRoute(OPEN));
    const questions = await section();
    expect(questions.getByLabelText('Your question')).toBeRequired();
    await user.click(questions.getByRole('button', { name: 'Send the question' }));
    expect(questions.getByText(QUESTION_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(questions.getByLabelText('Your question')).toHaveFocus();

    await user.type(questions.getByLabelText('Your question'), 'Can we visit the site on Saturday?');
    await user.click(questions.getByRole('button', { name: 'Send the question' }));
    expect(await questions.findByRole('status')).toHaveTextContent(QUESTION_MESSAGES.asked);
    expect(tenderQuestionsMockState().at(-1)).toMatchObject({ tenderNo: OPEN, question: 'Can we visit the site on Saturday?', askedBy: { email: DEMO_VENDOR.email } });
    await user.click(questions.getByRole('button', { name: 'Ask another question' }));
    expect(await questions.findByLabelText('Your question')).toHaveValue('');
  });

  it('offers no form once questions are closed', async () => {
    renderApp(detailRoute('VI/TN/2026/011'));
    const questions = await section();
    expect(questions.getByText('Questions on this tender are closed.')).toBeInTheDocument();
    expect(questions.queryByLabelText('Your question')).not.toBeInTheDocument();
  });
});
