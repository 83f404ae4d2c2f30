import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffSetupInfo } from '@/entities/staff-member';
import { refusalMessage } from '@/shared/api/refusal';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES, STAFF_PASSWORD_MIN } from '@/shared/contracts/staff';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { FormFailure, SubmitButton, TextField, TextFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useGetStaffSetupQuery, useSetUpStaffMutation, staffSetupFormMachine, type StaffSetupValues, StaffCard } from '@/features/staff';

/** The secret as an app's "enter a key" screen wants it typed: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The new password, twice; the e-mail above them is there for a password manager only. */
const PASSWORD_FIELDS: Array<TextFieldSpec<'password' | 'confirm'>> = [
  { field: 'password', label: 'New password', type: 'password', help: `At least ${STAFF_PASSWORD_MIN} characters; a common password is refused.`, autoComplete: 'new-password' },
  { field: 'confirm', label: 'New password again', type: 'password', autoComplete: 'new-password' },
];

/**
 * `/staff/setup?token=…`: the one-time link an admin printed with `npm run staff -- add`. It shows who
 * the link is for, the authenticator to enrol (a QR code and the secret as text, both made by the
 * server), and asks for a new password and the first code. The link is read only in the browser: the
 * server never renders (or caches) a page for a token.
 */
export function StaffSetupPage() {
  useDocumentTitle('Staff set-up');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const setup = useGetStaffSetupQuery({ query: { token } }, { skip: !hydrated || !token });

  let body;
  if (!token) body = <Alert variant="warning">{STAFF_MESSAGES.tokenMissing}</Alert>;
  else if (setup.isError) body = <Alert variant="warning">{refusalMessage(setup.error) ?? STAFF_MESSAGES.setupInvalid}</Alert>;
  else if (!setup.data) body = <p aria-live="polite">Checking your set-up link…</p>;
  else body = <SetupForm token={token} info={setup.data} />;
  return <StaffCard title="Set up your staff sign-in">{body}</StaffCard>;
}

function SetupForm({ token, info }: { token: string; info: StaffSetupInfo }) {
  const [setUp] = useSetUpStaffMutation();
  const form = useForm(staffSetupFormMachine, { id: 'staff-setup-form', send: (payload) => setUp({ body: payload }).unwrap(), initialValues: { token } });
  const change = (field: keyof StaffSetupValues) => (value: string) => form.change(field, value);

  if (form.succeeded) {
    return (
      <Alert variant="success">
        {STAFF_MESSAGES.setupDone} <Link to={sitePath.staffLogin()}>Sign in</Link>
      </Alert>
    );
  }
  return (
    <>
      <p>
        For <strong>{info.staff.name}</strong> ({info.staff.email}).
      </p>
      <h2 className="h5">1. Add the authenticator</h2>
      <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS, …), or type the key below into it.</p>
      <img className="staff-qr mb-3" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(info.totp.qrSvg)}`} alt="QR code for your authenticator app" width={192} height={192} />
      <p className="mb-1">Key (time-based, 6 digits):</p>
      <p>
        <code className="staff-secret">{grouped(info.totp.secret)}</code>
      </p>
      <h2 className="h5 mt-4">2. Choose a password and confirm the code</h2>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      {form.errors.token && (
        <Alert variant="warning" role="alert">
          {form.errors.token}
        </Alert>
      )}
      <form ref={form.formRef} noValidate aria-label="Staff set-up" aria-busy={form.busy} onSubmit={form.onSubmit}>
        {/* Read-only: tells a password manager which account the new password is for. */}
        <div className="mb-3">
          <label className="form-label" htmlFor="staff-setup-username">
            E-mail
          </label>
          <input id="staff-setup-username" className="form-control" type="email" autoComplete="username" value={info.staff.email} readOnly />
        </div>
        <TextFields<StaffSetupValues, 'password' | 'confirm'> form={form} fields={PASSWORD_FIELDS} required />
        <TextField
          name="code"
          label="6-digit code from the app"
          value={form.values.code}
          onChange={change('code')}
          error={form.errors.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
        />
        <SubmitButton busy={form.busy} className="w-100 mt-3">
          Set up
        </SubmitButton>
      </form>
    </>
  );
}
