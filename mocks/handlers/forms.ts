import { HttpResponse, type RequestHandler } from 'msw';
import type { ZodTypeAny } from 'zod';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import {
  careerApplicationSchema,
  contactMessageSchema,
  enquirySchema,
  fieldErrorsOf,
  FORM_INVALID_MESSAGE,
  FORM_SUCCESS_MESSAGE,
} from '@/shared/contracts/forms';
import { careerApplicationEndpoint, contactMessageEndpoint, enquiryEndpoint } from '@/shared/contracts/form-endpoints';
import { mockEndpoint } from '../contract-handler';

/** Answers like the API host: the same schema, `{ success, message, errors? }`, 400 for bad values. */
function answer(schema: ZodTypeAny, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return HttpResponse.json<WriteAnswer>({ success: true, message: FORM_SUCCESS_MESSAGE });
  return HttpResponse.json<WriteAnswer>({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(result.error) }, { status: 400 });
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The careers form as the server reads it: text fields, and the resume as `{ name, size }`. */
async function careersBody(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const body: Record<string, unknown> = {};
  form.forEach((value, key) => {
    body[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
  });
  return body;
}

export const formsHandlers: RequestHandler[] = [
  mockEndpoint(enquiryEndpoint, async ({ request }) => answer(enquirySchema, await jsonBody(request))),
  mockEndpoint(contactMessageEndpoint, async ({ request }) => answer(contactMessageSchema, await jsonBody(request))),
  mockEndpoint(careerApplicationEndpoint, async ({ request }) => answer(careerApplicationSchema, await careersBody(request))),
];
