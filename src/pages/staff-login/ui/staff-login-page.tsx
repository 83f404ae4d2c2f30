import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES, type StaffCodePayload, type StaffLoginPayload, type StaffMember } from '@/shared/contracts/staff';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { FormFailure, SubmitButton, TextField, useFocusFirstInvalid, useKeepTypedBeforeHydration } from '@/shared/ui/form';
import { useStaffLogInCodeMutation, useStaffLogInMutation, staffLoginMachine, type StaffLoginValues, StaffCard } from '@/features/staff';

/**
 * `/staff/login`: the e-mail and password, then the 6-digit code from the authenticator app, then the
 * desk. The machine (`staff-login.machine.ts`) holds the steps; this screen provides the two calls.
 */
export function StaffLoginPage() {
  useDocumentTitle('Staff sign-in');
  const navigate = useNavigate();
  const [logIn] = useStaffLogInMutation();
  const [sendCode] = useStaffLogInCodeMutation();
  const calls = useRef({ logIn, sendCode });
  useEffect(() => {
    calls.current = { logIn, sendCode };
  }, [logIn, sendCode]);
  const [logic] = useState(() =>
    staffLoginMachine.provide({
      actors: {
        sendPassword: fromPromise<unknown, StaffLoginPayload>(({ input }) => calls.current.logIn({ body: input }).unwrap()),
        sendCode: fromPromise<{ staff: StaffMember }, StaffCodePayload>(({ input }) => calls.current.sendCode({ body: input }).unwrap()),
      },
    }),
  );
  const [snapshot, send] = useBridgedMachine(logic, { id: 'staff-login' });
  const { values, errors, failure, errorRound } = snapshot.context;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorRound);

  const signedIn = snapshot.matches('signedIn');
  useEffect(() => {
    if (signedIn) navigate(sitePath.staffDesk(), { replace: true });
  }, [signedIn, navigate]);

  // What was typed before the page hydrated is kept (the e-mail typed while the scripts were still loading).
  const changed = useCallback((field: keyof StaffLoginValues, value: string) => send({ type: 'CHANGE', field, value }), [send]);
  useKeepTypedBeforeHydration(formRef, values, changed);
  const change = (field: keyof StaffLoginValues) => (value: string) => changed(field, value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const startAgain = () => send({ type: 'START_AGAIN' });
  const dismiss = () => send({ type: 'DISMISS' });

  if (snapshot.matches('locked')) {
    return (
      <StaffCard title="Staff sign-in">
        <Alert variant="warning" role="alert">
          {failure ?? STAFF_MESSAGES.locked}
        </Alert>
        <button type="button" className="btn btn-outline-primary" onClick={startAgain}>
          Start again
        </button>
      </StaffCard>
    );
  }

  const codeStep = snapshot.matches('code') || snapshot.matches('sendingCode');
  const busy = snapshot.matches('sendingPassword') || snapshot.matches('sendingCode');
  return (
    <StaffCard title="Staff sign-in">
      <FormFailure message={failure} onDismiss={dismiss} />
      {codeStep ? (
        <form ref={formRef} key="code" noValidate aria-label="Authenticator code" aria-busy={busy} onSubmit={submit}>
          <p>{STAFF_MESSAGES.passwordStep}</p>
          <TextField
            name="code"
            label="6-digit code"
            value={values.code}
            onChange={change('code')}
            error={errors.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
          />
          <div className="d-flex flex-wrap gap-2 mt-4">
            <SubmitButton busy={busy || signedIn} className="flex-grow-1">
              Sign in
            </SubmitButton>
            <button type="button" className="btn btn-link" onClick={startAgain} disabled={busy}>
              Start again
            </button>
          </div>
        </form>
      ) : (
        <form ref={formRef} key="password" noValidate aria-label="Staff sign-in" aria-busy={busy} onSubmit={submit}>
          <TextField name="email" label="E-mail" type="email" value={values.email} onChange={change('email')} error={errors.email} autoComplete="username" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            autoComplete="current-password"
            required
          />
          <SubmitButton busy={busy} className="w-100 mt-3">
            Continue
          </SubmitButton>
        </form>
      )}
      <p className="mt-4 mb-0 text-body-secondary small">
        This sign-in is for the company&apos;s staff. Vendors log in at the tender board. Forgotten your password or lost your phone? Ask an admin for a
        new set-up link.
      </p>
    </StaffCard>
  );
}
