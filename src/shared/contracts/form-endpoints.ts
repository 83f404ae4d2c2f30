import { endpoint, writeAnswers } from './endpoint';
import { careerApplicationSchema, contactMessageSchema, enquirySchema } from './forms';

/**
 * The three public forms' endpoints (docs/spec-fields.md §7), the API's own: the home page's enquiry and the contact
 * message as JSON, the career application as multipart (its resume is a file). Each answers
 * `{ success, message, errors? }`.
 */

export const enquiryEndpoint = endpoint({ method: 'POST', path: '/enquiryform/submitForm', body: enquirySchema, answers: writeAnswers() });

export const contactMessageEndpoint = endpoint({ method: 'POST', path: '/contactus/submitForm', body: contactMessageSchema, answers: writeAnswers() });

export const careerApplicationEndpoint = endpoint({ method: 'POST', path: '/submit-careers', body: careerApplicationSchema, answers: writeAnswers() });
