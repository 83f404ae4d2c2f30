import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { useText } from '@/shared/i18n';

import { RESET_MESSAGES } from '@/shared/contracts/accounts';
import { FormFailure, SubmitButton, TextField, useForm } from '@/shared/ui/form';
import { AuthCard, useRequestPasswordResetMutation, useTenderNo, authText, forgotPasswordFormMachine, useAccountScreenText } from '@/features/auth';

/**
 * What the page does, said first: the vendor asks for a one-time link by e-mail (issue 23) and sets a new
 * password with it; the office is the way back for a vendor who no longer reads that mailbox. The answer
 * is the same whether or not the address has an account. (The office does not reset passwords itself:
 * nothing on the desk can.)
 */
export function ForgotPasswordPage() {
  const t = useAccountScreenText('Forgot Password');
  const tenderNo = useTenderNo();
  return (
    <AuthCard title={t('Forgot your password?')}>
      <p>
        {t(
          'Enter the e-mail address you signed up with and we will e-mail you a link to set a new password. The link works once, for one hour. Setting the new password logs you out on every device.',
        )}
      </p>
      <ResetLinkForm />
      <h2 className="h5">{t('No e-mail, or no longer using that address?')}</h2>
      <p>{t('Check your spam folder, or ask for a new link. If you no longer use the address you signed up with, write to us or call us and we will help you back into your account:')}</p>
      <ul className="list-unstyled mb-4">
        <li>
          {t('E-mail:')} <a href={`mailto:${COMPANY.email}?subject=${encodeURIComponent('Vendor account: password reset')}`}>{COMPANY.email}</a>
        </li>
        <li>
          {t('Phone:')} <a href={`tel:+91${COMPANY.phone}`}>{COMPANY.phoneDisplay}</a>
        </li>
      </ul>
      <h2 className="h5">{t('Our offices')}</h2>
      <ul className="list-unstyled">
        {COMPANY.offices.map((office) => (
          <li key={office.city} className="mb-2">
            <strong>{office.label}</strong>
            <br />
            {office.address}
          </li>
        ))}
      </ul>
      <Link to={sitePath.login(tenderNo)}>{t('Back to Log In')}</Link>
    </AuthCard>
  );
}

function ResetLinkForm() {
  const t = useText(authText);
  const [request] = useRequestPasswordResetMutation();
  const form = useForm(forgotPasswordFormMachine, { id: 'forgot-password-form', send: (payload) => request({ body: payload }).unwrap() });
  return (
    <section aria-labelledby="reset-link-heading" className="mt-4 mb-4">
      <h2 id="reset-link-heading" className="h5">
        {t('Get a reset link by e-mail')}
      </h2>
      {form.succeeded ? (
        <div role="status" className="alert alert-success">
          {t(RESET_MESSAGES.sent)}
        </div>
      ) : (
        <form ref={form.formRef} noValidate aria-label={t('Get a reset link')} aria-busy={form.busy} onSubmit={form.onSubmit}>
          <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
          <TextField
            name="email"
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            help={t('The address you signed up with. The link works once, for one hour.')}
            value={form.values.email}
            onChange={(value) => form.change('email', value)}
            error={form.errors.email}
            required
          />
          <SubmitButton busy={form.busy}>{t('Send the link')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
