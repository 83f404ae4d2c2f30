import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { ENQUIRY_MESSAGE_PARAM } from '@/shared/config/site-paths';
import { MAX_LENGTH } from '@/shared/contracts/forms';
import { useText, type Translate } from '@/shared/i18n';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { FormFailure, SubmitButton, SuccessDialog, TextFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { Section } from '@/shared/ui/section';
import { useSubmitEnquiryMutation } from '../api/enquiry-api';
import { homeText } from '../i18n/home-text';
import { enquiryFormMachine, type EnquiryValues } from '../model/enquiry-form.machine';
import './enquiry-section.scss';


/** docs/spec-fields.md §5: name, e-mail and phone required; address and message optional. */
const fields = (t: Translate<Record<string, string>>): Array<TextFieldSpec<keyof EnquiryValues>> => [
  { field: 'name', label: t('Name'), autoComplete: 'name', required: true },
  { field: 'email', label: t('Email'), type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: t('Contact Number'), type: 'tel', autoComplete: 'tel', required: true },
  { field: 'address', label: t('Address'), autoComplete: 'street-address', rows: 2, maxLength: MAX_LENGTH.address },
  { field: 'message', label: t('Message'), rows: 5, maxLength: MAX_LENGTH.message },
];

/** Home block 8: the enquiry form beside a looping video. `id="enquiry"` is the target of `/#enquiry`. */
export function EnquirySection() {
  const t = useText(homeText);
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => searchParams.get(ENQUIRY_MESSAGE_PARAM) ?? '');
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const form = useForm<EnquiryValues>(enquiryFormMachine, {
    id: 'enquiry-form',
    send: (values) => submitEnquiry(values).unwrap(),
    initialValues: prefill ? { message: prefill } : undefined,
  });

  // A visitor arriving from the estimator has the message written; let them type their name at once.
  useEffect(() => {
    if (!prefill) return;
    form.formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, [prefill, form.formRef]);

  return (
    <Section id="enquiry" title={t('Enquiry Form')} tone="muted" className="enquiry-section">
      <div className="row g-4 align-items-stretch">
        <div className="col-lg-6 d-none d-lg-block">
          <BackgroundVideo className="enquiry-section__video" src={mediaUrl(COMPANY.media.enquiryVideo)} poster={mediaUrl(COMPANY.media.welcomePoster)} lazy />
        </div>
        <div className="col-lg-6">
          <form ref={form.formRef} className="site-form" noValidate onSubmit={form.onSubmit} aria-label={t('Enquiry form')}>
            <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
            <TextFields form={form} fields={fields(t)} />
            <SubmitButton busy={form.busy}>{t('Submit')}</SubmitButton>
          </form>
        </div>
      </div>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} formRef={form.formRef} />
    </Section>
  );
}
