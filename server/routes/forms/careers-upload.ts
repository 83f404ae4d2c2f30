import type { FastifyRequest } from 'fastify';
import { RESUME_MESSAGES } from '../../../src/shared/contracts/forms';
import { HttpError } from '../../lib/http-error';
import { cleanFileName } from '../../lib/file-sniff';
import { readMultipartForm } from '../../lib/multipart-form';

export interface CareersUpload {
  fields: Record<string, unknown>;
  resume: { name: string; data: Buffer } | null;
}

/** Re-exported: the name is cleaned where the file is checked (`lib/file-sniff.ts`). */
export { cleanFileName };

/** Reads the careers form: its text fields and one file named `resume` (`lib/multipart-form.ts`). */
export async function readCareersUpload(request: FastifyRequest): Promise<CareersUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send the application as a multipart form (multipart/form-data).');
  }
  const { fields, file } = await readMultipartForm(request, {
    fileField: 'resume',
    oneFile: { message: 'Only one file, the resume, can be sent.', errors: { resume: 'Please attach one file only.' } },
    tooLarge: { message: RESUME_MESSAGES.size, errors: { resume: RESUME_MESSAGES.size } },
  });
  return { fields, resume: file ? { name: cleanFileName(file.fileName), data: file.data } : null };
}
