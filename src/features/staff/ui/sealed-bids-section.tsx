import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import {
  BID_PATHS,
  indiaInstant,
  OpeningRecordTable,
  useArmSealingMutation,
  useGetStaffBidsQuery,
  useOpenBidsMutation,
  type SealingAnswer,
  type StaffBids,
} from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { describedBy, FieldFrame, FormFailure, SubmitButton, TextField, useFieldIds, useForm } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { bidOpeningFormMachine } from '../model/bid-opening-form.machine';
import { sealingArmFormMachine } from '../model/sealing-arm-form.machine';
import { DeskRefusal } from './desk-refusal';

const indiaWallClock = (value: string) => (value ? `${value.replace('T', ' ')} (${TEXTS.indiaTime})` : TEXTS.notSet);

/**
 * The desk's "Sealed bids" on one tender: the sealing's state, arming by two members (each with a
 * passphrase the server never keeps), the count only before the opening, the two-step opening at or after
 * `Bid_Opening_At`, then the opening record with every opened file to download.
 */
export function SealedBidsSection({ tenderNo, onlineBids, onChanged }: { tenderNo: string; onlineBids: boolean; onChanged: (message: string) => void }) {
  const bids = useGetStaffBidsQuery(tenderNo, { skip: !onlineBids });
  return (
    <section className="staff-sealed-bids mt-4" aria-labelledby="sealed-bids-heading">
      <h2 id="sealed-bids-heading" className="h5">
        {TEXTS.title}
      </h2>
      {!onlineBids ? (
        <p>{TEXTS.notOnline}</p>
      ) : bids.isError ? (
        <DeskRefusal error={bids.error} />
      ) : !bids.data ? (
        <p aria-live="polite">{TEXTS.loading}</p>
      ) : (
        <SealedBids tenderNo={tenderNo} bids={bids.data} onChanged={onChanged} />
      )}
    </section>
  );
}

function SealedBids({ tenderNo, bids, onChanged }: { tenderNo: string; bids: StaffBids; onChanged: (message: string) => void }) {
  const { sealing } = bids;
  return (
    <>
      <dl className="row">
        <dt className="col-sm-4">{TEXTS.deadline}</dt>
        <dd className="col-sm-8">{indiaWallClock(bids.Bid_Deadline)}</dd>
        <dt className="col-sm-4">{TEXTS.opening}</dt>
        <dd className="col-sm-8">{indiaWallClock(bids.Bid_Opening_At)}</dd>
        <dt className="col-sm-4">{TEXTS.sealing}</dt>
        <dd className="col-sm-8">{TEXTS.sealingState[sealing.state] ?? sealing.state}</dd>
        {sealing.armedBy.length > 0 && (
          <>
            <dt className="col-sm-4">{TEXTS.armedBy}</dt>
            <dd className="col-sm-8">
              {sealing.armedBy.map((armer) => `${armer.name} (${armer.email}), ${indiaInstant(armer.at)}`).join('; ')}
            </dd>
          </>
        )}
        {sealing.state !== 'opened' && (
          <>
            <dt className="col-sm-4">{TEXTS.count}</dt>
            <dd className="col-sm-8">{bids.bidsCount}</dd>
          </>
        )}
      </dl>
      {sealing.state === 'pending' && sealing.pendingUntil && <p>{TEXTS.pendingUntil(indiaInstant(sealing.pendingUntil))}</p>}
      {sealing.state !== 'opened' && <p className="small">{TEXTS.countOnly}</p>}
      {(sealing.state === 'none' || sealing.state === 'pending') && <ArmForm tenderNo={tenderNo} onChanged={onChanged} />}
      {sealing.state === 'armed' && (
        <>
          {sealing.openingConfirmedBy && (
            <Alert variant="info">
              <strong>{TEXTS.waiting}</strong> {TEXTS.confirmedBy(sealing.openingConfirmedBy.name, indiaInstant(sealing.openingConfirmedBy.until))}
            </Alert>
          )}
          {bids.mayOpen ? <OpenForm tenderNo={tenderNo} onChanged={onChanged} /> : <p>{TEXTS.notYet(indiaWallClock(bids.Bid_Opening_At))}</p>}
        </>
      )}
      {bids.record && (
        <>
          <h3 className="h6">{TEXTS.recordTitle}</h3>
          <OpeningRecordTable
            record={bids.record}
            fileLink={(bidder, file) => (
              <a href={`${API_URL}${BID_PATHS.file(tenderNo, bidder.bidNumber, file.index)}`} download={file.name}>
                {TEXTS.download(file.name)}
                <span className="visually-hidden">{TEXTS.downloadOf(bidder.bidder)}</span>
              </a>
            )}
          />
        </>
      )}
    </>
  );
}

/** Reports a success in the page's live region and makes the form fresh for the next one. */
function useDone(succeeded: boolean, closeSuccess: () => void) {
  useEffect(() => {
    if (succeeded) closeSuccess();
  }, [succeeded, closeSuccess]);
}

function ArmForm({ tenderNo, onChanged }: { tenderNo: string; onChanged: (message: string) => void }) {
  const [arm] = useArmSealingMutation();
  const form = useForm(sealingArmFormMachine, {
    id: 'staff-sealing-arm-form',
    send: async ({ passphrase }) => {
      const answer: SealingAnswer = await arm({ tenderNo, passphrase }).unwrap();
      onChanged(answer.message);
      return answer;
    },
  });
  useDone(form.succeeded, form.closeSuccess);
  return (
    <form ref={form.formRef} noValidate aria-label={TEXTS.armTitle} aria-busy={form.busy} onSubmit={form.onSubmit} className="mb-3">
      <h3 className="h6">{TEXTS.armTitle}</h3>
      <Alert variant="warning" className="small">
        {TEXTS.armWarning}
      </Alert>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <PassphraseField value={form.values.passphrase} error={form.errors.passphrase} onChange={(value) => form.change('passphrase', value)} />
      <SubmitButton busy={form.busy}>{TEXTS.arm}</SubmitButton>
    </form>
  );
}

function OpenForm({ tenderNo, onChanged }: { tenderNo: string; onChanged: (message: string) => void }) {
  const [open] = useOpenBidsMutation();
  const form = useForm(bidOpeningFormMachine, {
    id: 'staff-bid-opening-form',
    send: async ({ code, passphrase }) => {
      const answer: SealingAnswer = await open({ tenderNo, code: code.trim(), passphrase }).unwrap();
      onChanged(answer.message);
      return answer;
    },
  });
  useDone(form.succeeded, form.closeSuccess);
  return (
    <form ref={form.formRef} noValidate aria-label={TEXTS.openTitle} aria-busy={form.busy} onSubmit={form.onSubmit} className="mb-3">
      <h3 className="h6">{TEXTS.openTitle}</h3>
      <p className="small">{TEXTS.openHelp}</p>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <TextField
        name="code"
        label={TEXTS.code}
        help={TEXTS.codeHelp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={form.values.code}
        error={form.errors.code}
        onChange={(value) => form.change('code', value)}
      />
      <PassphraseField value={form.values.passphrase} error={form.errors.passphrase} onChange={(value) => form.change('passphrase', value)} />
      <SubmitButton busy={form.busy}>{TEXTS.open}</SubmitButton>
    </form>
  );
}

/** A passphrase box with a Show / Hide button (a long phrase is easy to mistype unseen). */
function PassphraseField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const ids = useFieldIds('passphrase');
  const [shown, setShown] = useState(false);
  const toggleId = useId();
  return (
    <FieldFrame ids={ids} label={TEXTS.passphrase} error={error}>
      <div className="input-group">
        <input
          id={ids.control}
          name="passphrase"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(ids, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          id={toggleId}
          type="button"
          className="btn btn-outline-secondary"
          aria-controls={ids.control}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? TEXTS.hide : TEXTS.show}
          <span className="visually-hidden">{TEXTS.thePassphrase}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
