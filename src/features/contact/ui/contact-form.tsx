import { MAX_LENGTH } from '@/shared/contracts/forms';
import { useText, type Translate } from '@/shared/i18n';
import { FormFailure, SubmitButton, SuccessDialog, TextFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useSubmitContactMessageMutation } from '../api/contact-api';
import { contactText } from '../i18n/contact-text';
import type { contactEn } from '../i18n/contact-text.en';
import { contactFormMachine, type ContactValues } from '../model/contact-form.machine';

const fields = (t: Translate<typeof contactEn>): Array<TextFieldSpec<keyof ContactValues>> => [
  { field: 'name', label: t('name'), autoComplete: 'name', required: true },
  { field: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: t('phone'), type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', required: true, help: t('phoneHelp') },
  { field: 'message', label: t('message'), rows: 5, maxLength: MAX_LENGTH.message },
];

/** "Send Us A Message": name, e-mail, a ten-digit phone and an optional message. */
export function ContactForm() {
  const t = useText(contactText);
  const [submitContactMessage] = useSubmitContactMessageMutation();
  const form = useForm<ContactValues>(contactFormMachine, {
    id: 'contact-form',
    send: (values) => submitContactMessage(values).unwrap(),
  });

  return (
    <>
      <form ref={form.formRef} className="site-form" noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-page__heading">
          {t('formTitle')}
        </h2>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <TextFields form={form} fields={fields(t)} />
        <SubmitButton busy={form.busy}>{t('submit')}</SubmitButton>
      </form>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} formRef={form.formRef} />
    </>
  );
}
