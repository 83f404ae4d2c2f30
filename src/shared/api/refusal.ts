import type { FieldErrors } from '@/shared/contracts/forms';

/**
 * What a failed API call says, read one way for every machine and screen. RTK Query rejects with one of:
 * - `{ status: 409, data: { success, message, errors?, ... } }`: the server answered with a refusal;
 * - `{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>…' }`: an answer that was not JSON (a
 *   proxy's error page);
 * - `{ status: 'FETCH_ERROR' | 'TIMEOUT_ERROR', error }`: no answer at all (offline, timed out);
 * - anything else a thrown `Error` or `undefined` carries: treated as no answer.
 */
export interface Refusal<Data = unknown> {
  /** The HTTP status, or `network` when no answer came back. */
  status: number | 'network';
  /** The server's own sentence, when its answer carried one. */
  message: string | null;
  /** The server's message per field (`{ email: '…' }`), empty when it named none. */
  errors: FieldErrors;
  /**
   * The answer's body when it was JSON, for what a refusal carries beyond its message: a 409's record as it
   * is now (`current`, `lead`), the nearest free slots (`nearest`). Its type is the caller's to name, from
   * the endpoint's contract (`AnswerAt<typeof endpoint, 409>`).
   */
  data: Partial<Data>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads any rejection of an API call (see `Refusal`). */
export function readRefusal<Data = unknown>(error: unknown): Refusal<Data> {
  const failure = isObject(error) ? error : {};
  const status =
    typeof failure.status === 'number' ? failure.status : typeof failure.originalStatus === 'number' ? failure.originalStatus : 'network';
  const data = status !== 'network' && isObject(failure.data) ? failure.data : {};
  const message = typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
  const errors = isObject(data.errors) ? fieldErrors(data.errors) : {};
  return { status, message, errors, data: data as Partial<Data> };
}

/** Only the string messages of an `errors` object: a field's message is a sentence or it is not shown. */
function fieldErrors(errors: Record<string, unknown>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The refusal's status (`network` when no answer came back). */
export const refusalStatus = (error: unknown): number | 'network' => readRefusal(error).status;

/** The server's sentence of a refusal, or null when it gave none. */
export const refusalMessage = (error: unknown): string | null => readRefusal(error).message;
