import { careerApplicationSchema, validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

export type CareerValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  selectedPost: string;
  currentLocation: string;
  currentEmployer: string;
  experience: string;
  qualification: string;
  resume: File | null;
};

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
