import type { FieldErrors } from '../../../src/shared/contracts/forms';

/** An error the host's error handler turns into `{ success: false, message, errors? }` with `statusCode`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors && Object.keys(errors).length > 0) this.errors = errors;
  }
}
