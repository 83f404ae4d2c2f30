import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStaffMock } from '@mocks/handlers/staff';
import { DEMO_DESK_TENDER, resetStaffTendersMock } from '@mocks/handlers/staff-tenders';
import { resetTenderQuestionsMock, tenderQuestionsMockState } from '@mocks/handlers/tender-questions';
import { QUESTION_MESSAGES, type StaffQuestion } from '@/entities/tender';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NUMBER = DEMO_DESK_TENDER.TenderNo;
const deskOf = (tenderNo: string) => `/staff/tenders/tender?${new URLSearchParams({ tenderNo })}`;
const asked: StaffQuestion = {
  id: 7,
  tenderNo: NUMBER,
  question: 'Is the gypsum board 12.5 mm?',
  askedAt: '2026-11-24T05:00:00.000Z',
  askedBy: { name: 'Asha Deshmukh', email: 'asha@example.in' },
  answer: null,
  answeredAt: null,
  answeredBy: null,
  published: false,
};

describe('pre-bid questions in the tenders desk', () => {
  signedInToTheDesk(resetStaffTendersMock, () => resetTenderQuestionsMock([asked]));

  it('shows each question with its asker, checks the answer, and publishes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(deskOf(NUMBER));
    const item = await screen.findByRole('article', { name: 'Question 7' });
    expect(item).toHaveTextContent('Is the gypsum board 12.5 mm?');
    expect(item).toHaveTextContent('by Asha Deshmukh (asha@example.in)');
    expect(item).toHaveTextContent('Not answered yet.');
    const publish = within(item).getByRole('checkbox', { name: /Publish on the tender page/ });
    expect(publish).toBeChecked();

    await user.click(within(item).getByRole('button', { name: 'Save the answer' }));
    expect(within(item).getByText(QUESTION_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(within(item).getByLabelText('Answer')).toHaveFocus();
    expect(tenderQuestionsMockState()[0].answer).toBeNull();

    await user.type(within(item).getByLabelText('Answer'), 'Yes, 12.5 mm moisture-resistant board.');
    await user.click(within(item).getByRole('button', { name: 'Save the answer' }));
    expect(await screen.findByText(QUESTION_MESSAGES.published)).toBeInTheDocument();
    expect(tenderQuestionsMockState()[0]).toMatchObject({ answer: 'Yes, 12.5 mm moisture-resistant board.', published: true });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Question 7' })).toHaveTextContent('Answer published.'));
  });

  it('keeps an answer back when staff untick Publish', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(deskOf(NUMBER));
    const item = await screen.findByRole('article', { name: 'Question 7' });
    await user.type(within(item).getByLabelText('Answer'), 'We will confirm at the site visit.');
    await user.click(within(item).getByRole('checkbox', { name: /Publish on the tender page/ }));
    await user.click(within(item).getByRole('button', { name: 'Save the answer' }));
    expect(await screen.findByText(QUESTION_MESSAGES.answered)).toBeInTheDocument();
    expect(tenderQuestionsMockState()[0]).toMatchObject({ published: false });
  });

  it('tells a member of another team that the questions are not theirs', async () => {
    resetStaffMock({ signedIn: true, role: 'sales' });
    // The refused read is logged as every failed read is; here it is expected.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(deskOf(NUMBER));
    expect(await screen.findAllByText(STAFF_MESSAGES.wrongRole)).not.toHaveLength(0);
    logged.mockRestore();
    expect(screen.queryByRole('article', { name: 'Question 7' })).not.toBeInTheDocument();
  });
});
