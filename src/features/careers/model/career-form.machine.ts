import { careerApplicationSchema, careerFieldsSchema, validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

/** The text fields as the schema takes them, and the chosen file (checked as `{ name, size }`). */
export type CareerValues = FormValues<typeof careerFieldsSchema> & { resume: File | null };

export const EMPTY_CAREER: CareerValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phone: '',
  selectedPost: '',
  currentLocation: '',
  currentEmployer: '',
  experience: '',
  qualification: '',
  resume: null,
};

/** The Apply Now form on the shared form lifecycle; the resume is checked for type and size too. */
export const careerFormMachine = createFormMachine<CareerValues>({
  id: 'career-form',
  empty: EMPTY_CAREER,
  validate: validateWith(careerApplicationSchema),
});

/** The multipart body `/submit-careers` reads: every text field, then the file as `resume`. */
export function careerFormData(values: CareerValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key !== 'resume' && typeof value === 'string') body.append(key, value.trim());
  }
  if (values.resume) body.append('resume', values.resume, values.resume.name);
  return body;
}
