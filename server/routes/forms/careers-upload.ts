import type { FastifyRequest } from 'fastify';
import { RESUME_MESSAGES } from '../../../src/shared/contracts/forms';
import { HttpError } from './http-error';
import { cleanFileName } from '../../lib/file-sniff';

export interface CareersUpload {
  fields: Record<string, unknown>;
  resume: { name: string; data: Buffer } | null;
}

/** Re-exported: the name is cleaned where the file is checked (`lib/file-sniff.ts`). */
export { cleanFileName };

const isLimitError = (error: unknown): error is { statusCode: number; code?: string } =>
  typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;

/**
 * Reads the careers form: its text fields and one file named `resume`, within the limits given when
 * @fastify/multipart was registered. Anything the limits or the parser refuse becomes a 4xx.
 */
export async function readCareersUpload(request: FastifyRequest): Promise<CareersUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send the application as a multipart form (multipart/form-data).');
  }
  const fields: Record<string, unknown> = {};
  let resume: CareersUpload['resume'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume' || resume) {
          part.file.resume();
          throw new HttpError(400, 'Only one file, the resume, can be sent.', { resume: 'Please attach one file only.' });
        }
        resume = { name: cleanFileName(part.filename), data: await part.toBuffer() };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, `The field "${part.fieldname}" is too long.`);
        if (part.fieldname in fields) throw new HttpError(400, `The field "${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isLimitError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, RESUME_MESSAGES.size, { resume: RESUME_MESSAGES.size });
      throw error;
    }
    const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // Busboy's own errors (no boundary, a part cut short) mean the body is not a readable form.
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return { fields, resume };
}
