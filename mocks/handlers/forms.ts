import type { RequestHandler } from 'msw';
import { FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';
import { careerApplicationEndpoint, contactMessageEndpoint, enquiryEndpoint } from '@/shared/contracts/form-endpoints';
import { answer, mockEndpoint } from '../contract-handler';
import { readForm, readJson } from '../request-body';

/**
 * The three public forms take what is sent and answer the contract's success, keeping each submission so
 * the demo can show what went out. Checking the values (the schema's messages, the resume's type and size) is
 * the client's before sending and the server's on receipt; a screen test that shows a refusal answers it with
 * `server.use(...)`.
 */

export interface MockSubmission {
  form: 'enquiry' | 'contact' | 'careers';
  body: Record<string, unknown>;
}

const submissions: MockSubmission[] = [];

/** What the forms were sent while the mock runs, oldest first. */
export const mockSubmissions = (): readonly MockSubmission[] => submissions;

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export const formsHandlers: RequestHandler[] = [
  mockEndpoint(enquiryEndpoint, async ({ request }) => {
    submissions.push({ form: 'enquiry', body: await jsonBody(request) });
    return answer(enquiryEndpoint, { success: true, message: FORM_SUCCESS_MESSAGE });
  }),
  mockEndpoint(contactMessageEndpoint, async ({ request }) => {
    submissions.push({ form: 'contact', body: await jsonBody(request) });
    return answer(contactMessageEndpoint, { success: true, message: FORM_SUCCESS_MESSAGE });
  }),
  mockEndpoint(careerApplicationEndpoint, async ({ request }) => {
    submissions.push({ form: 'careers', body: await readForm(request) });
    return answer(careerApplicationEndpoint, { success: true, message: FORM_SUCCESS_MESSAGE });
  }),
];
