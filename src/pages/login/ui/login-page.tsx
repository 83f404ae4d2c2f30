import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { richText } from '@/shared/i18n/rich-text';
import { FormFailure, SubmitButton, TextFields, translatedFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useGetSessionQuery, useLogInMutation, useTenderNo, loginFormMachine, type LoginValues, AuthCard, useAccountScreenText } from '@/features/auth';

/** docs/spec-fields.md §2: both required, the e-mail box of e-mail type. */
const FIELDS: Array<TextFieldSpec<keyof LoginValues>> = [
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** docs/spec-fields.md §2 "Login"; on an OK answer the vendor goes on to `/userinfo` (keeping `tenderNo`). */
export function LoginPage() {
  const t = useAccountScreenText('Log In');
  const navigate = useNavigate();
  const tenderNo = useTenderNo();
  const { data: user } = useGetSessionQuery();
  const [logIn] = useLogInMutation();
  const form = useForm(loginFormMachine, { id: 'login-form', send: (payload) => logIn({ body: payload }).unwrap() });
  const { succeeded } = form;

  useEffect(() => {
    if (succeeded) navigate(sitePath.vendorRegistration(tenderNo), { replace: true });
  }, [succeeded, navigate, tenderNo]);

  return (
    <AuthCard title={t('Log In')}>
      {tenderNo && (
        <p className="text-body-secondary">
          {richText(t, 'Log in to apply for tender {{tenderNo}}.', { tenderNo: <strong>{tenderNo}</strong> })}
        </p>
      )}
      {user && !succeeded && (
        <Alert variant="info">
          {t('You are logged in as {{firstname}} {{lastname}}.', user)}{' '}
          <Link to={sitePath.vendorRegistration(tenderNo)}>{t('Continue to the vendor registration form')}</Link>
        </Alert>
      )}
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={t('Log In')} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <TextFields form={form} fields={translatedFields(t, FIELDS)} required />
        <p className="mb-4">
          <Link to={sitePath.forgotPassword(tenderNo)}>{t('Forgot Password ?')}</Link>
        </p>
        <SubmitButton busy={form.busy} disabled={succeeded} className="w-100">
          {t('Log In')}
        </SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center">
        <Link to={sitePath.signUp(tenderNo)}>{t("Don't have an account?Sign up")}</Link>
      </p>
    </AuthCard>
  );
}
