import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { sitePath } from '@/shared/config/site-paths';
import { richText } from '@/shared/i18n/rich-text';

import { FormFailure, SubmitButton, TextFields, useForm } from '@/shared/ui/form';
import { acceptsApplications, TENDER_MESSAGES, tenderStatus, useGetTenderQuery } from '@/entities/tender';
import { useGetVendorProfileQuery, useVendorProfileFields } from '@/entities/vendor-profile';
import {
  useGetSessionQuery,
  useRegisterVendorMutation,
  useTenderNo,
  clearVendorDraft,
  readVendorDraft,
  saveVendorDraft,
  vendorRegistrationFormMachine,
  AuthCard,
  useAccountScreenText,
  MY_APPLICATIONS_PATH,
  VendorTradesSection,
} from '@/features/auth';
import { formatDate } from '@/shared/lib/dates';
import { dayIn } from '@/shared/lib/company-day';

/**
 * `/userinfo`: docs/spec-fields.md §2's card. A logged-out vendor is told first, before typing anything; what
 * they did type (a session that ran out) is kept through log-in and back.
 */
export function VendorRegistrationPage() {
  const t = useAccountScreenText('Vendor Registration');
  const fields = useVendorProfileFields();
  const tenderNo = useTenderNo();
  const { data: user, isSuccess: sessionKnown } = useGetSessionQuery();
  const [register] = useRegisterVendorMutation();
  // The saved profile fills the form; the registration for this tender, if any, replaces it (issue 23).
  const saved = useGetVendorProfileQuery(tenderNo, { skip: !user });
  const registered = saved.data?.registered ?? null;
  const form = useForm(vendorRegistrationFormMachine, {
    id: 'vendor-registration-form',
    send: (payload) => register({ body: payload }).unwrap(),
    initialValues: { tenderNo },
  });
  const { values, errors, succeeded, prefill } = form; // errors.tenderNo has no box: it stands above the form
  const notice = useRef<HTMLDivElement>(null);
  const needsLogin = (sessionKnown && !user) || form.failureStatus === 401;
  // Apply only while the tender is open (issue 9); the server refuses it anyway.
  const { data: applyTender, isSuccess: tenderKnown } = useGetTenderQuery(tenderNo, { skip: !tenderNo });
  const notOpen = Boolean(tenderNo && tenderKnown) && (!applyTender || !acceptsApplications(tenderStatus(applyTender)));
  const notOpenMessage = applyTender ? TENDER_MESSAGES.notOpen(tenderStatus(applyTender)) : VENDOR_MESSAGES.tenderNotOpen;

  // What this tab typed wins, then the saved profile, then the account's e-mail: a pre-fill fills only empty fields.
  useEffect(() => prefill(readVendorDraft()), [prefill]);
  const profile = saved.data?.profile ?? null;
  const profileSettled = saved.isSuccess || saved.isError;
  useEffect(() => {
    if (profile) prefill(profile);
  }, [profile, prefill]);
  useEffect(() => {
    if (user?.email && profileSettled) prefill({ email: user.email });
  }, [user?.email, profileSettled, prefill]);
  useEffect(() => {
    if (succeeded) clearVendorDraft();
    else saveVendorDraft(values);
  }, [values, succeeded]);
  useEffect(() => {
    if (succeeded || form.failureStatus === 401) notice.current?.focus();
  }, [succeeded, form.failureStatus]);

  return (
    <AuthCard title={t('Fill The Below Form')} wide>
      {tenderNo && (
        <p>
          {richText(t, 'Vendor registration for tender {{tenderNo}}.', { tenderNo: <Link to={sitePath.tenderDetail(tenderNo)}>{tenderNo}</Link> })}
        </p>
      )}

      {notOpen && !succeeded ? (
        <div role="alert" className="alert alert-warning">
          <p className="mb-2">{t(notOpenMessage)}</p>
          <Link to={sitePath.tenders()} className="alert-link">
            {t('See the open tenders')}
          </Link>
        </div>
      ) : succeeded ? (
        <div ref={notice} tabIndex={-1} role="status" className="alert alert-success">
          <h2 className="h5">{t('Registration received')}</h2>
          <p>{t(VENDOR_MESSAGES.saved)}</p>
          <div className="d-flex flex-wrap gap-3">
            <Link to={sitePath.tenders()} className="btn btn-primary">
              {t('Back to tenders')}
            </Link>
            <Link to={MY_APPLICATIONS_PATH} className="btn btn-outline-primary">
              {t('My applications')}
            </Link>
            <Button variant="outline-secondary" onClick={form.closeSuccess}>
              {t('Register another company')}
            </Button>
          </div>
        </div>
      ) : registered && !needsLogin ? (
        <div role="status" className="alert alert-info">
          <h2 className="h5">{t('You have registered for this tender')}</h2>
          <p>{t('{{companyName}} registered for tender {{tenderNo}} on {{date}}. Our purchase team will contact you.', { ...registered, date: formatDate(dayIn(new Date(registered.appliedAt))) })}</p>
          <div className="d-flex flex-wrap gap-3">
            <Link to={MY_APPLICATIONS_PATH} className="btn btn-primary">
              {t('My applications')}
            </Link>
            <Link to={sitePath.tenderDetail(registered.tenderNo)} className="btn btn-outline-primary">
              {t('Back to the tender')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          {profile && !succeeded && <p className="text-body-secondary">{t('Filled in from your saved vendor profile: check it, change what is out of date, and apply. Your changes are saved with the application.')}</p>}
          {needsLogin && (
            <div ref={notice} tabIndex={-1} role="alert" className="alert alert-warning auth-notice">
              {t(VENDOR_MESSAGES.loginFirst)}{' '}
              {richText(t, '{{login}} or {{signUp}}.', {
                login: (
                  <Link to={sitePath.login(tenderNo)} className="alert-link">
                    {t('Log in')}
                  </Link>
                ),
                signUp: (
                  <Link to={sitePath.signUp(tenderNo)} className="alert-link">
                    {t('create an account')}
                  </Link>
                ),
              })}
            </div>
          )}
          {/* A 401 is said by the notice above; the tender's own refusal has no field, so it stands here. */}
          <FormFailure message={form.failureStatus === 401 ? null : form.failure} onDismiss={form.dismissFailure} />
          {errors.tenderNo && (
            <div role="alert" className="alert alert-danger form-failure">
              {t(errors.tenderNo)}
            </div>
          )}
          <form ref={form.formRef} noValidate aria-label={t('Vendor registration')} aria-busy={form.busy} onSubmit={form.onSubmit}>
            <fieldset disabled={sessionKnown && !user}>
              <div className="row">
                <TextFields form={form} fields={fields} required className="col-md-6 mb-3" />
              </div>
              <SubmitButton busy={form.busy} className="btn-lg">
                {t('Apply')}
              </SubmitButton>
            </fieldset>
          </form>
        </>
      )}
      {user && !needsLogin && <VendorTradesSection tenderNo={tenderNo} />}
    </AuthCard>
  );
}
