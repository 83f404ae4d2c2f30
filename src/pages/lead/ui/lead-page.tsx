import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  MAX_NOTE_LENGTH,
  nextStatuses,
  type LeadDetail,
  type LeadKind,
} from '@/entities/lead';
import { API_URL } from '@/shared/config/env';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { FormFailure, SelectField, SubmitButton, TextField, useForm } from '@/shared/ui/form';
import type { SelectOption } from '@/shared/ui/select-options';
import {
  leadResumeUrl,
  useChangeLeadMutation,
  useGetLeadQuery,
  useGetLeadOwnersQuery,
  type StaffMemberChoice,
  leadChangeFormMachine,
  UNASSIGNED,
  leadAnswerMessage as answerMessage,
  atOffice,
  statusOf,
} from '@/features/staff';

/**
 * The lead the address names (`/staff/leads/<kind>/<id>`), or null: the page asks the server only for a
 * kind it knows and a whole id. Read from the location rather than with `useParams`, which no public
 * screen uses: the router's shared chunk (every page loads it) stays as it is.
 */
function leadKeyOf(pathname: string): { kind: LeadKind; id: number } | null {
  const [, kind, id] = /^\/staff\/leads\/([^/]+)\/([^/]+)\/?$/i.exec(pathname) ?? [];
  if (!kind || !(LEAD_KINDS as readonly string[]).includes(kind) || !id || !/^[1-9]\d{0,15}$/.test(id)) return null;
  return { kind: kind as LeadKind, id: Number(id) };
}

/**
 * `/staff/leads/:kind/:id`: one lead, its submission as sent, its notes, and the form that works it: a
 * next status (only those the lead may move to), an owner, a note. A stale save (someone changed the lead
 * meanwhile) shows the server's message and the lead as it now is, and keeps what was typed.
 */
export function LeadPage() {
  const key = leadKeyOf(useLocation().pathname);
  const hydrated = useHydrated();
  const lead = useGetLeadQuery(key ?? { kind: 'enquiry', id: 0 }, { skip: !hydrated || !key });
  const members = useGetLeadOwnersQuery(undefined, { skip: !hydrated || !key });
  useDocumentTitle(lead.data ? `${LEAD_KIND_LABELS[lead.data.kind]}: ${lead.data.name}` : 'Lead');

  let body;
  if (!key) body = <Alert variant="warning">There is no such lead.</Alert>;
  else if (lead.isError) {
    const status = statusOf(lead.error);
    body =
      status === 401 ? (
        <p>
          {STAFF_MESSAGES.notSignedIn} <Link to={sitePath.staffLogin()}>Sign in</Link>
        </p>
      ) : (
        <Alert variant="warning">{answerMessage(lead.error, 'The lead could not be loaded. Please reload the page.')}</Alert>
      );
  } else if (!lead.data || !members.data) body = <p aria-live="polite">Loading the lead…</p>;
  else body = <LeadDetails lead={lead.data} members={members.data} />;

  return (
    <section className="container py-4 staff-desk">
      <p className="mb-2">
        <Link to={sitePath.staffLeads()}>All leads</Link>
      </p>
      <h1 className="h2 mb-3">{lead.data ? `${LEAD_KIND_LABELS[lead.data.kind]}: ${lead.data.name}` : 'Lead'}</h1>
      {body}
    </section>
  );
}

const FIELD_LABELS: Record<string, string> = {
  created_at: 'Received',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  selectedPost: 'Post applied for',
  currentLocation: 'Current location',
  currentEmployer: 'Current employer',
  resume_name: 'Resume',
  resume_type: 'Resume type',
  resume_size: 'Resume size (bytes)',
  tender_no: 'Tender number',
  vendor_name: 'Vendor name',
  mobile_number: 'Mobile number',
  company_name: 'Company name',
  gst_number: 'GST number',
  pan_number: 'PAN',
  udyam_number: 'Udyam number',
};
/** Row keys that say nothing to the office. */
const HIDDEN_FIELDS = new Set(['id', 'account_id']);
const fieldLabel = (name: string) => FIELD_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

function LeadDetails({ lead, members }: { lead: LeadDetail; members: StaffMemberChoice[] }) {
  const owner = lead.ownerStaffId === null ? 'Unassigned' : (members.find((member) => member.id === lead.ownerStaffId)?.name ?? `Staff #${lead.ownerStaffId}`);
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <p>
          <span className={`badge lead-status lead-status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span> · Owner: <strong>{owner}</strong> · Received{' '}
          <time dateTime={lead.receivedAt}>{atOffice(lead.receivedAt)}</time>
        </p>
        <h2 className="h5">As sent</h2>
        <dl className="lead-fields">
          {Object.entries(lead.fields)
            .filter(([name]) => !HIDDEN_FIELDS.has(name))
            .map(([name, value]) => (
              <div key={name} className="row">
                <dt className="col-sm-4">{fieldLabel(name)}</dt>
                <dd className="col-sm-8">{name === 'created_at' ? atOffice(String(value)) : String(value) || '—'}</dd>
              </div>
            ))}
        </dl>
        {lead.kind === 'career' && (
          <p>
            <a className="btn btn-outline-secondary" href={leadResumeUrl(lead.id, API_URL)} download>
              Download the resume
            </a>
          </p>
        )}
        <h2 className="h5">Notes</h2>
        {lead.notes.length === 0 ? (
          <p className="text-body-secondary">No notes yet.</p>
        ) : (
          <ol className="list-unstyled lead-notes">
            {lead.notes.map((note) => (
              <li key={note.id} className="border-start ps-2 mb-2">
                <div className="small text-body-secondary">
                  <time dateTime={note.at}>{atOffice(note.at)}</time> · {note.author}
                </div>
                <div className="lead-note-text">{note.text}</div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="col-12 col-lg-5">
        <LeadChangeForm lead={lead} members={members} />
      </div>
    </div>
  );
}

function LeadChangeForm({ lead, members }: { lead: LeadDetail; members: StaffMemberChoice[] }) {
  const [changeLead] = useChangeLeadMutation();
  // The version is read as the change is sent: after a 409 the cache holds the lead as it now is.
  const form = useForm(leadChangeFormMachine, {
    id: 'lead-change-form',
    send: (change) => changeLead({ kind: lead.kind, id: lead.id, change: { ...change, version: lead.version } }).unwrap(),
  });
  const [saved, setSaved] = useState(false);
  const { succeeded, closeSuccess } = form;
  useEffect(() => {
    if (!succeeded) return;
    setSaved(true);
    closeSuccess();
  }, [succeeded, closeSuccess]);
  const change = (field: 'status' | 'owner' | 'note') => (value: string) => {
    setSaved(false);
    form.change(field, value);
  };
  // After a colleague's change (a 409 shows the lead as it now is), a status chosen before may no longer
  // be a next step: the box goes back to "keep" rather than showing one thing and holding another.
  const chosen = form.values.status;
  const formChange = form.change;
  useEffect(() => {
    if (chosen && !nextStatuses(lead.kind, lead.status).includes(chosen)) formChange('status', '');
  }, [chosen, lead.kind, lead.status, formChange]);

  const statuses: SelectOption[] = [
    { value: '', label: `Keep: ${LEAD_STATUS_LABELS[lead.status]}` },
    ...nextStatuses(lead.kind, lead.status).map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
  ];
  const owners: SelectOption[] = [
    { value: '', label: 'Keep the owner' },
    ...(lead.ownerStaffId === null ? [] : [{ value: UNASSIGNED, label: 'Nobody (unassigned)' }]),
    ...members.filter((member) => member.id !== lead.ownerStaffId).map((member) => ({ value: String(member.id), label: member.name })),
  ];
  return (
    <>
      <h2 className="h5">Work this lead</h2>
      {saved && (
        <Alert variant="success" role="status">
          Saved.
        </Alert>
      )}
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label="Work this lead" aria-busy={form.busy} onSubmit={form.onSubmit}>
        <SelectField name="status" label="Status" value={form.values.status} options={statuses} onChange={change('status')} error={form.errors.status} />
        <SelectField name="owner" label="Owner" value={form.values.owner} options={owners} onChange={change('owner')} error={form.errors.owner} />
        <TextField name="note" label="Note" rows={4} value={form.values.note} onChange={change('note')} error={form.errors.note} maxLength={MAX_NOTE_LENGTH} help="What the customer said, what happens next." />
        <SubmitButton busy={form.busy} className="mt-2">
          Save
        </SubmitButton>
      </form>
    </>
  );
}
