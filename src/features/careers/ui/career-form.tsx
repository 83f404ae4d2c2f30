import { RESUME_ACCEPT } from '@/shared/contracts/forms';
import { FileField, FormFailure, SelectField, SubmitButton, SuccessDialog, TextField, useForm } from '@/shared/ui/form';
import { useGetCareerOpeningsQuery, useSubmitCareerApplicationMutation } from '../api/careers-api';
import { APPLY_TITLE, RESUME_HINT } from '../config/careers-texts';
import { careerFormData, careerFormMachine, type CareerValues } from '../model/career-form.machine';

type TextKey = Exclude<keyof CareerValues, 'resume' | 'selectedPost'>;

/** The text boxes in screen order: [field, label, autocomplete, column class, type]. */
const TEXT_FIELDS: Array<[TextKey, string, string, string, ('text' | 'email' | 'tel')?]> = [
  ['firstName', 'First Name', 'given-name', 'col-md-4'],
  ['middleName', 'Middle Name', 'additional-name', 'col-md-4'],
  ['lastName', 'Last Name', 'family-name', 'col-md-4'],
  ['email', 'Email', 'email', 'col-md-6', 'email'],
  ['phone', 'Phone', 'tel-national', 'col-md-6', 'tel'],
];

const MORE_FIELDS: Array<[TextKey, string, string]> = [
  ['currentLocation', 'Current Location', 'address-level2'],
  ['currentEmployer', 'Current Employer', 'organization'],
  ['experience', 'Years of Experience', 'off'],
  ['qualification', 'Qualification', 'off'],
];

/** Apply Now: the eleven fields of SPEC section 5, all required, with the resume as a file. */
export function CareerForm() {
  const { data: openings = [] } = useGetCareerOpeningsQuery();
  const [submitCareerApplication] = useSubmitCareerApplicationMutation();
  const form = useForm<CareerValues>(careerFormMachine, {
    id: 'career-form',
    send: (values) => submitCareerApplication(careerFormData(values)).unwrap(),
  });
  const { values, errors } = form;

  return (
    <>
      <form ref={form.formRef} className="site-form careers-apply" noValidate onSubmit={form.onSubmit} aria-label={APPLY_TITLE}>
        <p className="careers-apply__note">All fields are required.</p>
        <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
        <div className="row gx-3">
          {TEXT_FIELDS.map(([field, label, autoComplete, column, type]) => (
            <TextField
              key={field}
              className={column}
              label={label}
              name={field}
              type={type}
              inputMode={field === 'phone' ? 'numeric' : undefined}
              autoComplete={autoComplete}
              help={field === 'phone' ? '10 digits, e.g. 9823045671' : undefined}
              required
              value={values[field]}
              error={errors[field]}
              onChange={(value) => form.change(field, value)}
            />
          ))}
          <SelectField
            className="col-md-6"
            label="Post Applied For"
            name="selectedPost"
            placeholder="Select a post"
            options={openings.map((opening) => opening.Openings)}
            required
            value={values.selectedPost}
            error={errors.selectedPost}
            onChange={(value) => form.change('selectedPost', value)}
          />
          {MORE_FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              className="col-md-6"
              label={label}
              name={field}
              autoComplete={autoComplete}
              required
              value={values[field]}
              error={errors[field]}
              onChange={(value) => form.change(field, value)}
            />
          ))}
          <FileField
            className="col-md-6"
            label="Resume"
            name="resume"
            accept={RESUME_ACCEPT}
            help={RESUME_HINT}
            required
            value={values.resume}
            error={errors.resume}
            onChange={(file) => form.change('resume', file)}
          />
        </div>
        <SubmitButton busy={form.busy}>Submit</SubmitButton>
      </form>
      <SuccessDialog show={form.succeeded} onClose={form.closeSuccess} />
    </>
  );
}
