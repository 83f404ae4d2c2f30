import { RESUME_ACCEPT, RESUME_MAX_BYTES } from '@/shared/contracts/forms';
import { choicesOf, FileField, FormFailure, SelectField, SubmitButton, SuccessDialog, TextFields, translatedFields, useForm, type TextFieldSpec } from '@/shared/ui/form';
import { useGetCareerOpeningsQuery } from '@/entities/career-opening';
import { useSubmitCareerApplicationMutation } from '../api/careers-api';
import { APPLY_TITLE, RESUME_HINT } from '../config/careers-texts';
import { useText } from '@/shared/i18n';
import { careersText } from '../i18n/careers-text';
import { careerFormData, careerFormMachine, type CareerValues } from '../model/career-form.machine';

type TextKey = Exclude<keyof CareerValues, 'resume' | 'selectedPost'>;

/** The text boxes in screen order: the names and contact first, the rest after the post. */
const FIRST_FIELDS: Array<TextFieldSpec<TextKey>> = [
  { field: 'firstName', label: 'First Name', autoComplete: 'given-name', className: 'col-md-4' },
  { field: 'middleName', label: 'Middle Name', autoComplete: 'additional-name', className: 'col-md-4' },
  { field: 'lastName', label: 'Last Name', autoComplete: 'family-name', className: 'col-md-4' },
  { field: 'email', label: 'Email', autoComplete: 'email', className: 'col-md-6', type: 'email' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel-national', className: 'col-md-6', type: 'tel', inputMode: 'numeric', help: '10 digits, e.g. 9823045671' },
];

const MORE_FIELDS: Array<TextFieldSpec<TextKey>> = [
  { field: 'currentLocation', label: 'Current Location', autoComplete: 'address-level2' },
  { field: 'currentEmployer', label: 'Current Employer', autoComplete: 'organization' },
  { field: 'experience', label: 'Years of Experience', autoComplete: 'off' },
  { field: 'qualification', label: 'Qualification', autoComplete: 'off' },
];

/** Apply Now: the eleven fields of docs/spec-fields.md §5, all required, with the resume as a file. */
export function CareerForm() {
  const t = useText(careersText);
  const { data: openings = [] } = useGetCareerOpeningsQuery();
  const [submitCareerApplication] = useSubmitCareerApplicationMutation();
  const form = useForm<CareerValues>(careerFormMachine, {
    id: 'career-form',
    send: (values) => submitCareerApplication(careerFormData(values)).unwrap(),
  });
  const { values, errors } = form;

  return (
    <>
      <form ref={form.formRef} className="site-form careers-apply" noValidate onSubmit={form.onSubmit} aria-label={t(APPLY_TITLE)}>
        <p className="careers-apply__note">{t('All fields are required.')}</p>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <div className="row gx-3">
          <TextFields form={form} fields={translatedFields(t, FIRST_FIELDS)} required />
          <SelectField
            className="col-md-6"
            label={t('Post Applied For')}
            name="selectedPost"
            placeholder={t('Select a post')}
            options={choicesOf(openings.map((opening) => opening.Openings))}
            required
            value={values.selectedPost}
            error={errors.selectedPost}
            onChange={(value) => form.change('selectedPost', value)}
          />
          <TextFields form={form} fields={translatedFields(t, MORE_FIELDS)} required className="col-md-6" />
          <FileField
            className="col-md-6"
            label={t('Resume')}
            name="resume"
            accept={RESUME_ACCEPT}
            help={t(RESUME_HINT)}
            maxBytes={RESUME_MAX_BYTES}
            required
            value={values.resume}
            error={errors.resume}
            onChange={(file) => form.change('resume', file)}
          />
        </div>
        <SubmitButton busy={form.busy}>{t('Submit')}</SubmitButton>
      </form>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} formRef={form.formRef} />
    </>
  );
}
