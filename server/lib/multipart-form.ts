import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** A form's one file, as sent: the name the browser gave it (not yet cleaned) and its bytes. */
export interface SentFile {
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, unknown>;
  file: SentFile | null;
}

/** What a route's form allows and how it refuses, in the words its screen shows beside the file box. */
export interface MultipartFormRules {
  /** The one field that may carry a file. */
  fileField: string;
  /** A second file, or a file in another field. */
  oneFile: { message: string; errors: Record<string, string> };
  /** A file over the size given when @fastify/multipart was registered. */
  tooLarge: { message: string; errors: Record<string, string> };
}

/** A received file as the forms' schemas read one: its cleaned name and its size, its bytes kept beside; none is `undefined`. */
export const sizedFile = (file: { name: string; data: Buffer } | null) => (file ? { name: file.name, size: file.data.length, data: file.data } : undefined);

const isLimitError = (error: unknown): error is { statusCode: number; code?: string } =>
  typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;

/**
 * Reads a multipart form of text fields and at most one file, within the limits given when
 * @fastify/multipart was registered (the careers form, the desk's documents and corrigenda). Anything the
 * limits or the parser refuse becomes a 4xx with the form's own words; a field sent twice is refused
 * rather than one copy silently winning. A file box left empty still sends a part, with no name and no
 * bytes: that is no file. The caller checks `request.isMultipart()` first (some routes also take JSON).
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  let file: SentFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField || file) {
          part.file.resume();
          throw new HttpError(400, rules.oneFile.message, rules.oneFile.errors);
        }
        const data = await part.toBuffer();
        if (part.filename || data.length > 0) file = { fileName: part.filename, data };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, `The field "${part.fieldname}" is too long.`);
        if (part.fieldname in fields) throw new HttpError(400, `The field "${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isLimitError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, rules.tooLarge.message, rules.tooLarge.errors);
      throw new HttpError(413, 'The form is too large.');
    }
    const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // Busboy's own errors (no boundary, a part cut short) mean the body is not a readable form.
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return { fields, file };
}
