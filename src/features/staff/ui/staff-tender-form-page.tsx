import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffTenderDetail } from '@/entities/tender';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import type { FormMachine } from '@/shared/model/form.machine';
import { FormFailure, SubmitButton, TextField, useForm } from '@/shared/ui/form';
import { useCreateStaffTenderMutation, useEditStaffTenderMutation, useGetStaffTenderQuery, type TenderChangeAnswer } from '../api/staff-tenders-api';
import { TENDER_FORM_FIELDS, tenderCreateFormMachine, tenderEditFormMachine, tenderFormValues, type TenderFormValues } from '../model/tender-form.machine';
import { DeskRefusal } from './desk-refusal';
import { StaffDeskSection } from './staff-desk-section';
import { tenderFieldLabel } from './tender-field-labels';
import { TenderTradesField } from './tender-trades-field';

/** The deadline and opening boxes: the times are the office's, whatever the browser's own zone. */
const TIME_HELP = 'India time (Asia/Kolkata). When set, it also sets the date column beside it. Leave empty for none.';

/** What a desk page shows on arrival after a change made on another (the new tender's "created"). */
export interface DeskNotice {
  notice?: string;
}

/**
 * `/staff/tenders/new` and `/staff/tenders/edit?tenderNo=…`: one form over the import's fields, checked
 * with the import's schema (the same words as `npm run tenders -- import`), then by the server. A saved
 * tender opens its desk page. An edit someone else overtook (409) keeps every typed value and says so.
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

  return (
    <>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={props.mode === 'create' ? 'New tender' : 'Edit tender'} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <div className="row">
          {TENDER_FORM_FIELDS.map(({ name, input }) => {
            if (name === 'TenderNo' && props.mode === 'edit') {
              return (
                <p key={name} className="col-12">
                  {tenderFieldLabel(name)}: <strong>{props.tenderNo}</strong> (a tender’s number never changes)
                </p>
              );
            }
            if (input === 'list') return <TenderTradesField key={name} name={name} value={text(name)} onChange={(value) => form.change(name, value)} error={form.errors[name]} />;
            if (input === 'checkbox') return <CheckField key={name} name={name} checked={form.values[name] === true} onChange={(value) => form.change(name, value)} error={form.errors[name]} />;
            return (
              <TextField
                key={name}
                className="col-12 col-md-6"
                name={name}
                label={tenderFieldLabel(name)}
                type={input === 'date' ? 'date' : input === 'datetime' ? 'datetime-local' : input === 'number' ? 'number' : 'text'}
                help={input === 'datetime' ? TIME_HELP : undefined}
                inputMode={input === 'number' ? 'decimal' : undefined}
                rows={name === 'Admin_Note' || name === 'Bill_To' || name === 'Ship_To' ? 2 : undefined}
                value={text(name)}
                onChange={(value) => form.change(name, value)}
                error={form.errors[name]}
                required={['TenderNo', 'TenderDate', 'Expiry_Date', 'Reference'].includes(name)}
              />
            );
          })}
          {props.mode === 'create' && (
            <CheckField name="Published" checked={form.values.Published === true} onChange={(value) => form.change('Published', value)} error={form.errors.Published} />
          )}
        </div>
        <SubmitButton busy={form.busy} className="mt-3">
          {props.mode === 'create' ? 'Create the tender' : 'Save the tender'}
        </SubmitButton>
      </form>
    </>
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
