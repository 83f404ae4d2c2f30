import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AUDIT_TIME_ZONE } from '@/entities/audit-entry';
import type { StaffMemberRecord } from '@/entities/staff-member';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRoleName } from '@/shared/contracts/staff';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { choicesOf, FormFailure, SelectField, SubmitButton, TextField, useForm } from '@/shared/ui/form';
import {
  useAddStaffMemberMutation,
  useChangeStaffRoleMutation,
  useDisableStaffMemberMutation,
  useGetStaffMembersQuery,
  useResetStaffMemberMutation,
  staffMemberAddFormMachine,
  type StaffMemberAddValues,
} from '@/features/staff-team';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { refusalMessage, StaffQueryRefusal } from '@/shared/ui/desk';

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: AUDIT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** A change waiting for its confirmation. */
type Pending =
  | { kind: 'disable'; member: StaffMemberRecord }
  | { kind: 'reset'; member: StaffMemberRecord }
  | { kind: 'role'; member: StaffMemberRecord; role: StaffRoleName };

/** What the last change said: its message, and a set-up link to hand over (shown this once). */
type Outcome = { ok: boolean; message: string; setupLink?: string };

/**
 * `/staff/team` (admins): every staff member with their role, status and last sign-in; add one (the
 * answer's one-time set-up link is shown once, to copy and send), and disable, reset or change the role
 * of one, each after a confirmation. The rules (the last active admin stays) are the server's.
 */
export function StaffTeamPage() {
  useDocumentTitle('Team');
  const hydrated = useHydrated();
  const members = useGetStaffMembersQuery(undefined, { skip: !hydrated });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  let list;
  if (members.isError) list = <StaffQueryRefusal error={members.error} />;
  else if (!members.data) list = <p role="status">Loading the team…</p>;
  else list = <MemberList members={members.data} onOutcome={setOutcome} />;

  return (
    <section className="container py-4 staff-wide">
      <h1 className="h2 mb-3">Team</h1>
      <div aria-live="polite">{outcome && <OutcomeNote outcome={outcome} onDone={() => setOutcome(null)} />}</div>
      {list}
      {members.data && <AddMemberForm onAdded={setOutcome} />}
    </section>
  );
}

function OutcomeNote({ outcome, onDone }: { outcome: Outcome; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  // The link is the one thing to act on now: focused (and so scrolled into view, and read out) when it appears.
  useEffect(() => {
    linkRef.current?.focus();
  }, [outcome.setupLink]);
  const copy = async () => {
    await navigator.clipboard?.writeText(outcome.setupLink ?? '').then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Alert variant={outcome.ok ? 'success' : 'danger'} onClose={onDone} dismissible={!outcome.setupLink}>
      <p className={outcome.setupLink ? 'mb-2' : 'mb-0'}>{outcome.message}</p>
      {outcome.setupLink && (
        <>
          <label className="form-label" htmlFor="setup-link">
            One-time set-up link (shown only now)
          </label>
          <div className="d-flex flex-wrap gap-2">
            <input ref={linkRef} id="setup-link" className="form-control flex-grow-1 w-auto" readOnly value={outcome.setupLink} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-outline-secondary" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button type="button" className="btn btn-primary" onClick={onDone}>
              Done
            </button>
          </div>
        </>
      )}
    </Alert>
  );
}

function MemberList({ members, onOutcome }: { members: StaffMemberRecord[]; onOutcome: (outcome: Outcome) => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [roles, setRoles] = useState<Record<number, StaffRoleName>>({});
  const opener = useRef<HTMLElement | null>(null);
  const [disable, disableState] = useDisableStaffMemberMutation();
  const [reset, resetState] = useResetStaffMemberMutation();
  const [changeRole, roleState] = useChangeStaffRoleMutation();
  const busy = disableState.isLoading || resetState.isLoading || roleState.isLoading;

  const ask = (next: Pending) => (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setPending(next);
  };

  const confirm = async () => {
    if (!pending) return;
    const { member } = pending;
    const sent =
      pending.kind === 'disable' ? disable({ params: { id: member.id } }) : pending.kind === 'reset' ? reset({ params: { id: member.id } }) : changeRole({ params: { id: member.id }, body: { role: pending.role } });
    const answer = await sent.unwrap().then(
      (ok) => ({ ok: true, message: ok.message, setupLink: 'setupLink' in ok ? (ok.setupLink as string) : undefined }),
      (error: unknown) => ({ ok: false, message: refusalMessage(error) ?? 'The change could not be made. Please try again.' }),
    );
    setPending(null);
    onOutcome(answer);
  };

  return (
    <>
      <ul className="list-unstyled team-members">
        {members.map((member) => {
          const chosen = roles[member.id] ?? member.role;
          return (
            <li key={member.id} className="team-member border-bottom py-3">
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <strong>{member.name}</strong>
                <span className="text-break">{member.email}</span>
                <span className={`badge ${member.status === 'active' ? 'text-bg-success' : member.status === 'disabled' ? 'text-bg-secondary' : 'text-bg-warning'}`}>{member.status}</span>
              </div>
              <p className="small text-body-secondary mb-2">
                {STAFF_ROLE_LABELS[member.role]} · last sign-in: {member.lastSignInAt ? dayFormat.format(new Date(member.lastSignInAt)) : 'never'}
                {member.lockedUntil && ` · locked until ${dayFormat.format(new Date(member.lockedUntil))}`}
              </p>
              <div className="d-flex flex-wrap gap-2 align-items-end">
                <SelectField
                  className="mb-0"
                  name={`role-${member.id}`}
                  label={`Role of ${member.name}`}
                  size="sm"
                  options={choicesOf(STAFF_ROLES)}
                  value={chosen}
                  onChange={(value) => setRoles({ ...roles, [member.id]: value as StaffRoleName })}
                />
                <button type="button" className="btn btn-sm btn-outline-primary" disabled={chosen === member.role} onClick={ask({ kind: 'role', member, role: chosen })}>
                  Change role
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={ask({ kind: 'reset', member })}>
                  Reset sign-in
                </button>
                {member.status !== 'disabled' && (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={ask({ kind: 'disable', member })}>
                    Disable
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        show={pending !== null}
        title={pending ? confirmTitle(pending) : ''}
        confirmLabel={pending?.kind === 'disable' ? 'Disable' : pending?.kind === 'reset' ? 'Reset' : 'Change role'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        returnFocusTo={opener.current}
      >
        {pending && <p className="mb-0">{confirmText(pending)}</p>}
      </ConfirmDialog>
    </>
  );
}

function confirmTitle(pending: Pending): string {
  if (pending.kind === 'disable') return `Disable ${pending.member.name}?`;
  if (pending.kind === 'reset') return `Reset ${pending.member.name}'s sign-in?`;
  return `Make ${pending.member.name} ${pending.role}?`;
}

function confirmText(pending: Pending): string {
  const { email } = pending.member;
  if (pending.kind === 'disable') return `${email} is signed out everywhere at once and cannot sign in until reset.`;
  if (pending.kind === 'reset') return `${email}'s password and authenticator stop working and they are signed out; you get a new one-time set-up link to send them.`;
  return `${email} will ${STAFF_ROLE_LABELS[pending.role].replace(/^\w+: /, '')} from their next request.`;
}

function AddMemberForm({ onAdded }: { onAdded: (outcome: Outcome) => void }) {
  const [add] = useAddStaffMemberMutation();
  const form = useForm(staffMemberAddFormMachine, {
    id: 'staff-member-add-form',
    send: (payload) =>
      add({ body: payload })
        .unwrap()
        .then((answer) => {
          onAdded({ ok: true, message: answer.message, setupLink: answer.setupLink });
          return answer;
        }),
  });
  const change = (field: keyof StaffMemberAddValues) => (value: string) => form.change(field, value);
  const { succeeded, closeSuccess } = form;
  // The success is shown above, with the link; the emptied form is ready for the next member at once.
  useEffect(() => {
    if (succeeded) closeSuccess();
  }, [succeeded, closeSuccess]);
  return (
    <>
      <h2 className="h4 mt-4">Add a member</h2>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label="Add a staff member" aria-busy={form.busy} onSubmit={form.onSubmit} className="staff-add-form">
        <TextField name="email" label="E-mail" type="email" value={form.values.email} onChange={change('email')} error={form.errors.email} autoComplete="off" required />
        <TextField name="name" label="Name" value={form.values.name} onChange={change('name')} error={form.errors.name} autoComplete="off" required />
        <SelectField name="role" label="Role" value={form.values.role} options={choicesOf(STAFF_ROLES)} placeholder="Choose a role" onChange={change('role')} error={form.errors.role} required />
        <SubmitButton busy={form.busy} className="mt-2">
          Add member
        </SubmitButton>
      </form>
    </>
  );
}
