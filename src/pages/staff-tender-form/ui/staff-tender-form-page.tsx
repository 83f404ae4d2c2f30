import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DISCOUNT_TYPES, type StaffTenderDetail, type TenderAmounts } from '@/entities/tender';
import { formatRupees } from '@/shared/lib/indian-number';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import type { FormMachine } from '@/shared/model/form.machine';
import { choicesOf, FormFailure, SelectField, SubmitButton, TextField, useFieldIds, useForm } from '@/shared/ui/form';
import {
  useCreateStaffTenderMutation,
  useEditStaffTenderMutation,
  useGetStaffTenderQuery,
  type TenderChangeAnswer,
  deadlineParts,
  formAmounts,
  joinDeadline,
  TENDER_FORM_FIELDS,
  tenderCreateFormMachine,
  tenderEditFormMachine,
  tenderFormValues,
  type TenderFormGroup,
  type TenderFormValues,
  TENDER_GROUP_LEGENDS,
  tenderFieldLabel,
  TenderTradesField,
  type DeskNotice,
} from '@/features/staff-tenders';
import { DeskRefusal, StaffDeskSection } from '@/shared/ui/desk';

/** The deadline and opening boxes: the times are the office's, whatever the browser's own zone. */
const TIME_HELP = 'India time (Asia/Kolkata), after the bid deadline; its day is the tender’s Bid_Opening_Date. Leave empty for none.';

/**
 * `/staff/tenders/new` and `/staff/tenders/edit?tenderNo=…`: one form over the import's fields in the
 * order the work goes (what, where, when, money, bids; the ERP's bookkeeping folded away), checked with
 * the import's schema (the same words as `npm run tenders -- import`), then by the server. A saved tender
 * opens its desk page. An edit someone else overtook (409) keeps every typed value and says so.
 */
export function StaffTenderFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editing = pathname.endsWith('/edit');
  const tenderNo = params.get('tenderNo') ?? '';
  useDocumentTitle(editing ? `Edit tender ${tenderNo}` : 'New tender');
  if (!editing) {
    return (
      <StaffDeskSection title="New tender" back={{ to: sitePath.staffTenders(), label: 'Tenders' }}>
        <TenderForm mode="create" />
      </StaffDeskSection>
    );
  }
  return (
    <StaffDeskSection title={`Edit tender ${tenderNo}`} back={{ to: tenderNo ? sitePath.staffTender(tenderNo) : sitePath.staffTenders(), label: tenderNo ? `Tender ${tenderNo}` : 'Tenders' }}>
      {tenderNo ? <EditLoader tenderNo={tenderNo} /> : <Alert variant="warning">The address names no tender. Open one from the list of tenders.</Alert>}
    </StaffDeskSection>
  );
}

function EditLoader({ tenderNo }: { tenderNo: string }) {
  const hydrated = useHydrated();
  const tender = useGetStaffTenderQuery(tenderNo, { skip: !hydrated, refetchOnMountOrArgChange: true });
  if (tender.isError) return <DeskRefusal error={tender.error} />;
  if (!tender.data) return <p aria-live="polite">Loading the tender…</p>;
  // Read once: a refetch after someone else's change must not overwrite what is being typed.
  return <TenderForm mode="edit" tenderNo={tenderNo} detail={tender.data} />;
}

type TenderFormProps = { mode: 'create' } | { mode: 'edit'; tenderNo: string; detail: StaffTenderDetail };

/** Errors a box shows: its own, and those of the field derived from it (the deadline's day, the opening's day). */
const DERIVED_ERRORS: Record<string, string> = { Bid_Deadline: 'Expiry_Date', Bid_Opening_At: 'Bid_Opening_Date' };

function TenderForm(props: TenderFormProps) {
  const navigate = useNavigate();
  const [create] = useCreateStaffTenderMutation();
  const [edit] = useEditStaffTenderMutation();
  const opened = (answer: TenderChangeAnswer) => {
    navigate(sitePath.staffTender(answer.tenderNo), { state: { notice: answer.message } satisfies DeskNotice });
    return answer;
  };
  const form = useForm(
    (props.mode === 'create' ? tenderCreateFormMachine : tenderEditFormMachine) as FormMachine<TenderFormValues, unknown>,
    {
      id: props.mode === 'create' ? 'staff-tender-create-form' : 'staff-tender-edit-form',
      send: (payload) =>
        props.mode === 'create'
          ? create(payload as Parameters<typeof create>[0]).unwrap().then(opened)
          : edit({ tenderNo: props.tenderNo, ...(payload as Omit<Parameters<typeof edit>[0], 'tenderNo'>) }).unwrap().then(opened),
      initialValues: props.mode === 'edit' ? tenderFormValues(props.detail) : undefined,
    },
  );
  const text = (name: string) => String(form.values[name] ?? '');
  const errorOf = (name: string) => form.errors[name] ?? (DERIVED_ERRORS[name] ? form.errors[DERIVED_ERRORS[name]] : undefined);
  const amounts = formAmounts(form.values);
  // The ERP's fields stay folded away, unless one of them is what stops the save.
  const [moreOpen, setMoreOpen] = useState(false);
  const erpError = TENDER_FORM_FIELDS.some(({ name, group }) => group === 'erp' && form.errors[name]);

  const field = ({ name, input }: (typeof TENDER_FORM_FIELDS)[number]) => {
    if (name === 'TenderNo' && props.mode === 'edit') {
      return (
        <p key={name} className="col-12">
          {tenderFieldLabel(name)}: <strong>{props.tenderNo}</strong> (a tender’s number never changes)
        </p>
      );
    }
    if (input === 'list') return <TenderTradesField key={name} name={name} value={text(name)} onChange={(value) => form.change(name, value)} error={form.errors[name]} />;
    if (input === 'checkbox') return <CheckField key={name} name={name} checked={form.values[name] === true} onChange={(value) => form.change(name, value)} error={form.errors[name]} />;
    if (input === 'deadline') return <DeadlineField key={name} value={text(name)} onChange={(value) => form.change(name, value)} error={errorOf(name)} />;
    if (input === 'discount') {
      const current = text(name);
      const options = current && !(DISCOUNT_TYPES as readonly string[]).includes(current) ? [...DISCOUNT_TYPES, current] : DISCOUNT_TYPES;
      return (
        <SelectField
          key={name}
          className="col-12 col-md-6"
          name={name}
          label={tenderFieldLabel(name)}
          placeholder="None given (read as Before Tax)"
          options={choicesOf(options)}
          value={current}
          onChange={(value) => form.change(name, value)}
          error={form.errors[name]}
        />
      );
    }
    const wide = input === 'multiline';
    return (
      <TextField
        key={name}
        className={wide ? 'col-12' : 'col-12 col-md-6'}
        name={name}
        label={tenderFieldLabel(name)}
        type={input === 'date' ? 'date' : input === 'datetime' ? 'datetime-local' : input === 'number' ? 'number' : 'text'}
        help={FIELD_HELP[name]}
        inputMode={input === 'number' ? 'decimal' : undefined}
        rows={name === 'Description' ? 6 : wide ? 2 : undefined}
        maxLength={name === 'Description' ? 5000 : undefined}
        value={text(name)}
        onChange={(value) => form.change(name, value)}
        error={errorOf(name)}
        required={['TenderNo', 'TenderDate', 'Reference'].includes(name)}
      />
    );
  };
  const group = (name: TenderFormGroup) => TENDER_FORM_FIELDS.filter((entry) => entry.group === name).map(field);

  return (
    <>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={props.mode === 'create' ? 'New tender' : 'Edit tender'} aria-busy={form.busy} onSubmit={form.onSubmit} className="tender-form">
        {(['what', 'where', 'when'] as const).map((name) => (
          <fieldset key={name} className="tender-form__group">
            <legend className="h5">{TENDER_GROUP_LEGENDS[name]}</legend>
            <div className="row">{group(name)}</div>
          </fieldset>
        ))}
        <fieldset className="tender-form__group">
          <legend className="h5">{TENDER_GROUP_LEGENDS.money}</legend>
          <div className="row">
            {group('money')}
            {amounts ? (
              <ComputedAmounts amounts={amounts} currency={text('Currency')} />
            ) : (
              <TextField
                className="col-12 col-md-6"
                name="TenderTotalAmont"
                label={tenderFieldLabel('TenderTotalAmont')}
                type="number"
                inputMode="decimal"
                help="A lump sum: give the sub-total instead and the board computes discount, tax and total."
                value={text('TenderTotalAmont')}
                onChange={(value) => form.change('TenderTotalAmont', value)}
                error={form.errors.TenderTotalAmont}
              />
            )}
          </div>
        </fieldset>
        <fieldset className="tender-form__group">
          <legend className="h5">{TENDER_GROUP_LEGENDS.bids}</legend>
          <div className="row">
            {group('bids')}
            {props.mode === 'create' && (
              <CheckField name="Published" checked={form.values.Published === true} onChange={(value) => form.change('Published', value)} error={form.errors.Published} />
            )}
          </div>
        </fieldset>
        <details className="tender-form__more" open={moreOpen || erpError} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
          <summary>{TENDER_GROUP_LEGENDS.erp}</summary>
          <fieldset className="tender-form__group">
            <legend className="visually-hidden">{TENDER_GROUP_LEGENDS.erp}</legend>
            <p className="form-text">The ERP’s own bookkeeping: kept with the tender and in the import, never shown to vendors.</p>
            <div className="row">{group('erp')}</div>
          </fieldset>
        </details>
        <SubmitButton busy={form.busy} className="mt-3">
          {props.mode === 'create' ? 'Create the tender' : 'Save the tender'}
        </SubmitButton>
      </form>
    </>
  );
}

/** Hints beside the boxes whose rules are not obvious from the label. */
const FIELD_HELP: Record<string, string> = {
  Description: 'What the work is, in your words: items, quantities, site conditions. Shown on the tender’s page above the specifications. Line breaks are kept.',
  Bid_Opening_At: TIME_HELP,
  SubCostTotalAmont: 'Before discount and tax. With a sub-total, discount, tax and total are computed when the tender is saved.',
  TotalDicountPer: 'Of the sub-total (of the sub-total plus tax for “After Tax”).',
  AdjustmentCost: 'Added to the total; negative for a reduction (round-off, credit).',
};

/**
 * The one deadline: a date box and a time box (India time) making `Bid_Deadline`, whose day becomes the
 * tender's `Expiry_Date`. A fieldset, so a screen reader hears "Bid deadline" before "Date" and "Time".
 */
function DeadlineField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const ids = useFieldIds('Bid_Deadline');
  const { date, time } = deadlineParts(value);
  const describedBy = [error ? ids.error : null, ids.help].filter(Boolean).join(' ');
  const invalid = error ? true : undefined;
  // The two halves of the one value: each box changes its half and keeps the other.
  const halves = [
    { part: 'date', column: 'col-7 col-sm-4', label: 'Date', value: date, join: (typed: string) => joinDeadline(typed, time) },
    { part: 'time', column: 'col-5 col-sm-3', label: 'Time (India)', value: time, join: (typed: string) => joinDeadline(date, typed) },
  ] as const;
  return (
    <fieldset className="col-12 form-field tender-form__deadline" aria-describedby={describedBy}>
      <legend className="form-label fs-6">
        {tenderFieldLabel('Bid_Deadline')} <span className="text-body-secondary">(required)</span>
      </legend>
      <div className="row g-2">
        {halves.map((half) => (
          <div key={half.part} className={half.column}>
            <label className="form-label small" htmlFor={`${ids.control}-${half.part}`}>
              {half.label}
            </label>
            <input
              id={`${ids.control}-${half.part}`}
              name={`Bid_Deadline_${half.part}`}
              type={half.part}
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={half.value}
              aria-invalid={invalid}
              aria-required
              aria-describedby={describedBy}
              onChange={(event) => onChange(half.join(event.target.value))}
            />
          </div>
        ))}
      </div>
      <div id={ids.help} className="form-text">
        Bids close at this minute, India time (Asia/Kolkata), whatever this computer’s own zone. Its day is the tender’s Expiry_Date. Once the sealing is armed, only a corrigendum moves it.
      </div>
      {error && (
        <div id={ids.error} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** What the server will store (`tenderAmounts`), read-only: the form never sends a discount, tax or total of its own. */
function ComputedAmounts({ amounts, currency }: { amounts: TenderAmounts; currency: string }) {
  const money = (amount: number) => (currency.trim() === '' || currency.trim().toUpperCase() === 'INR' ? formatRupees(amount) : `${currency.trim().toUpperCase()} ${amount.toFixed(2)}`);
  const rows: Array<[string, number]> = [
    [tenderFieldLabel('TotalDicountAmont'), amounts.TotalDicountAmont],
    [tenderFieldLabel('TotalTax'), amounts.TotalTax],
    [tenderFieldLabel('TenderTotalAmont'), amounts.TenderTotalAmont],
  ];
  return (
    <section className="col-12 tender-form__amounts" aria-labelledby="tender-form-amounts">
      <h3 id="tender-form-amounts" className="h6">
        Computed when saved
      </h3>
      <dl className="row mb-0" aria-live="polite">
        {rows.map(([label, amount]) => (
          <div key={label} className="col-12 col-sm-4">
            <dt className="small fw-normal text-body-secondary">{label}</dt>
            <dd className="fw-semibold">{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CheckField({ name, checked, onChange, error }: { name: string; checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  const id = `tender-field-${name}`;
  return (
    <div className="col-12 col-md-6 mb-3 form-check ms-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {tenderFieldLabel(name)}
      </label>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
