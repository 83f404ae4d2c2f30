import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { TENDER_DESK_MESSAGES } from '@/entities/tender/model/tender-desk';
import { OPENER_MESSAGES } from '@/entities/tender/model/tender-openers';
import { MAX_DOCUMENT_BYTES } from '@/entities/tender/model/tender-rules';
import {
  addCorrigendumEndpoint,
  attachDocumentEndpoint,
  createTenderEndpoint,
  editTenderEndpoint,
  nameOpenersEndpoint,
  publishTenderEndpoint,
  staffTenderRead,
  staffTendersRead,
  tenderOpenersRead,
  tenderOutcomeEndpoint,
  unpublishTenderEndpoint,
} from '@/entities/tender/model/tender.contract';
import { readJson, route } from '../../lib/contract-route';
import { DomainError } from '../../lib/domain-error';
import { readMultipartForm, type MultipartForm } from '../../lib/multipart-form';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import {
  addTenderCorrigendum,
  attachTenderDocument,
  createTender,
  editTender,
  getTender,
  listTenders,
  setTenderOutcome,
  setTenderPublished,
  type ServiceOptions,
} from '../../tenders/tender-service';
import { nameOpeners, openerChoices } from '../../tenders/openers';
import { siteOrigin } from '../../lib/site-origin';

/**
 * The tenders desk (`/api/staff/tenders…`), for the tenders team and admins: every tender, published or
 * not, and every change `npm run tenders` can make, through the same tender service (the rules live
 * there). Each change is audited in its own transaction with the request's address, and announced with
 * `contentChanges.check()` so this instance's public board shows it on the next request (the others see
 * the bumped content version on their next poll).
 *
 * Tender numbers hold `/` (`VI/TN/2026/001`): the client sends them encoded (`VI%2FTN%2F2026%2F001`) as
 * one path segment, and the router decodes the parameter.
 */

/** The whole upload: the document, and room for the fields and the multipart framing around it. */
const DOCUMENT_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

/** The multipart limits: one document of at most 20 MB and a few short fields. */
const DOCUMENT_UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 11,
  headerPairs: 50,
};

type Upload = MultipartForm;

/** A multipart form of text fields and at most one file named `file`; a JSON body is read as the fields alone. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    const body = await readJson(request);
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, file: null };
  }
  return readMultipartForm(request, {
    fileField: 'file',
    oneFile: { message: TENDER_DESK_MESSAGES.oneFile, errors: { file: TENDER_DESK_MESSAGES.oneFile } },
    tooLarge: { message: TENDER_DESK_MESSAGES.fileTooLarge, errors: { file: TENDER_DESK_MESSAGES.fileTooLarge } },
  });
}

/** The upload's fields for the schema, its file kept beside them (`raw.file`). */
const readUploadForSchema = async (request: FastifyRequest) => {
  const { fields, file } = await readUpload(request);
  return { ...fields, file };
};

/** The publish button sends no body; a publication that names the openers sends `{ openers }` as JSON. */
const readOptionalJson = async (request: FastifyRequest) => (request.headers['content-type'] === undefined && !request.body ? {} : readJson(request));

export async function staffTenderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: DOCUMENT_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { db } = app.database;
  const guard = staffRoute('tenders');

  const actorOf = (request: FastifyRequest): Actor => {
    const { staffId, email, role } = signedInStaff(request);
    return { kind: 'staff', staffId, email, role };
  };
  /** The service's options for this request: its change is audited as this member, from this address. */
  const audited = (request: FastifyRequest, actor: Actor): ServiceOptions => ({
    audit: (trx, change) => appendAudit(trx, { actor, ip: request.ip, ...change }),
    // The bidders' e-mails of a corrigendum link to the tender's page on the site's own origin.
    publicUrl: siteOrigin(app, request),
  });
  /** Runs one change and, when it changed something, lets this instance's readers see it at once. */
  const changeWith = async <T extends { contentVersion: number | null }>(request: FastifyRequest, work: (actor: Actor, options: ServiceOptions) => Promise<T>) => {
    const actor = actorOf(request);
    const done = await work(actor, audited(request, actor));
    if (done.contentVersion !== null) await app.contentChanges.check();
    return done;
  };

  route(app, staffTendersRead, {
    guard,
    handler: async (_nothing, { request }) => ({ success: true, tenders: await listTenders(db, actorOf(request)) }),
  });

  route(app, staffTenderRead, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => ({ success: true, ...(await getTender(db, actorOf(request), { tenderNo })) }),
  });

  route(app, createTenderEndpoint, {
    guard,
    handler: async ({ body: { values } }, { request }) => {
      const { tenderNo } = await changeWith(request, (actor, options) => createTender(db, actor, { values }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.created(tenderNo), tenderNo };
    },
  });

  route(app, editTenderEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body: { version, changes } }, { request }) => {
      const { fields } = await changeWith(request, (actor, options) => editTender(db, actor, { tenderNo, changes, version }, options));
      return { success: true, message: fields.length ? TENDER_DESK_MESSAGES.saved(tenderNo) : TENDER_DESK_MESSAGES.unchanged(tenderNo), tenderNo };
    },
  });

  route(app, publishTenderEndpoint, {
    guard,
    read: readOptionalJson,
    handler: async ({ params: { tenderNo }, body: { openers } }, { request }) => {
      await changeWith(request, (actor, options) => setTenderPublished(db, actor, { tenderNo, published: true, openers }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.published(tenderNo), tenderNo };
    },
  });

  route(app, unpublishTenderEndpoint, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => {
      await changeWith(request, (actor, options) => setTenderPublished(db, actor, { tenderNo, published: false }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.unpublished(tenderNo), tenderNo };
    },
  });

  route(app, tenderOpenersRead, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => ({ success: true, openers: await openerChoices(db, actorOf(request), tenderNo) }),
  });

  route(app, nameOpenersEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body: { staffIds } }, { request }) => {
      const { changed } = await nameOpeners(db, actorOf(request), { tenderNo, staffIds }, new Date(), request.ip);
      return { success: true, message: changed ? OPENER_MESSAGES.named(tenderNo) : OPENER_MESSAGES.unchanged(tenderNo), tenderNo };
    },
  });

  route(app, tenderOutcomeEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body: { action } }, { request }) => {
      await changeWith(request, (actor, options) => setTenderOutcome(db, actor, { tenderNo, action }, options));
      return { success: true, message: `Tender ${tenderNo} ${TENDER_DESK_MESSAGES.outcome[action]}.`, tenderNo };
    },
  });

  route(app, attachDocumentEndpoint, {
    guard,
    read: readUploadForSchema,
    uploadLimit: DOCUMENT_BODY_LIMIT,
    uploadTooLarge: { message: TENDER_DESK_MESSAGES.fileTooLarge, errors: { file: TENDER_DESK_MESSAGES.fileTooLarge } },
    handler: async ({ params: { tenderNo }, body: { title } }, { request, raw }) => {
      const { file } = raw as Upload;
      if (!file) throw new DomainError('invalid', TENDER_DESK_MESSAGES.fileMissing, { errors: { file: TENDER_DESK_MESSAGES.fileMissing } });
      await changeWith(request, (actor, options) => attachTenderDocument(db, actor, { tenderNo, title, file }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.attached(tenderNo), tenderNo };
    },
  });

  route(app, addCorrigendumEndpoint, {
    guard,
    read: readUploadForSchema,
    uploadLimit: DOCUMENT_BODY_LIMIT,
    uploadTooLarge: { message: TENDER_DESK_MESSAGES.fileTooLarge, errors: { file: TENDER_DESK_MESSAGES.fileTooLarge } },
    handler: async ({ params: { tenderNo }, body: corrigendum }, { request, raw }) => {
      const { file } = raw as Upload;
      await changeWith(request, (actor, options) => addTenderCorrigendum(db, actor, { tenderNo, ...corrigendum, file }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.corrigendum(tenderNo), tenderNo };
    },
  });
}
