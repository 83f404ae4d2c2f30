import type { MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import { sitePath } from '@/shared/config/site-paths';

import { FormFailure, SubmitButton, SuccessDialog, TextFields, translatedFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useSignUpMutation, useTenderNo, signUpFormMachine, type SignUpValues, AuthCard, useAccountScreenText } from '@/features/auth';

/** docs/spec-fields.md §2: the field names are shown as written there. */
const FIELDS: Array<TextFieldSpec<keyof SignUpValues>> = [
  { field: 'firstname', label: 'First_Name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last_Name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', help: 'At least 8 characters.' },
  { field: 'confirmPassword', label: 'Confirm_Password', type: 'password', autoComplete: 'new-password' },
];

/** docs/spec-fields.md §2 "Sign-up": on success the form is cleared and the modal offers Log In (keeping `tenderNo`). */
export function SignUpPage() {
  const t = useAccountScreenText('Sign Up');
  const navigate = useNavigate();
  const location = useLocation();
  const tenderNo = useTenderNo();
  const [signUp] = useSignUpMutation();
  const form = useForm(signUpFormMachine, { id: 'sign-up-form', send: (payload) => signUp({ body: payload }).unwrap() });
  const loginPath = sitePath.login(tenderNo);

  // docs/spec-fields.md, "Sign-up": the link goes back one page; opened directly (no page before it here), it leads to Log In.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <AuthCard title={t('Sign Up')}>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={t('Sign Up')} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <TextFields form={form} fields={translatedFields(t, FIELDS)} required />
        <SubmitButton busy={form.busy} className="w-100 mt-2">
          {t('Signup')}
        </SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center">
        <Link to={loginPath} onClick={goBack}>
          {t('Allready have an account ? Log In')}
        </Link>
      </p>
      <SuccessDialog
        show={form.succeeded}
        onClose={form.closeSuccess}
        formRef={form.formRef}
        message={ACCOUNT_MESSAGES.signUpModal}
        actions={<Button onClick={() => navigate(loginPath)}>{t('Log In')}</Button>}
      >
        <p className="mb-0">{t(ACCOUNT_MESSAGES.signUpSuccess)}</p>
      </SuccessDialog>
    </AuthCard>
  );
}
