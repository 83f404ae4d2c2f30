import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { ENQUIRY_MESSAGE_PARAM } from '@/shared/config/site-paths';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { FormFailure, SubmitButton, SuccessDialog, TextField, useForm } from '@/shared/ui/form';
import { Section } from '@/shared/ui/section';
import { useSubmitEnquiryMutation } from '../api/enquiry-api';
import { enquiryFormMachine, type EnquiryValues } from '../model/enquiry-form.machine';
import './enquiry-section.scss';


/** Home block 8: the enquiry form beside a looping video. `id="enquiry"` is the target of `/#enquiry`. */
export function EnquirySection() {
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => searchParams.get(ENQUIRY_MESSAGE_PARAM) ?? '');
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const form = useForm<EnquiryValues>(enquiryFormMachine, {
    id: 'enquiry-form',
    send: (values) => submitEnquiry(values).unwrap(),
    initialValues: prefill ? { message: prefill } : undefined,
  });
  const { values, errors } = form;

  // A visitor arriving from the estimator has the message written; let them type their name at once.
  useEffect(() => {
    if (!prefill) return;
    form.formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, [prefill, form.formRef]);

  return (
    <Section id="enquiry" title="Enquiry Form" tone="muted" className="enquiry-section">
      <div className="row g-4 align-items-stretch">
        <div className="col-lg-6 d-none d-lg-block">
          <BackgroundVideo className="enquiry-section__video" src={mediaUrl(COMPANY.media.enquiryVideo)} poster={mediaUrl(COMPANY.media.welcomePoster)} lazy />
        </div>
        <div className="col-lg-6">
          <form ref={form.formRef} className="site-form" noValidate onSubmit={form.onSubmit} aria-label="Enquiry form">
            <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
            <TextField label="Name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(value) => form.change('name', value)} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(value) => form.change('email', value)} />
            <TextField
              label="Contact Number"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              error={errors.phone}
              onChange={(value) => form.change('phone', value)}
            />
            <TextField label="Address" name="address" autoComplete="street-address" rows={2} value={values.address} error={errors.address} onChange={(value) => form.change('address', value)} />
            <TextField label="Message" name="message" rows={5} value={values.message} error={errors.message} onChange={(value) => form.change('message', value)} />
            <SubmitButton busy={form.busy}>Submit</SubmitButton>
          </form>
        </div>
      </div>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} />
    </Section>
  );
}
