import Alert from 'react-bootstrap/Alert';
import { ANSWER_MAX_LENGTH, type StaffQuestion } from '@/entities/tender';
import { FormFailure, SubmitButton, TextField } from '@/shared/ui/form';
import { useAnswerStaffQuestionMutation, useListStaffQuestionsQuery } from '../api/staff-questions-api';
import { tenderAnswerFormMachine } from '../model/tender-answer-form.machine';
import { DeskRefusal, useDeskChangeForm } from '@/shared/ui/desk';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * A tender's pre-bid questions in the desk (issue 23): unanswered first, each with its asker (staff only:
 * the public page never names them) and a form to answer or correct the answer, published or kept back.
 */
export function StaffTenderQuestions({ tenderNo, onChanged }: { tenderNo: string; onChanged: (message: string) => void }) {
  const questions = useListStaffQuestionsQuery({ query: { tenderNo } });
  let body;
  if (questions.isError) body = <DeskRefusal error={questions.error} />;
  else if (!questions.data) body = <p aria-live="polite">Loading the questions…</p>;
  else if (questions.data.length === 0) body = <p>No questions yet.</p>;
  else
    body = (
      <ol className="list-unstyled">
        {questions.data.map((question) => (
          // A saved answer comes back with a new time: the item starts afresh from it.
          <li key={`${question.id}-${question.answeredAt ?? ''}-${String(question.published)}`} className="border rounded p-3 mb-3">
            <QuestionItem question={question} onChanged={onChanged} />
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-labelledby="staff-questions-heading" className="mt-4">
      <h2 id="staff-questions-heading" className="h5">
        Pre-bid questions
      </h2>
      {body}
    </section>
  );
}

function QuestionItem({ question, onChanged }: { question: StaffQuestion; onChanged: (message: string) => void }) {
  const [answer] = useAnswerStaffQuestionMutation();
  const form = useDeskChangeForm(tenderAnswerFormMachine, {
    id: `staff-tender-answer-form-${question.id}`,
    initialValues: { answer: question.answer ?? '', published: question.answer === null ? true : question.published },
    change: (payload) => answer({ params: { id: question.id }, body: payload }).unwrap(),
    onChanged,
  });
  const label = `Question ${question.id}`;
  return (
    <article aria-label={label}>
      <p className="mb-1">
        <strong>{question.question}</strong>
      </p>
      <p className="small text-body-secondary">
        Asked {dateTime.format(new Date(question.askedAt))} by {question.askedBy.name} ({question.askedBy.email}).{' '}
        {question.answer === null ? 'Not answered yet.' : question.published ? 'Answer published.' : 'Answer not published.'}
      </p>
      <form ref={form.formRef} noValidate aria-label={`Answer to question ${question.id}`} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <TextField
          name={`answer-${question.id}`}
          label="Answer"
          rows={3}
          maxLength={ANSWER_MAX_LENGTH}
          value={form.values.answer}
          onChange={(value) => form.change('answer', value)}
          error={form.errors.answer}
          required
        />
        <div className="form-check mb-2">
          <input
            id={`published-${question.id}`}
            className="form-check-input"
            type="checkbox"
            checked={form.values.published}
            onChange={(event) => form.change('published', event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`published-${question.id}`}>
            Publish on the tender page (without the asker’s name)
          </label>
        </div>
        <SubmitButton busy={form.busy}>{question.answer === null ? 'Save the answer' : 'Save the change'}</SubmitButton>
      </form>
      {question.answeredBy && (
        <Alert variant="light" className="small mt-2 mb-0">
          Last answered by {question.answeredBy}
          {question.answeredAt ? ` on ${dateTime.format(new Date(question.answeredAt))}` : ''}.
        </Alert>
      )}
    </article>
  );
}
