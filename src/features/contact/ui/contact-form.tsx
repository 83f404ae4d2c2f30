import { MAX_LENGTH } from '@/shared/contracts/forms';
import { useText, type Translate } from '@/shared/i18n';
import { FormFailure, SubmitButton, SuccessDialog, TextFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useSubmitContactMessageMutation } from '../api/contact-api';
import { contactText } from '../i18n/contact-text';
import { contactFormMachine, type ContactValues } from '../model/contact-form.machine';

const fields = (t: Translate<Record<string, string>>): Array<TextFieldSpec<keyof ContactValues>> => [
  { field: 'name', label: t('Name'), autoComplete: 'name', required: true },
  { field: 'email', label: t('Email'), type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: t('Phone'), type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', required: true, help: t('10 digits, e.g. 9823045671') },
  { field: 'message', label: t('Message'), rows: 5, maxLength: MAX_LENGTH.message },
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
          {t('Send Us A Message')}
        </h2>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <TextFields form={form} fields={fields(t)} />
        <SubmitButton busy={form.busy}>{t('Submit')}</SubmitButton>
      </form>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} formRef={form.formRef} />
    </>
  );
}
