import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { QUESTION_MAX_LENGTH, QUESTION_MESSAGES, questionsOpen, type Tender } from '@/entities/tender';
import { sitePath } from '@/shared/config/site-paths';
import { useText } from '@/shared/i18n';
import { FormFailure, SubmitButton, tenderBoardErrorsText, TextField, useFocusWhenShown, useForm } from '@/shared/ui/form';
import { useAskTenderQuestionMutation, useGetTenderQuestionsQuery } from '../api/tender-questions-api';
import { tenderDetailText } from '../i18n/tender-detail-text';
import { detailDate } from '../lib/tender-format';
import { tenderQuestionFormMachine } from '../model/tender-question-form.machine';
import { TenderDetailSection } from './tender-detail-section';

/**
 * Pre-bid questions on the tender page (issue 23): the published answers, never with the asker, and the
 * form a logged-in vendor asks with until the pre-bid date (`questionsOpen`). Whether someone is logged in
 * is the server's to say: a 401 answer turns into "please log in", with the way back to this tender.
 */
export function TenderQuestions({ tender, now }: { tender: Tender; now: Date }) {
  const t = useText(tenderDetailText);
  // The tender board's form messages, for this form's errors on a Marathi page (`useFormMessage`).
  useText(tenderBoardErrorsText);
  const { data: questions = [] } = useGetTenderQuestionsQuery({ query: { tenderNo: tender.TenderNo } });
  const open = questionsOpen(tender, now);
  return (
    <TenderDetailSection heading="questions" title={t('Pre-bid questions')} id="questions" className="tender-questions mt-5">
      {questions.length === 0 ? (
        <p>{t('No questions have been answered yet.')}</p>
      ) : (
        <ol className="list-unstyled tender-questions__list" aria-label={t('Answered questions')}>
          {questions.map((item) => (
            <li key={item.id} id={`question-${item.id}`} className="mb-3">
              <p className="mb-1">
                <strong>{t('Q:')}</strong> {item.question}
              </p>
              <p className="mb-0 tender-questions__answer">
                <strong>{t('A:')}</strong> {item.answer}
              </p>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <AskQuestion tenderNo={tender.TenderNo} until={tender.PreBid_Date} />
      ) : (
        <p className="text-body-secondary">{t('Questions on this tender are closed.')}</p>
      )}
    </TenderDetailSection>
  );
}

function AskQuestion({ tenderNo, until }: { tenderNo: string; until: string }) {
  const t = useText(tenderDetailText);
  const [ask] = useAskTenderQuestionMutation();
  const form = useForm(tenderQuestionFormMachine, { id: 'tender-question-form', send: (payload) => ask({ body: payload }).unwrap(), initialValues: { tenderNo } });
  const notice = useFocusWhenShown(form.succeeded);

  if (form.succeeded) {
    return (
      <div ref={notice} tabIndex={-1} role="status" className="alert alert-success">
        <p>{t(QUESTION_MESSAGES.asked)}</p>
        <Button variant="outline-secondary" onClick={form.closeSuccess}>
          {t('Ask another question')}
        </Button>
      </div>
    );
  }
  const help = `${until ? t('Until the end of {{date}}, the pre-bid date. ', { date: detailDate(until) }) : ''}${t('Your name is never shown with the answer.')}`;
  return (
    <form ref={form.formRef} noValidate aria-label={t('Ask a question')} aria-busy={form.busy} onSubmit={form.onSubmit} className="tender-no-print">
      <h3 className="h5">{t('Ask a question')}</h3>
      {form.failureStatus === 401 ? (
        <div role="alert" className="alert alert-warning">
          {t(form.failure ?? '')}{' '}
          <Link to={sitePath.login()} className="alert-link">
            {t('Log in')}
          </Link>
        </div>
      ) : (
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      )}
      <TextField
        name="question"
        label={t('Your question')}
        rows={4}
        maxLength={QUESTION_MAX_LENGTH}
        help={help}
        value={form.values.question}
        onChange={(value) => form.change('question', value)}
        error={form.errors.question}
        required
      />
      <SubmitButton busy={form.busy}>{t('Send the question')}</SubmitButton>
    </form>
  );
}
