import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { TextField, useFocusFirstInvalid, NeedsJavaScript } from '@/shared/ui/form';
import type { LoginPayload, SessionUser } from '@/shared/contracts/accounts';
import { useGetSessionQuery, useLogInMutation } from '../api/auth-api';
import { useTenderNo, withTenderNo } from '../lib/tender-query';
import { loginMachine } from '../model/login.machine';
import './auth.scss';


export function LoginPage() {
  useDocumentTitle('Log In');
  const navigate = useNavigate();
  const tenderNo = useTenderNo();
  const { data: user } = useGetSessionQuery();
  const [logIn] = useLogInMutation();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        logIn: fromPromise<SessionUser, LoginPayload>(async ({ input }) => {
          const answer = await logIn(input).unwrap();
          if (!answer.user) throw { status: 500, data: answer };
          return answer.user;
        }),
      },
    }),
  );
  const [state, send] = useBridgedMachine(machine, { id: 'login' });
  const { values, errors, failure, errorRound } = state.context;
  const alert = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const failed = state.matches('error');
  const succeeded = state.matches('success');

  useEffect(() => {
    if (succeeded) navigate(withTenderNo('/userinfo', tenderNo), { replace: true });
  }, [succeeded, navigate, tenderNo]);
  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed, failure]);
  useFocusFirstInvalid(form, errorRound);

  return (
    <section className="container py-5 auth-page">
      <div className="card auth-card mx-auto">
        <div className="card-body">
          <h1 className="mb-4">Log In</h1>
          {tenderNo && (
            <p className="text-body-secondary">
              Log in to apply for tender <strong>{tenderNo}</strong>.
            </p>
          )}
          {user && !succeeded && (
            <Alert variant="info">
              You are logged in as {user.firstname} {user.lastname}.{' '}
              <Link to={withTenderNo('/userinfo', tenderNo)}>Continue to the vendor registration form</Link>
            </Alert>
          )}
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
            <TextField
              required
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
            />
            <TextField
              required
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              className="mb-2"
              value={values.password}
              error={errors.password}
              onChange={(value) => send({ type: 'CHANGE', field: 'password', value })}
            />
            <p className="mb-4">
              <Link to={withTenderNo('/tender/login/forgot-password', tenderNo)}>Forgot Password ?</Link>
            </p>
            <NeedsJavaScript />
            <Button type="submit" className="w-100" disabled={state.matches('submitting') || succeeded}>
              Log In
            </Button>
          </Form>
          <p className="mt-4 mb-0 text-center">
            <Link to={withTenderNo('/tender/login/signup', tenderNo)}>Don&apos;t have an account?Sign up</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
