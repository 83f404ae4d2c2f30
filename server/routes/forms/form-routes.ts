import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { careerApplicationEndpoint, contactMessageEndpoint, enquiryEndpoint } from '../../../src/shared/contracts/form-endpoints';
import {
  FORM_SUCCESS_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
} from '../../../src/shared/contracts/forms';
import { checkResume } from '../../lib/file-sniff';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/contract-route';
import { sizedFile } from '../../lib/multipart-form';
import { readCareersUpload } from './careers-upload';
import { storeCareerApplication, storeContactMessage, storeEnquiry } from '../../leads/submission-store';
import { readLocale } from '../../lib/request-locale';

/** Limits of the careers upload: one resume of at most 1 MB and a few short fields. */
const CAREERS_UPLOAD_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 21,
  headerPairs: 50,
};

const SUCCESS = { success: true, message: FORM_SUCCESS_MESSAGE };

/** The whole careers body: the resume, and room for the fields and the multipart framing around it. */
const CAREERS_BODY_LIMIT = RESUME_MAX_BYTES + 64 * 1024;

/** The careers body as the schema reads it: the text fields and the resume's name and size (its bytes kept beside). */
async function readCareers(request: Parameters<typeof readCareersUpload>[0]) {
  const { fields, resume } = await readCareersUpload(request);
  return { ...fields, resume: sizedFile(resume) };
}

/**
 * The three public forms (docs/spec-fields.md §7): enquiry and contact message as JSON, career application as
 * multipart. Each is checked with the schema the client uses, committed to the database, and only
 * then answered `{ success: true, message }`. An office e-mail is queued with it when SMTP is set.
 */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: CAREERS_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { db } = app.database;
  const mail = app.mailOutbox;
  // The office e-mail (when mail is on) links to the new lead in the staff desk, on PUBLIC_URL.
  const storeOptions = { notify: mail.enabled, publicUrl: app.config.publicUrl };

  route(app, enquiryEndpoint, {
    handler: async ({ body }, { request }) => {
      await storeEnquiry(db, body, { ...storeOptions, language: readLocale(request.query) });
      mail.nudge();
      return SUCCESS;
    },
  });

  route(app, contactMessageEndpoint, {
    handler: async ({ body }, { request }) => {
      await storeContactMessage(db, body, { ...storeOptions, language: readLocale(request.query) });
      mail.nudge();
      return SUCCESS;
    },
  });

  route(app, careerApplicationEndpoint, {
    read: readCareers,
    uploadLimit: CAREERS_BODY_LIMIT,
    uploadTooLarge: { message: RESUME_MESSAGES.size, errors: { resume: RESUME_MESSAGES.size } },
    handler: async ({ body: payload }, { raw, request }) => {
      const upload = (raw as { resume?: { name: string; data: Buffer } }).resume;
      // The content must be what the name says (PDF, DOC, DOCX or TXT); see lib/file-sniff.ts.
      const checked = upload ? checkResume(upload.data, upload.name) : null;
      if (!upload || !checked?.ok) {
        const message = checked && !checked.ok ? checked.message : RESUME_MESSAGES.content;
        throw new HttpError(415, message, { resume: message });
      }
      const { resume, ...careerFields } = payload;
      await storeCareerApplication(db, careerFields, { name: resume.name, type: checked.file.mime, data: upload.data }, { ...storeOptions, language: readLocale(request.query) });
      mail.nudge();
      return SUCCESS;
    },
  });
}
