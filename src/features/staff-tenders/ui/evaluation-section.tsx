import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import {
  BID_PATHS,
  indiaInstant,
  OPENING_FLAG_LABELS,
  OPENING_FLAGS,
  useEvaluateBidMutation,
  useFinishEvaluationMutation,
  type TechnicalBidder,
  type TechnicalRecord,
} from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { FormFailure, RadioField, SubmitButton, TextField } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { evaluationFormMachine, type EvaluationValues } from '../model/evaluation-form.machine';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { answerMessage, useDeskChangeForm } from '@/shared/ui/desk';
import { BidsStepSection } from './bids-step-section';

const flagsOf = (bidder: TechnicalBidder) => OPENING_FLAGS.filter((flag) => bidder.flags[flag]).map((flag) => OPENING_FLAG_LABELS[flag]);

/**
 * The technical envelopes once opened: who bid, their files to download, and (until the evaluation is
 * final) the committee's decision on each, then "Make the evaluation final".
 */
export function EvaluationSection({ tenderNo, technical, onChanged }: { tenderNo: string; technical: TechnicalRecord; onChanged: (message: string) => void }) {
  const open = technical.evaluatedAt === null;
  const undecided = technical.bidders.filter((bidder) => bidder.decision === null).length;
  return (
    <BidsStepSection tenderNo={tenderNo} step="technical" title={TEXTS.technicalTitle} className="mb-4">
      <dl className="row small">
        <dt className="col-sm-4">{TEXTS.openedAt}</dt>
        <dd className="col-sm-8">{indiaInstant(technical.openedAt)}</dd>
        <dt className="col-sm-4">{TEXTS.openedBy}</dt>
        <dd className="col-sm-8">{technical.openedBy.join(', ')}</dd>
      </dl>
      {technical.evaluatedAt && <p>{TEXTS.evaluatedAt(indiaInstant(technical.evaluatedAt))}</p>}
      {technical.bidders.length === 0 ? (
        <p>{TEXTS.noBids}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-top">
            <caption>{TEXTS.technicalCaption(technical.tenderNo)}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXTS.bidder}</th>
                <th scope="col">{TEXTS.submittedAt}</th>
                <th scope="col">{TEXTS.flags}</th>
                <th scope="col">{TEXTS.files}</th>
                <th scope="col">{TEXTS.decision}</th>
              </tr>
            </thead>
            <tbody>
              {technical.bidders.map((bidder) => {
                const flags = flagsOf(bidder);
                return (
                  <tr key={bidder.bidNumber}>
                    <th scope="row">
                      {bidder.bidder}
                      <span className="d-block small text-body-secondary">
                        {TEXTS.bidNumber} {bidder.bidNumber}
                      </span>
                    </th>
                    <td>{indiaInstant(bidder.submittedAt)}</td>
                    <td>{flags.length > 0 ? flags.join(', ') : TEXTS.none}</td>
                    <td>
                      <ul className="list-unstyled mb-0">
                        {bidder.files.map((file) => (
                          <li key={file.index}>
                            <a href={`${API_URL}${BID_PATHS.file(tenderNo, bidder.bidNumber, 'technical', file.index)}`} download={file.name}>
                              {TEXTS.download(file.name)}
                              <span className="visually-hidden">{TEXTS.downloadOf(bidder.bidder)}</span>
                            </a>{' '}
                            <span className="small">({file.matches ? TEXTS.hashMatches : TEXTS.hashMismatch})</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <Decision bidder={bidder} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {open && technical.bidders.length > 0 && (
        <ul className="list-unstyled staff-sealed-bids__decisions">
          {technical.bidders.map((bidder) => (
            <li key={bidder.bidNumber} className="border rounded p-2 mb-2">
              <EvaluationForm tenderNo={tenderNo} bidder={bidder} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
      {open && <FinishEvaluation tenderNo={tenderNo} undecided={undecided} onChanged={onChanged} />}
    </BidsStepSection>
  );
}

function Decision({ bidder }: { bidder: TechnicalBidder }) {
  if (!bidder.decision) return <span>{TEXTS.undecided}</span>;
  return (
    <>
      <strong>{bidder.decision === 'qualified' ? TEXTS.qualified : TEXTS.notQualified}</strong>
      <span className="d-block">{bidder.reason}</span>
      {bidder.decidedBy && <span className="d-block small text-body-secondary">{TEXTS.decidedBy(bidder.decidedBy, indiaInstant(bidder.decidedAt))}</span>}
    </>
  );
}

/** A bidder's two possible decisions, in the order the desk offers them. */
const DECISIONS = [
  { value: 'qualified', label: TEXTS.qualified },
  { value: 'not-qualified', label: TEXTS.notQualified },
] as const;

/** One bidder's decision: qualified or not, the reason, Save. It can be changed until the evaluation is final. */
function EvaluationForm({ tenderNo, bidder, onChanged }: { tenderNo: string; bidder: TechnicalBidder; onChanged: (message: string) => void }) {
  const [evaluate] = useEvaluateBidMutation();
  const saved: Partial<EvaluationValues> = { bidNumber: bidder.bidNumber, decision: bidder.decision ?? '', reason: bidder.reason };
  const form = useDeskChangeForm(evaluationFormMachine, {
    id: `staff-evaluation-form-${bidder.bidNumber}`,
    initialValues: saved,
    change: (payload) => evaluate({ tenderNo, ...payload }).unwrap(),
    onChanged,
  });
  const { prefill } = form;
  // The saved decision comes back with the desk's refetch: fill it in again.
  useEffect(() => {
    prefill({ decision: bidder.decision ?? '', reason: bidder.reason });
  }, [bidder.decision, bidder.reason, prefill]);
  return (
    <form ref={form.formRef} noValidate aria-label={TEXTS.decisionOf(bidder.bidder)} aria-busy={form.busy} onSubmit={form.onSubmit}>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <RadioField
        legend={TEXTS.decisionOf(bidder.bidder)}
        name={`decision-${bidder.bidNumber}`}
        options={DECISIONS}
        value={form.values.decision}
        error={form.errors.decision}
        onChange={(decision) => form.change('decision', decision)}
      />
      <TextField
        name="reason"
        label={TEXTS.reasonOf(bidder.bidder)}
        rows={2}
        maxLength={1000}
        required
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(value) => form.change('reason', value)}
      />
      <SubmitButton busy={form.busy} className="btn-sm mt-1">
        {TEXTS.save}
        <span className="visually-hidden">{TEXTS.saveFor(bidder.bidder)}</span>
      </SubmitButton>
    </form>
  );
}

/** "Make the evaluation final", asked once more in a dialog; possible once every bidder is decided. */
function FinishEvaluation({ tenderNo, undecided, onChanged }: { tenderNo: string; undecided: number; onChanged: (message: string) => void }) {
  const [finish, finishing] = useFinishEvaluationMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await finish(tenderNo).unwrap();
      setAsking(false);
      onChanged(answer.message);
    } catch (error) {
      setAsking(false);
      setFailure(answerMessage(error) ?? TEXTS.failure);
    }
  };
  return (
    <div className="mb-3">
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <button
        ref={button}
        type="button"
        className="btn btn-primary"
        disabled={undecided > 0}
        aria-describedby={undecided > 0 ? hintId : undefined}
        onClick={() => setAsking(true)}
      >
        {TEXTS.finish}
      </button>
      {undecided > 0 && (
        <p id={hintId} className="small mt-1">
          {TEXTS.finishWaits}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        title={TEXTS.finishTitle}
        confirmLabel={TEXTS.finishConfirm}
        busy={finishing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        returnFocusTo={button.current}
      >
        <p className="mb-0">{TEXTS.finishBody}</p>
      </ConfirmDialog>
    </div>
  );
}
