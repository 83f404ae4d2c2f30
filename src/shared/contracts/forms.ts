import { z } from 'zod';

/**
 * The three public forms: one schema per payload, used by the client form, the server route and the
 * msw handler alike. The "required" messages are docs/spec-fields.md §5, verbatim (full stops included
 * for the enquiry form, none for the others); the length and file rules go beyond the spec.
 */

export const FORM_SUCCESS_MESSAGE = 'Your form has been submitted successfully!';
export const FORM_INVALID_MESSAGE = 'Please correct the highlighted fields and try again.';

/** Longest value each text field accepts, so no one can store megabytes in a name. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  message: 2000,
  personName: 60,
  post: 150,
  location: 100,
  employer: 150,
  experience: 40,
  qualification: 150,
} as const;

export const RESUME_MAX_BYTES = 1024 * 1024;
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export type ResumeKind = (typeof RESUME_EXTENSIONS)[number];
/** For the file input's `accept`: extensions and their MIME types. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

export const RESUME_MESSAGES = {
  required: 'Resume is required',
  type: 'Resume must be a PDF, DOC, DOCX or TXT file.',
  size: 'Resume must be 1 MB or smaller.',
  content: 'This file is not a real PDF, Word or text document. Please attach your resume in one of those formats.',
} as const;

const PHONE_DIGITS = /^\d{10}$/;
/** An Indian mobile (+91 or 0 allowed in front) or a landline with its STD code; spaces and hyphens are ignored. */
const REACHABLE_PHONE = /^(?:(?:\+91|0)?[6-9]\d{9}|0\d{9,10})$/;
/** Text, an at sign, text, a dot and text (the spec's own e-mail rule, used for the sign-up). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ENQUIRY_MESSAGES = {
  // docs/spec-fields.md §5, verbatim: an empty field.
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  phoneRequired: 'Contact Number is required.',
  // Beyond the spec: a value we could not reach the visitor at.
  emailShape: 'Please enter an e-mail address such as name@example.com.',
  phoneShape: 'Please enter a 10-digit mobile number, or a landline number with its STD code.',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/**
 * Control characters (C0, DEL, C1: a NUL, an escape, a line break in a name) and the invisible
 * direction overrides that reorder what the office reads. A required field holding only these is
 * not filled in; mixed into a value they are refused.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);
const noControl = (label: string) => `${label} must not contain control characters.`;

/** A text field that must be filled in; a missing or non-text value earns the same message. */
function requiredString(message: string, label: string, max: number) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(label, max));
}

function requiredText(message: string, label: string, max: number) {
  return requiredString(message, label, max).refine((value) => !hasControlCharacters(value), noControl(label));
}

/** A text field that may be left out; stored as an empty string. */
function optionalText(label: string, max: number) {
  return z
    .string({ invalid_type_error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');
}

function email(message: string) {
  return requiredString(message, 'Email', MAX_LENGTH.email)
    .email(message)
    .refine((value) => !hasControlCharacters(value), noControl('Email'));
}

function tenDigitPhone(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(PHONE_DIGITS, message);
}

export const enquirySchema = z.object({
  name: requiredText(ENQUIRY_MESSAGES.nameRequired, 'Name', MAX_LENGTH.name),
  email: requiredString(ENQUIRY_MESSAGES.emailRequired, 'Email', MAX_LENGTH.email)
    .regex(EMAIL_SHAPE, ENQUIRY_MESSAGES.emailShape)
    .refine((value) => !hasControlCharacters(value), noControl('Email')),
  phone: requiredText(ENQUIRY_MESSAGES.phoneRequired, 'Contact Number', MAX_LENGTH.phone).refine(
    (phone) => REACHABLE_PHONE.test(phone.replace(/[\s()-]/g, '')),
    ENQUIRY_MESSAGES.phoneShape,
  ),
  address: optionalText('Address', MAX_LENGTH.address),
  message: optionalText('Message', MAX_LENGTH.message),
});

export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 'Name', MAX_LENGTH.name),
  email: email('Email is required'),
  phone: tenDigitPhone('Phone number is required'),
  message: optionalText('Message', MAX_LENGTH.message),
});

/** The text fields of a career application (the multipart form's fields). */
export const careerFieldsSchema = z.object({
  firstName: requiredText('First name is required', 'First name', MAX_LENGTH.personName),
  middleName: requiredText('Middle name is required', 'Middle name', MAX_LENGTH.personName),
  lastName: requiredText('Last name is required', 'Last name', MAX_LENGTH.personName),
  email: email('Valid email is required'),
  phone: tenDigitPhone('Valid phone number is required'),
  selectedPost: requiredText('Post applied for is required', 'Post applied for', MAX_LENGTH.post),
  currentLocation: requiredText('Current location is required', 'Current location', MAX_LENGTH.location),
  currentEmployer: requiredText('Current employer is required', 'Current employer', MAX_LENGTH.employer),
  experience: requiredText('Years of experience is required', 'Years of experience', MAX_LENGTH.experience),
  qualification: requiredText('Qualification is required', 'Qualification', MAX_LENGTH.qualification),
});

export function resumeExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function isResumeExtension(extension: string): extension is ResumeKind {
  return (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The resume as both sides see it: a browser `File` on the client, `{ name, size }` of the uploaded
 * part on the server. Its content is checked by the server alone (`server/lib/file-sniff.ts`).
 */
const resumeSchema = z
  .object(
    { name: z.string(), size: z.number() },
    { required_error: RESUME_MESSAGES.required, invalid_type_error: RESUME_MESSAGES.required },
  )
  .superRefine((file, ctx) => {
    if (!(file.size > 0)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: RESUME_MESSAGES.required });
    else if (!isResumeExtension(resumeExtension(file.name))) ctx.addIssue({ code: z.ZodIssueCode.custom, message: RESUME_MESSAGES.type });
    else if (file.size > RESUME_MAX_BYTES) ctx.addIssue({ code: z.ZodIssueCode.custom, message: RESUME_MESSAGES.size });
  });

export const careerApplicationSchema = careerFieldsSchema.extend({ resume: resumeSchema });

export type EnquiryPayload = z.infer<typeof enquirySchema>;
export type ContactMessagePayload = z.infer<typeof contactMessageSchema>;
export type CareerFields = z.infer<typeof careerFieldsSchema>;
export type CareerApplicationPayload = z.infer<typeof careerApplicationSchema>;

export type FieldErrors = Record<string, string>;

/**
 * The values a form holds for a schema: its input type (`z.input`), every field present and never
 * null, so a text box always has a string. Written once, here; each form names its schema.
 */
export type FormValues<TSchema extends z.ZodTypeAny> = {
  [K in keyof z.input<TSchema>]-?: Exclude<z.input<TSchema>[K], null | undefined>;
};

/** The first message for each field, keyed by field name (`form` for a problem with the whole body). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** `{}` when the values pass the schema, else one message per failing field. */
export function validateWith(schema: z.ZodTypeAny): (values: unknown) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsOf(result.error);
  };
}
