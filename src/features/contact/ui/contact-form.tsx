import { FormFailure, SubmitButton, SuccessDialog, TextField, useForm } from '@/shared/ui/form';
import { useSubmitContactMessageMutation } from '../api/contact-api';
import { contactFormMachine, type ContactValues } from '../model/contact-form.machine';

/** "Send Us A Message": name, e-mail, a ten-digit phone and an optional message. */
export function ContactForm() {
  const [submitContactMessage] = useSubmitContactMessageMutation();
  const form = useForm<ContactValues>(contactFormMachine, {
    id: 'contact-form',
    send: (values) => submitContactMessage(values).unwrap(),
  });
  const { values, errors } = form;

  return (
    <>
      <form ref={form.formRef} className="site-form" noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-page__heading">
          Send Us A Message
        </h2>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <TextField label="Name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(value) => form.change('name', value)} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(value) => form.change('email', value)} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          help="10 digits, e.g. 9823045671"
          value={values.phone}
          error={errors.phone}
          onChange={(value) => form.change('phone', value)}
        />
        <TextField label="Message" name="message" rows={5} value={values.message} error={errors.message} onChange={(value) => form.change('message', value)} />
        <SubmitButton busy={form.busy}>Submit</SubmitButton>
      </form>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} />
    </>
  );
}
