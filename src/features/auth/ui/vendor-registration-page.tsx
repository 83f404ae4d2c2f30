import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { VendorRegistrationPayload } from '@/shared/contracts/accounts';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/entities';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { TextField, useFocusFirstInvalid, type TextFieldProps, NeedsJavaScript } from '@/shared/ui/form';
import { useGetSessionQuery, useRegisterVendorMutation } from '../api/auth-api';
import { useTenderNo, withTenderNo } from '../lib/tender-query';
import { vendorRegistrationMachine, type VendorValues } from '../model/vendor-registration.machine';
import './auth.scss';

type FieldSpec = { field: keyof VendorValues; label: string } & Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'help' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoCapitalize'
>;

/** SPEC section 2: the labels as written there. */
const FIELDS: FieldSpec[] = [
  { field: 'vendorName', label: 'Vendor Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    field: 'mobileNumber',
    label: 'Mobile Number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 10,
    help: '10 digits, starting with 6, 7, 8 or 9.',
  },
  { field: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  {
    field: 'gstNumber',
    label: 'G.S.T Number',
    maxLength: 15,
    autoCapitalize: 'characters',
    placeholder: '27ABCDE1234F1Z5',
    help: '15 characters: state code, your PAN, entity number, Z and a check character.',
  },
  {
    field: 'panNumber',
    label: 'Pancard Number',
    maxLength: 10,
    autoCapitalize: 'characters',
    placeholder: 'ABCDE1234F',
    help: '5 letters, 4 digits and a letter.',
  },
  {
    field: 'udyamNumber',
    label: 'Udyam Aadhar',
    maxLength: 19,
    autoCapitalize: 'characters',
    placeholder: 'UDYAM-MH-00-0000000',
    help: 'As on your Udyam registration certificate: UDYAM-XX-00-0000000.',
  },
];


export function VendorRegistrationPage() {
  useDocumentTitle('Vendor Registration');
  const tenderNo = useTenderNo();
  const { data: user, isSuccess: sessionKnown } = useGetSessionQuery();
  const [register] = useRegisterVendorMutation();
  const [machine] = useState(() =>
    vendorRegistrationMachine.provide({
      actors: { register: fromPromise<WriteAnswer, VendorRegistrationPayload>(({ input }) => register(input).unwrap()) },
    }),
  );
  const [state, send] = useBridgedMachine(machine, { id: 'vendorRegistration', input: { tenderNo } });
  const { values, errors, failure, errorRound } = state.context;
  const notice = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const succeeded = state.matches('success');
  const failed = state.matches('error');
  const loginPath = withTenderNo('/tender/login', tenderNo);
  const loggedOut = sessionKnown && !user;

  useEffect(() => {
    if (user?.email) send({ type: 'PREFILL', email: user.email });
  }, [user?.email, send]);
  useFocusFirstInvalid(form, errorRound);
  useEffect(() => {
    if (succeeded || (failed && Object.keys(errors).length === 0)) notice.current?.focus();
  }, [succeeded, failed, failure, errors]);

  return (
    <section className="container py-5 auth-page">
      <div className="card auth-card auth-card--wide mx-auto">
        <div className="card-header">
          <h1 className="h2 mb-0">Fill The Below Form</h1>
        </div>
        <div className="card-body">
          {tenderNo && (
            <p>
              Vendor registration for tender{' '}
              <Link to={`/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`}>{tenderNo}</Link>.
            </p>
          )}

          {succeeded ? (
            <div ref={notice} tabIndex={-1} role="status" className="alert alert-success">
              <h2 className="h5">Registration received</h2>
              <p>{VENDOR_MESSAGES.saved}</p>
              <div className="d-flex flex-wrap gap-3">
                <Link to="/tender" className="btn btn-primary">
                  Back to tenders
                </Link>
                <Button variant="outline-secondary" onClick={() => send({ type: 'RESET' })}>
                  Register another company
                </Button>
              </div>
            </div>
          ) : (
            <>
              {(loggedOut || failure?.needsLogin) && (
                <div
                  ref={failure?.needsLogin ? notice : undefined}
                  tabIndex={-1}
                  role={failure?.needsLogin ? 'alert' : undefined}
                  className="alert alert-warning auth-notice"
                >
                  {VENDOR_MESSAGES.loginFirst}{' '}
                  <Link to={loginPath} className="alert-link">
                    Log in
                  </Link>{' '}
                  or{' '}
                  <Link to={withTenderNo('/tender/login/signup', tenderNo)} className="alert-link">
                    create an account
                  </Link>
                  .
                </div>
              )}
              {failed && failure && !failure.needsLogin && (
                <div ref={notice} tabIndex={-1} role="alert" className="alert alert-danger auth-error">
                  {failure.message}
                </div>
              )}
              {errors.tenderNo && (
                <div role="alert" className="alert alert-danger auth-error">
                  {errors.tenderNo}
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
                <div className="row">
                  {FIELDS.map(({ field, label, ...input }) => (
                    <TextField
                      required
                      key={field}
                      className="col-md-6 mb-3"
                      name={field}
                      label={label}
                      value={values[field]}
                      error={errors[field]}
                      onChange={(value) => send({ type: 'CHANGE', field, value })}
                      {...input}
                    />
                  ))}
                </div>
                <NeedsJavaScript />
                <Button type="submit" size="lg" disabled={state.matches('submitting')}>
                  Apply
                </Button>
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
