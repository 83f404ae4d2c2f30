import { DomainError, type DomainErrorKind } from '../lib/domain-error';

/**
 * What the tender service refuses: `DomainError`s (`server/lib/domain-error.ts`), one class per answer so a
 * caller can tell them apart. The host's error handler turns the kind into the HTTP status and `fields`
 * into the per-field messages; `npm run tenders` prints `message` and exits 1.
 */

export abstract class TenderError extends DomainError {
  /** The per-field messages (none for most refusals). */
  get fields(): Record<string, string> {
    return this.errors ?? {};
  }

  /** The status its kind answers with (`STATUS_OF_KIND`), for callers that report it. */
  get status(): number {
    return this.statusCode;
  }
}

/** A refusal of a given kind with its per-field messages. */
abstract class TenderFieldError extends TenderError {
  protected constructor(kind: DomainErrorKind, message: string, fields: Record<string, string> = {}) {
    super(kind, message, { errors: fields });
  }
}

export class TenderNotFoundError extends TenderError {
  constructor(readonly tenderNo: string) {
    super('not-found', `No tender numbered ${tenderNo}.`);
  }
}

/** Bad input: `fields` names each wrong field with the import's message for it ("must be a date written yyyy-MM-dd"). */
export class TenderInvalidError extends TenderFieldError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super('invalid', message, fields);
  }
}

/** A create of a TenderNo that exists, or an edit based on a version someone else has since changed. */
export class TenderConflictError extends TenderFieldError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super('conflict', message, fields);
  }
}

/** A document over the size limit. */
export class TenderTooLargeError extends TenderFieldError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super('too-large', message, fields);
  }
}

/** A staff member whose role does not manage tenders (the routes check roles too; this is the floor under them). */
export class TenderForbiddenError extends TenderError {
  constructor(message: string) {
    super('forbidden', message);
  }
}
