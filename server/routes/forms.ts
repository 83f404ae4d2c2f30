import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeAny } from 'zod';
import {
  careerApplicationSchema,
  contactMessageSchema,
  enquirySchema,
  fieldErrorsOf,
  FORM_INVALID_MESSAGE,
  FORM_SUCCESS_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  type CareerApplicationPayload,
} from '../../src/shared/contracts/forms';
import { checkResume } from '../lib/file-sniff';
import { createOutboxWorker, type OutboxWorker } from '../lib/mail/outbox';
import { readCareersUpload } from './forms/careers-upload';
import { HttpError } from './forms/http-error';
import { storeCareerApplication, storeContactMessage, storeEnquiry } from './forms/store';

/** Limits of the careers upload: one resume of at most 1 MB and a few short fields. */
export const CAREERS_UPLOAD_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 21,
  headerPairs: 50,
};

const answerSchema = {
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' } },
    required: ['success', 'message'],
  },
};

/** Validates with the shared schema; a 400 names each invalid field with the spec's message. */
function parseWith<T extends ZodTypeAny>(schema: T, body: unknown): T['_output'] {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { form, ...errors } = fieldErrorsOf(result.error);
  if (form !== undefined && Object.keys(errors).length === 0) throw new HttpError(400, 'The form must be sent as a JSON object.');
  throw new HttpError(400, FORM_INVALID_MESSAGE, errors);
}

function requireJson(request: FastifyRequest): void {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Please send the form as JSON (application/json).');
}

const succeeded = (reply: FastifyReply) => reply.status(200).send({ success: true, message: FORM_SUCCESS_MESSAGE });

/**
 * The three public forms (SPEC section 7): enquiry and contact message as JSON, career application as
 * multipart. Each is checked with the schema the client uses, committed to the database, and only
 * then answered `{ success: true, message }`. An office e-mail is queued with it when SMTP is set.
 */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: CAREERS_UPLOAD_LIMITS, throwFileSizeLimit: true });

  const { db } = app.database;
  const notify = app.config.smtp !== null;
  let outbox: OutboxWorker | null = null;
  if (app.config.smtp) {
    const worker = createOutboxWorker({ db, smtp: app.config.smtp, log: app.log.child({ component: 'mail-outbox' }) });
    outbox = worker;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  const write: RouteShorthandOptions = { schema: { response: answerSchema }, onRequest: app.writeBudget };

  app.post('/enquiryform/submitForm', write, async (request, reply) => {
    requireJson(request);
    const payload = parseWith(enquirySchema, request.body);
    await storeEnquiry(db, payload, { notify });
    outbox?.nudge();
    return succeeded(reply);
  });

  app.post('/contactus/submitForm', write, async (request, reply) => {
    requireJson(request);
    const payload = parseWith(contactMessageSchema, request.body);
    await storeContactMessage(db, payload, { notify });
    outbox?.nudge();
    return succeeded(reply);
  });

  app.post('/submit-careers', write, async (request, reply) => {
    const { fields, resume } = await readCareersUpload(request);
    const payload: CareerApplicationPayload = parseWith(careerApplicationSchema, {
      ...fields,
      resume: resume ? { name: resume.name, size: resume.data.length } : undefined,
    });
    const checked = resume ? checkResume(resume.data, resume.name) : null;
    if (!resume || !checked?.ok) {
      const message = checked && !checked.ok ? checked.message : RESUME_MESSAGES.content;
      throw new HttpError(415, message, { resume: message });
    }
    const sniffed = checked.file;
    const { resume: _checked, ...careerFields } = payload;
    await storeCareerApplication(db, careerFields, { name: resume.name, type: sniffed.mime, data: resume.data }, { notify });
    outbox?.nudge();
    return succeeded(reply);
  });
}
