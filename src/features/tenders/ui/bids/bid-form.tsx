import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { BID_FILE_ACCEPT, BID_MESSAGES, bidApi, bidText, GST_RATES, MAX_BID_FILE_BYTES, MAX_BID_TOTAL_BYTES, sealingAvailable, sendBid, vendorBidTags, type BidReceiptAnswer, type UploadProgress } from '@/entities/bid';
import { amountInWords, formatPaise } from '@/shared/lib/money-words';
import { useText } from '@/shared/i18n';
import { describedBy, FieldFrame, FormFailure, SelectField, SubmitButton, TextField, tenderBoardErrorsText, useFieldIds, useForm, useFormMessage } from '@/shared/ui/form';
import { formatIndiaInstant } from '../../lib/bid-format';
import { formatSize } from '../../lib/tender-format';
import { bidFormMachine, bidSummary, sealedBidFormData, validateBid, type BidFormValues, type SealedSummary } from '../../model/bid-form.machine';
import { BidReceipt } from './bid-receipt';
import { Fact } from '@/shared/ui/fact';

/**
 * The sealed bid: the financial envelope (amount, GST rate, validity, optional price schedule), the
 * declaration and the technical envelope's files. Sent with XMLHttpRequest so the upload's progress is
 * shown; a refusal keeps every value and file; a success shows the receipt.
 */
export function BidForm({
  tenderNo,
  sealTo,
  companyName,
  onDone,
}: {
  tenderNo: string;
  sealTo: { financial: readonly [string, string] } | null;
  companyName: string;
  onDone?: (answer: BidReceiptAnswer, sealed: SealedSummary) => void;
}) {
  const t = useText(bidText);
  // The tender board's form messages, for this form's errors on a Marathi page (`useFormMessage`).
  useText(tenderBoardErrorsText);
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [accepted, setAccepted] = useState<BidReceiptAnswer | null>(null);
  // What the vendor reviewed and confirmed: shown before sealing, and with the receipt (the server never has it).
  const [review, setReview] = useState<SealedSummary | null>(null);
  const [sealedWhat, setSealedWhat] = useState<SealedSummary | null>(null);
  const send = useCallback(
    async (values: BidFormValues) => {
      if (!sealTo) throw { status: 409, data: { message: BID_MESSAGES.notArmed } };
      setProgress({ loaded: 0, total: 1 });
      try {
        let body: FormData;
        try {
          body = await sealedBidFormData(values, { tenderNo, financial: sealTo.financial, companyName });
        } catch {
          throw { status: 400, data: { message: BID_MESSAGES.sealingUnavailable } };
        }
        const answer = await sendBid(tenderNo, body, setProgress);
        setSealedWhat(bidSummary(values, companyName));
        setAccepted(answer);
        return answer;
      } finally {
        setProgress(null);
        // Refused or not, what the server holds may have moved (a deadline passed): read it again.
        dispatch(bidApi.util.invalidateTags(vendorBidTags(tenderNo)));
      }
    },
    [dispatch, tenderNo, sealTo, companyName],
  );
  const form = useForm<BidFormValues>(bidFormMachine, { id: 'bid-form', send });
  const { values, errors } = form;

  useEffect(() => {
    if (form.succeeded && accepted && sealedWhat) onDone?.(accepted, sealedWhat);
  }, [form.succeeded, accepted, sealedWhat, onDone]);

  if (form.succeeded && accepted) {
    return (
      <div className="bid-accepted">
        <p role="status" className="alert alert-success">
          {t(accepted.message.replace(accepted.receipt.bidNumber, '{{bidNumber}}'), accepted.receipt)}
        </p>
        {sealedWhat && <SealedFacts summary={sealedWhat} heading={t('What you sealed')} />}
        <BidReceipt receipt={accepted.receipt} formatInstant={(iso) => formatIndiaInstant(iso, t('India time'))} />
      </div>
    );
  }

  // The financial envelope's two typed numbers: half the row each, required, never filled in by the browser.
  const envelopeNumber = (name: 'amount' | 'validityDays', label: string, inputMode: 'decimal' | 'numeric', help: string) => (
    <TextField
      className="col-sm-6"
      label={label}
      name={name}
      inputMode={inputMode}
      autoComplete="off"
      help={help}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(value) => form.change(name, value)}
    />
  );
  const percent = progress ? Math.min(100, Math.round((progress.loaded / Math.max(progress.total, 1)) * 100)) : 0;
  return (
    <form ref={form.formRef} className="site-form bid-form" noValidate onSubmit={form.onSubmit} aria-label={t('Your bid')}>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <fieldset disabled={review !== null}>
        <legend className="h6">{t('Financial envelope')}</legend>
        <div className="row gx-3">
          {envelopeNumber('amount', t('Amount in rupees, without GST'), 'decimal', t('For example 1462846.50'))}
          <GstRateField value={values.gstRate} error={errors.gstRate} onChange={(value) => form.change('gstRate', value)} />
          {envelopeNumber('validityDays', t('Bid validity (days)'), 'numeric', t('Whole days, 30 to 365.'))}
          <BidFilesField
            className="col-sm-6"
            name="priceSchedule"
            label={t('Price schedule (optional)')}
            help={t('One XLSX file, at most 20 MB.')}
            accept=".xlsx"
            files={values.priceSchedule ? [values.priceSchedule] : []}
            error={errors.priceSchedule}
            onChange={(files) => form.change('priceSchedule', files[0] ?? null)}
          />
        </div>
      </fieldset>
      <fieldset disabled={review !== null}>
        <legend className="h6">{t('Technical envelope')}</legend>
        <BidFilesField
          name="files"
          label={t('Technical documents')}
          help={t('PDF, XLSX, DOCX, ZIP or DWG; 1 to 20 files, each at most 20 MB, all together at most 100 MB.')}
          accept={BID_FILE_ACCEPT}
          multiple
          files={values.files}
          error={errors.files}
          onChange={(files) => form.change('files', files)}
        />
      </fieldset>
      <DeclarationField checked={values.declaration} error={errors.declaration} onChange={(checked) => form.change('declaration', checked)} />
      <div className="bid-form__progress mb-3" role="status">
        {progress && (
          <>
            <label className="form-label" htmlFor="bid-upload-progress">
              {t('Upload progress')}
            </label>
            <progress id="bid-upload-progress" className="w-100" max={100} value={percent} aria-valuetext={t('Uploading: {{percent}} %', { percent })} />
            <p className="small mb-0">{t('Uploading: {{percent}} %', { percent })}</p>
          </>
        )}
      </div>
      {!sealingAvailable() && (
        <p role="alert" className="alert alert-danger">
          {t(BID_MESSAGES.sealingUnavailable)}
        </p>
      )}
      {review ? (
        <div className="bid-review alert alert-info">
          <SealedFacts summary={review} heading={t('Check your bid before you seal it')} />
          <p className="small">{t('Once sealed, nobody can read or change it before the opening; you may withdraw it or send a new one until the deadline.')}</p>
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={form.busy}>{t('Seal and send my bid')}</SubmitButton>
            <button type="button" className="btn btn-outline-secondary" disabled={form.busy} onClick={() => setReview(null)}>
              {t('Change my bid')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!sealingAvailable()}
          onClick={(event) => {
            // Wrong values are shown by the form's own lifecycle; right ones are reviewed before sealing.
            if (Object.keys(validateBid(values)).length > 0) form.onSubmit(event as unknown as React.FormEvent<HTMLFormElement>);
            else setReview(bidSummary(values, companyName));
          }}
        >
          {t('Review my bid')}
        </button>
      )}
    </form>
  );
}

/** The financial envelope's contents as the vendor reads them: the amount in figures and in words. */
export function SealedFacts({ summary, heading }: { summary: SealedSummary; heading: string }) {
  const t = useText(bidText);
  return (
    <section aria-label={heading}>
      <h3 className="h6">{heading}</h3>
      <dl className="bid-receipt__facts">
        <Fact label={t('Amount without GST')}>
          {formatPaise(summary.amountPaise)} <span className="d-block small">{amountInWords(summary.amountPaise)}</span>
        </Fact>
        <Fact label={t('GST')}>{`${summary.gstRate} %: ${formatPaise(summary.gstPaise)}`}</Fact>
        <Fact label={t('Total with GST')}>{formatPaise(summary.amountPaise + summary.gstPaise)}</Fact>
        <Fact label={t('Bid validity (days)')}>{summary.validityDays}</Fact>
        <Fact label={t('Company')}>{summary.companyName}</Fact>
        {summary.priceSchedule && <Fact label={t('Price schedule')}>{summary.priceSchedule}</Fact>}
      </dl>
    </section>
  );
}

function GstRateField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const t = useText(bidText);
  return (
    <SelectField
      name="gstRate"
      label={t('GST rate')}
      className="col-sm-6"
      placeholder={t('Choose the rate')}
      options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
      value={value}
      error={error}
      onChange={onChange}
      required
    />
  );
}

function DeclarationField({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  const t = useText(bidText);
  const ids = useFieldIds('declaration');
  const formMessage = useFormMessage();
  return (
    <div className="form-check mb-3">
      <input
        id={ids.control}
        name="declaration"
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy(ids, error)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={ids.control}>
        {t('I declare that the information and documents in this bid are true and that I accept the tender’s terms.')}
      </label>
      {error && (
        <div id={ids.error} className="invalid-feedback d-block">
          {formMessage(error)}
        </div>
      )}
    </div>
  );
}

interface BidFilesFieldProps {
  name: 'files' | 'priceSchedule';
  label: string;
  help: string;
  accept: string;
  /** Several files (the technical envelope: a new choice adds to the list), or one (a new choice replaces it). */
  multiple?: boolean;
  files: File[];
  error?: string;
  onChange: (files: File[]) => void;
  className?: string;
}

/**
 * A bid's file box, for both envelopes: the technical documents (`multiple`, required) and the optional price
 * schedule (one file). Each chosen file is listed with its size, a mark when it is over 20 MB and a button to
 * take it off; a list of several also shows its total against the 100 MB limit. The list is the machine's, so
 * it survives a refusal (a file input cannot be set from code, only emptied).
 */
function BidFilesField({ name, label, help, accept, multiple = false, files, error, onChange, className }: BidFilesFieldProps) {
  const t = useText(bidText);
  const ids = useFieldIds(name);
  const input = useRef<HTMLInputElement>(null);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const listId = `${ids.help}-list`;
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files]);
  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} className={className}>
      <input
        ref={input}
        id={ids.control}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={multiple || undefined}
        aria-describedby={[describedBy(ids, error, help), files.length > 0 ? listId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          if (chosen.length > 0) onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
          // Emptied so the same file can be chosen again after taking it off.
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <div id={listId} className="bid-form__files mt-2">
          {multiple && (
            <p className="small mb-1" aria-live="polite">
              {t('Chosen files')}: {files.length}. {t('Total {{size}} of 100 MB', { size: formatSize(total) })}
              {total > MAX_BID_TOTAL_BYTES && <strong className="text-danger">: {t('over the 100 MB limit')}</strong>}
            </p>
          )}
          <ul className="list-unstyled mb-0">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="d-flex flex-wrap align-items-center gap-2">
                <span className="text-break">{file.name}</span>
                <span className="small text-body-secondary">{formatSize(file.size)}</span>
                {file.size > MAX_BID_FILE_BYTES && <strong className="small text-danger">{t('larger than 20 MB: take it off')}</strong>}
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange(files.filter((_, other) => other !== index))}>
                  {t('Remove {{name}}', file)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
