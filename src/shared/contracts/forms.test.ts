import {
  ENQUIRY_MESSAGES,
  careerApplicationSchema,
  careerFieldsSchema,
  contactMessageSchema,
  enquirySchema,
  MAX_LENGTH,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  validateWith,
} from './forms';
import { CAREER_REQUIRED_MESSAGES } from '../../../test/fixtures/spec-messages';

const validateEnquiry = validateWith(enquirySchema);
const validateContact = validateWith(contactMessageSchema);
const validateCareer = validateWith(careerApplicationSchema);

const enquiry = { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Gangapur Road, Nashik', message: '2BHK interiors' };
const contact = { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', message: 'Please call me back.' };
const resume = { name: 'asha-patil.pdf', size: 2048 };
const career = {
  firstName: 'Asha',
  middleName: 'Ramesh',
  lastName: 'Patil',
  email: 'asha@example.in',
  phone: '9876543210',
  selectedPost: 'Site Supervisor (Interior Fit-out) – Nashik',
  currentLocation: 'Nashik',
  currentEmployer: 'Shree Constructions',
  experience: '4',
  qualification: 'B.E. Civil',
  resume,
};

describe('enquiry schema', () => {
  it('accepts a complete enquiry and keeps the values', () => {
    expect(enquirySchema.parse(enquiry)).toEqual(enquiry);
  });

  it('gives the spec messages, full stops included, for the three required fields', () => {
    expect(validateEnquiry({ name: '', email: '', phone: '', address: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Contact Number is required.',
    });
  });

  it('treats missing, blank and wrongly typed values as missing', () => {
    expect(validateEnquiry({})).toEqual({ name: 'Name is required.', email: 'Email is required.', phone: 'Contact Number is required.' });
    expect(validateEnquiry({ ...enquiry, name: '   ', email: 42, phone: null })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Contact Number is required.',
    });
  });

  it('refuses an e-mail or phone the company could not reach, with a clear message', () => {
    expect(validateEnquiry({ ...enquiry, email: 'ravi', phone: '12' })).toEqual({
      email: ENQUIRY_MESSAGES.emailShape,
      phone: ENQUIRY_MESSAGES.phoneShape,
    });
    expect(validateEnquiry({ ...enquiry, phone: '98230 45671' })).toEqual({});
    expect(validateEnquiry({ ...enquiry, phone: '+91 98230-45671' })).toEqual({});
    expect(validateEnquiry({ ...enquiry, phone: '0253 2577 123' })).toEqual({});
    expect(validateEnquiry({ ...enquiry, phone: '5823045671' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShape });
  });

  it('keeps the spec’s messages for empty fields, whatever the shape rules say', () => {
    expect(validateEnquiry({ ...enquiry, email: '  ', phone: '' })).toEqual({ email: 'Email is required.', phone: 'Contact Number is required.' });
  });

  it('lets address and message be left out, storing them as empty strings', () => {
    const required = { name: 'A', email: 'a@example.in', phone: '9823045671' };
    expect(enquirySchema.parse(required)).toEqual({ ...required, address: '', message: '' });
    expect(enquirySchema.parse({ ...required, address: null, message: null })).toMatchObject({ address: '', message: '' });
  });

  it('trims values and drops unknown fields', () => {
    expect(enquirySchema.parse({ ...enquiry, name: '  Asha Patil ', admin: true })).toEqual(enquiry);
  });

  it('caps every text field', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    expect(
      validateEnquiry({ name: long(MAX_LENGTH.name), email: long(MAX_LENGTH.email), phone: long(MAX_LENGTH.phone), address: long(MAX_LENGTH.address), message: long(MAX_LENGTH.message) }),
    ).toEqual({
      name: `Name must be at most ${MAX_LENGTH.name} characters.`,
      email: `Email must be at most ${MAX_LENGTH.email} characters.`,
      phone: `Contact Number must be at most ${MAX_LENGTH.phone} characters.`,
      address: `Address must be at most ${MAX_LENGTH.address} characters.`,
      message: `Message must be at most ${MAX_LENGTH.message} characters.`,
    });
    expect(validateEnquiry({ ...enquiry, message: 'x'.repeat(MAX_LENGTH.message) })).toEqual({});
  });

  it('refuses an optional field of the wrong type', () => {
    expect(validateEnquiry({ ...enquiry, message: ['a'] })).toEqual({ message: 'Message must be text.' });
  });

  it('names a body that is not an object as a problem with the whole form', () => {
    expect(validateEnquiry('name=Asha')).toEqual({ form: expect.any(String) });
    expect(validateEnquiry(null)).toEqual({ form: expect.any(String) });
  });
});

describe('contact message schema', () => {
  it('accepts a valid message', () => {
    expect(contactMessageSchema.parse(contact)).toEqual(contact);
  });

  it('gives the spec messages (no full stops)', () => {
    expect(validateContact({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('shows "Email is required" for an invalid address too', () => {
    expect(validateContact({ ...contact, email: 'asha@' })).toEqual({ email: 'Email is required' });
    expect(validateContact({ ...contact, email: 'asha.example.in' })).toEqual({ email: 'Email is required' });
  });

  it('wants exactly ten digits for the phone', () => {
    for (const phone of ['987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij']) {
      expect(validateContact({ ...contact, phone })).toEqual({ phone: 'Phone number is required' });
    }
    expect(validateContact({ ...contact, phone: ' 9876543210 ' })).toEqual({});
  });

  it('lets the message be left out', () => {
    expect(contactMessageSchema.parse({ name: 'A', email: 'a@b.in', phone: '9876543210' })).toMatchObject({ message: '' });
  });

  it('caps name and message', () => {
    expect(validateContact({ ...contact, name: 'x'.repeat(MAX_LENGTH.name + 1), message: 'x'.repeat(MAX_LENGTH.message + 1) })).toEqual({
      name: `Name must be at most ${MAX_LENGTH.name} characters.`,
      message: `Message must be at most ${MAX_LENGTH.message} characters.`,
    });
  });
});

describe('career application schema', () => {
  it('accepts a complete application', () => {
    expect(careerApplicationSchema.parse(career)).toEqual(career);
  });

  it('gives the eleven messages of the spec table', () => {
    expect(validateCareer({})).toEqual(CAREER_REQUIRED_MESSAGES);
  });

  it('gives the same messages for blank values', () => {
    const blank = Object.fromEntries(Object.keys(careerFieldsSchema.shape).map((key) => [key, ' ']));
    expect(Object.keys(validateCareer({ ...blank, resume: null }))).toHaveLength(11);
  });

  it('wants an e-mail that looks like one', () => {
    expect(validateCareer({ ...career, email: 'asha at example' })).toEqual({ email: 'Valid email is required' });
  });

  it('wants exactly ten digits for the phone', () => {
    expect(validateCareer({ ...career, phone: '12345' })).toEqual({ phone: 'Valid phone number is required' });
    expect(validateCareer({ ...career, phone: '12345678901' })).toEqual({ phone: 'Valid phone number is required' });
  });

  it('wants a non-empty resume', () => {
    expect(validateCareer({ ...career, resume: { name: 'cv.pdf', size: 0 } })).toEqual({ resume: RESUME_MESSAGES.required });
    expect(validateCareer({ ...career, resume: 'cv.pdf' })).toEqual({ resume: RESUME_MESSAGES.required });
  });

  it('accepts only pdf, doc, docx and txt, whatever the case of the extension', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'cv.Txt']) expect(validateCareer({ ...career, resume: { name, size: 10 } })).toEqual({});
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.png']) {
      expect(validateCareer({ ...career, resume: { name, size: 10 } })).toEqual({ resume: RESUME_MESSAGES.type });
    }
  });

  it('accepts a resume of exactly 1 MB and refuses a larger one', () => {
    expect(validateCareer({ ...career, resume: { name: 'cv.pdf', size: RESUME_MAX_BYTES } })).toEqual({});
    expect(validateCareer({ ...career, resume: { name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 } })).toEqual({ resume: RESUME_MESSAGES.size });
  });

  it('reads a browser File as the resume', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    expect(validateCareer({ ...career, resume: file })).toEqual({});
  });

  it('caps every text field', () => {
    const errors = validateCareer({
      ...career,
      firstName: 'x'.repeat(MAX_LENGTH.personName + 1),
      qualification: 'x'.repeat(MAX_LENGTH.qualification + 1),
      experience: 'x'.repeat(MAX_LENGTH.experience + 1),
    });
    expect(errors).toEqual({
      firstName: `First name must be at most ${MAX_LENGTH.personName} characters.`,
      qualification: `Qualification must be at most ${MAX_LENGTH.qualification} characters.`,
      experience: `Years of experience must be at most ${MAX_LENGTH.experience} characters.`,
    });
  });
});
