import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';

/** What a rejected RTK Query mutation (`.unwrap()`) tells a form, whatever went wrong. */
export interface RequestFailure {
  /** The HTTP status, or 'network' when no answer came back (offline, timeout, refused). */
  status: number | 'network';
  /** The server's own message, if it sent one. */
  message: string | null;
  errors: Record<string, string>;
}

export function requestFailureOf(error: unknown): RequestFailure {
  const failure = (error ?? {}) as { status?: unknown; originalStatus?: unknown; data?: unknown };
  const data = (typeof failure.data === 'object' && failure.data !== null ? failure.data : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message = typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
  const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string>) : {};
  if (typeof failure.status === 'number') return { status: failure.status, message, errors };
  // A non-JSON answer (a proxy's error page) still has a status.
  if (failure.status === 'PARSING_ERROR' && typeof failure.originalStatus === 'number') {
    return { status: failure.originalStatus, message: null, errors: {} };
  }
  return { status: 'network', message: null, errors: {} };
}

/** The sentence a form shows for a failure that is not about one field. */
export function failureMessage(failure: RequestFailure): string {
  if (failure.status === 'network') return ACCOUNT_MESSAGES.network;
  return failure.message ?? ACCOUNT_MESSAGES.unexpected;
}
