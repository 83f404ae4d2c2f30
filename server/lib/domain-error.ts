import type { FieldErrors } from '../../src/shared/contracts/forms';

/**
 * What a service refuses, as one kind of value. Services throw a `DomainError` and know nothing of HTTP;
 * the host's error handler (`server/plugins/errors.ts`) is the one place that turns its `kind` into a
 * status, through `STATUS_OF_KIND` below. The answer is `{ success: false, message, errors?, ...extra }`.
 */
export type DomainErrorKind =
  /** The input is wrong: `errors` names each field with its message. */
  | 'invalid'
  /** No one is signed in, or the credentials are wrong. */
  | 'unauthenticated'
  /** Signed in, but this person may not do this. */
  | 'forbidden'
  /** The record does not exist (or is not this person's to see). */
  | 'not-found'
  /** Someone else changed it meanwhile, or it exists already, or its state does not allow this. */
  | 'conflict'
  /** It existed and is gone for good (an expired link). */
  | 'gone'
  /** A file or body over its limit. */
  | 'too-large'
  /** The request is understood but cannot be processed as sent (a file of the wrong kind). */
  | 'unprocessable'
  /** Too many attempts: `headers` carries `retry-after`. */
  | 'rate-limited'
  /** The service is busy for a moment: `headers` carries `retry-after`. */
  | 'busy';

export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unprocessable: 422,
  'rate-limited': 429,
  busy: 503,
};

export interface DomainErrorOptions {
  /** Per-field messages (`{ email: 'Enter your e-mail address.' }`). */
  errors?: FieldErrors;
  /** Headers the answer carries (a 429's or 503's `retry-after`). */
  headers?: Record<string, string>;
  /** More members of the answer's body, typed by the endpoint's contract (a 409's `current` record). */
  extra?: Record<string, unknown>;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(kind: DomainErrorKind, message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    if (options.errors && Object.keys(options.errors).length > 0) this.errors = options.errors;
    if (options.headers) this.headers = options.headers;
    if (options.extra) this.extra = options.extra;
  }

  /** The HTTP status this refusal answers with: the one mapping, read by the error handler. */
  get statusCode(): number {
    return STATUS_OF_KIND[this.kind];
  }
}

/** A wrong input with one field's message: the commonest refusal. */
export function invalidField(field: string, message: string): DomainError {
  return new DomainError('invalid', message, { errors: { [field]: message } });
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
