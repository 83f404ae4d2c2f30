import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ACCOUNT_MESSAGES, type SignUpPayload } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { TextField, useFocusFirstInvalid, type TextFieldProps, NeedsJavaScript } from '@/shared/ui/form';
import { useSignUpMutation } from '../api/auth-api';
import { useTenderNo, withTenderNo } from '../lib/tender-query';
import { signUpMachine, type SignUpValues } from '../model/sign-up.machine';
import './auth.scss';

/** SPEC section 2: the field names are shown as written there. */
const FIELDS: Array<{ field: keyof SignUpValues; label: string } & Pick<TextFieldProps, 'type' | 'autoComplete' | 'help'>> = [
  { field: 'firstname', label: 'First_Name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last_Name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', help: 'At least 8 characters.' },
  { field: 'confirmPassword', label: 'Confirm_Password', type: 'password', autoComplete: 'new-password' },
];


export function SignUpPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const location = useLocation();
  const tenderNo = useTenderNo();
  const [signUp] = useSignUpMutation();
  const [machine] = useState(() =>
    signUpMachine.provide({
      actors: { signUp: fromPromise<WriteAnswer, SignUpPayload>(({ input }) => signUp(input).unwrap()) },
    }),
  );
  const [state, send] = useBridgedMachine(machine, { id: 'signUp' });
  const { values, errors, failure, errorRound } = state.context;
  const alert = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const failed = state.matches('error');
  const loginPath = withTenderNo('/tender/login', tenderNo);

  useFocusFirstInvalid(form, errorRound);
  useEffect(() => {
    if (failed && Object.keys(errors).length === 0) alert.current?.focus();
  }, [failed, failure, errors]);

  // SPEC: the link goes back one page; opened directly (no page before it here), it leads to Log In.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <section className="container py-5 auth-page">
      <div className="card auth-card mx-auto">
        <div className="card-body">
          <h1 className="mb-4">Sign Up</h1>
          {failed && failure && (
            <div ref={alert} tabIndex={-1} role="alert" className="alert alert-danger auth-error">
              {failure}
            </div>
          )}
          <Form
            ref={form}
            noValidate
            aria-busy={state.matches('submitting')}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            {FIELDS.map(({ field, label, ...input }) => (
              <TextField
                required
                key={field}
                name={field}
                label={label}
                value={values[field]}
                error={errors[field]}
                onChange={(value) => send({ type: 'CHANGE', field, value })}
                {...input}
              />
            ))}
            <NeedsJavaScript />
            <Button type="submit" className="w-100 mt-2" disabled={state.matches('submitting')}>
              Signup
            </Button>
          </Form>
          <p className="mt-4 mb-0 text-center">
            <Link to={loginPath} onClick={goBack}>
              Allready have an account ? Log In
            </Link>
          </p>
        </div>
      </div>

      <Modal show={state.matches('success')} onHide={() => send({ type: 'CLOSE' })} centered aria-labelledby="sign-up-success-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="sign-up-success-title" as="h2" className="h4">
            {ACCOUNT_MESSAGES.signUpModal}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{ACCOUNT_MESSAGES.signUpSuccess}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => send({ type: 'CLOSE' })}>
            Close
          </Button>
          <Button onClick={() => navigate(loginPath)}>Log In</Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
