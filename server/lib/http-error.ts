import type { FieldErrors } from '../../src/shared/contracts/forms';

/** An error the host's error handler turns into `{ success: false, message, errors? }` with `statusCode`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  /** Headers the answer carries (a 429's `retry-after`). */
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors && Object.keys(errors).length > 0) this.errors = errors;
    if (headers) this.headers = headers;
  }
}
