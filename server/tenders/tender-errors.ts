/**
 * What the tender service refuses, one class per answer: the desk's routes map `status` to the HTTP
 * status and `fields` to per-field messages; `npm run tenders` prints `message` and exits 1.
 */

export abstract class TenderError extends Error {
  abstract readonly status: 400 | 403 | 404 | 409 | 413;
}

export class TenderNotFoundError extends TenderError {
  readonly status = 404;
  constructor(readonly tenderNo: string) {
    super(`No tender numbered ${tenderNo}.`);
  }
}

/** Bad input: `fields` names each wrong field with the import's message for it ("must be a date written yyyy-MM-dd"). */
export class TenderInvalidError extends TenderError {
  readonly status = 400;
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A create of a TenderNo that exists, or an edit based on a version someone else has since changed. */
export class TenderConflictError extends TenderError {
  readonly status = 409;
}

/** A document over the size limit. */
export class TenderTooLargeError extends TenderError {
  readonly status = 413;
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A staff member whose role does not manage tenders (the routes check roles too; this is the floor under them). */
export class TenderForbiddenError extends TenderError {
  readonly status = 403;
}
