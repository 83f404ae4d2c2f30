import { Link, useSearchParams } from 'react-router-dom';
import { RESET_MESSAGES } from '@/shared/contracts/accounts';
import { sitePath } from '@/shared/config/site-paths';

import { FormFailure, SubmitButton, TextFields, translatedFields, useFocusWhenShown, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useResetPasswordMutation, resetPasswordFormMachine, type ResetPasswordValues, AuthCard, useAccountScreenText } from '@/features/auth';

const FIELDS: Array<TextFieldSpec<'password' | 'confirmPassword'>> = [
  { field: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', help: 'At least 8 characters.' },
  { field: 'confirmPassword', label: 'Confirm the new password', type: 'password', autoComplete: 'new-password' },
];

/**
 * `/tender/login/reset-password?token=…`, the page a reset e-mail links to (issue 23): a new password with
 * the sign-up's rules. Once it is set, every session of the account has ended; the vendor logs in again.
 */
export function ResetPasswordPage() {
  const t = useAccountScreenText('Set a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useResetPasswordMutation();
  const form = useForm(resetPasswordFormMachine, { id: 'reset-password-form', send: (payload) => reset({ body: payload }).unwrap(), initialValues: { token } });
  const notice = useFocusWhenShown(form.succeeded);
  // The link's token has no box: a refused link is said above the form, with the way to a new one.
  const linkRefused = form.errors.token ?? (!token ? RESET_MESSAGES.invalidLink : null);

  return (
    <AuthCard title={t('Set a new password')}>
      {form.succeeded ? (
        <div ref={notice} tabIndex={-1} role="status" className="alert alert-success">
          <p>{t(RESET_MESSAGES.done)}</p>
          <Link to={sitePath.login()} className="btn btn-primary">
            {t('Log In')}
          </Link>
        </div>
      ) : (
        <>
          {linkRefused && (
            <div role="alert" className="alert alert-warning">
              {t(linkRefused)}{' '}
              <Link to={sitePath.forgotPassword()} className="alert-link">
                {t('Ask for a new link')}
              </Link>
            </div>
          )}
          <FormFailure message={form.errors.token ? null : form.failure} onDismiss={form.dismissFailure} />
          <form ref={form.formRef} noValidate aria-label={t('Set a new password')} aria-busy={form.busy} onSubmit={form.onSubmit}>
            <fieldset disabled={!token}>
              <TextFields<ResetPasswordValues, 'password' | 'confirmPassword'> form={form} fields={translatedFields(t, FIELDS)} required />
              <SubmitButton busy={form.busy} className="w-100 mt-2">
                {t('Save the new password')}
              </SubmitButton>
            </fieldset>
          </form>
        </>
      )}
    </AuthCard>
  );
}
