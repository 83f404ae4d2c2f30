import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { TENDER_DESK_MESSAGES } from '@/entities/tender/model/tender-desk';
import { tenderCreateSchema, tenderDocumentFormSchema, tenderEditSchema, tenderOutcomeSchema } from '@/entities/tender/model/tender-desk.schema';
import { corrigendumInputSchema } from '@/entities/tender/model/tender-corrigendum';
import { OPENER_MESSAGES, tenderOpenersSchema, tenderPublishSchema } from '@/entities/tender/model/tender-openers';
import { MAX_DOCUMENT_BYTES } from '@/entities/tender/model/tender-rules';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { recordJsonSchema } from '@/shared/lib/record-schema';
import { HttpError } from '../../lib/http-error';
import { readMultipartForm, type MultipartForm } from '../../lib/multipart-form';
import { readJson, writeAnswer, writeRoute } from '../../lib/write-route';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import {
  TenderError,
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
import { tenderDetailSchema } from '@/entities/tender/model/tender-reads.contract';
import { jsonSchemaOf } from '../../lib/contract-route';
import { refusal } from './answers';
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

const summaryAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'TenderNo', 'Reference', 'TenderDate', 'Expiry_Date', 'Outcome', 'Corrigendum_Date', 'Published', 'status', 'documents', 'corrigenda'],
  properties: {
    id: { type: 'integer' },
    TenderNo: { type: 'string' },
    Reference: { type: 'string' },
    TenderDate: { type: 'string' },
    Expiry_Date: { type: 'string' },
    Outcome: { type: 'string' },
    Corrigendum_Date: { type: 'string' },
    Published: { type: 'boolean' },
    status: { type: 'string' },
    documents: { type: 'integer' },
    corrigenda: { type: 'integer' },
  },
} as const;

const listAnswer = {
  type: 'object',
  required: ['success', 'tenders'],
  properties: { success: { type: 'boolean' }, tenders: { type: 'array', items: summaryAnswer } },
} as const;

const detailAnswer = {
  type: 'object',
  required: ['success', 'tender', 'Published', 'Changed_At', 'status', 'version', 'Documents', 'Corrigenda'],
  properties: {
    success: { type: 'boolean' },
    tender: recordJsonSchema(tenderSchema),
    Published: { type: 'boolean' },
    Changed_At: { type: 'string' },
    status: { type: 'string' },
    version: { type: 'string' },
    Documents: jsonSchemaOf(tenderDetailSchema.shape.Documents),
    Corrigenda: jsonSchemaOf(tenderDetailSchema.shape.Corrigenda),
  },
} as const;

/** A change's answer: the sentence, and the tender's number (a create names the one it made). */
const changedAnswer = {
  type: 'object',
  required: ['success', 'message', 'tenderNo'],
  properties: { ...writeAnswer.properties, tenderNo: { type: 'string' } },
} as const;

const openerAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['slot', 'staffId', 'name', 'email', 'namedAt', 'namedBy'],
  properties: { slot: { type: 'integer' }, staffId: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, namedAt: { type: 'string' }, namedBy: { type: 'string' } },
} as const;

const candidateAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['staffId', 'name', 'email', 'role', 'reason', 'notWith'],
  properties: {
    staffId: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    reason: { type: ['string', 'null'] },
    notWith: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['staffId', 'reason'], properties: { staffId: { type: 'integer' }, reason: { type: 'string' } } },
    },
  },
} as const;

/** `GET …/openers`: the named openers, and every member with why they cannot be chosen. */
const openersAnswer = {
  type: 'object',
  required: ['success', 'openers'],
  properties: {
    success: { type: 'boolean' },
    openers: {
      type: 'object',
      additionalProperties: false,
      required: ['tenderNo', 'onlineBids', 'publishedAt', 'locked', 'named', 'members'],
      properties: {
        tenderNo: { type: 'string' },
        onlineBids: { type: 'boolean' },
        publishedAt: { type: ['string', 'null'] },
        locked: { type: ['string', 'null'] },
        named: { type: 'array', items: openerAnswer },
        members: { type: 'array', items: candidateAnswer },
      },
    },
  },
} as const;

const readRefusals = { 401: refusal, 403: refusal, 404: refusal };

/** The publish button sends no body; a publication that names the openers sends `{ openers }` as JSON. */
const readOptionalJson = async (request: FastifyRequest) => (request.headers['content-type'] === undefined && !request.body ? {} : readJson(request));

/** The service's refusal as the answer: its status, its message, its per-field messages. */
function answerOf(error: unknown): unknown {
  if (error instanceof TenderError) return new HttpError(error.status, error.message, 'fields' in error ? (error.fields as Record<string, string>) : undefined);
  return error;
}

async function service<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw answerOf(error);
  }
}

const tenderNoOf = (request: FastifyRequest) => (request.params as { tenderNo: string }).tenderNo;

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
    const done = await service(() => work(actor, audited(request, actor)));
    if (done.contentVersion !== null) await app.contentChanges.check();
    return done;
  };

  app.get('/api/staff/tenders', { ...guard, schema: { response: { 200: listAnswer, ...readRefusals } } }, async (request) => ({
    success: true,
    tenders: await service(() => listTenders(db, actorOf(request))),
  }));

  app.get('/api/staff/tenders/:tenderNo', { ...guard, schema: { response: { 200: detailAnswer, ...readRefusals } } }, async (request) => ({
    success: true,
    ...(await service(() => getTender(db, actorOf(request), { tenderNo: tenderNoOf(request) }))),
  }));

  writeRoute(app, {
    url: '/api/staff/tenders',
    guard,
    schema: tenderCreateSchema,
    status: 201,
    answer: changedAnswer,
    handler: async ({ values }, { request }) => {
      const { tenderNo } = await changeWith(request, (actor, options) => createTender(db, actor, { values }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.created(tenderNo), tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo',
    method: 'PATCH',
    guard,
    schema: tenderEditSchema,
    answer: changedAnswer,
    handler: async ({ version, changes }, { request }) => {
      const tenderNo = tenderNoOf(request);
      const { fields } = await changeWith(request, (actor, options) => editTender(db, actor, { tenderNo, changes, version }, options));
      return { success: true, message: fields.length ? TENDER_DESK_MESSAGES.saved(tenderNo) : TENDER_DESK_MESSAGES.unchanged(tenderNo), tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/publish',
    guard,
    schema: tenderPublishSchema,
    read: readOptionalJson,
    answer: changedAnswer,
    handler: async ({ openers }, { request }) => {
      const tenderNo = tenderNoOf(request);
      await changeWith(request, (actor, options) => setTenderPublished(db, actor, { tenderNo, published: true, openers }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.published(tenderNo), tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/unpublish',
    guard,
    answer: changedAnswer,
    handler: async (_nothing, { request }) => {
      const tenderNo = tenderNoOf(request);
      await changeWith(request, (actor, options) => setTenderPublished(db, actor, { tenderNo, published: false }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.unpublished(tenderNo), tenderNo };
    },
  });

  app.get('/api/staff/tenders/:tenderNo/openers', { ...guard, schema: { response: { 200: openersAnswer, ...readRefusals } } }, async (request) => ({
    success: true,
    openers: await service(() => openerChoices(db, actorOf(request), tenderNoOf(request))),
  }));

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/openers',
    method: 'PUT',
    guard,
    schema: tenderOpenersSchema,
    answer: changedAnswer,
    handler: async ({ staffIds }, { request }) => {
      const tenderNo = tenderNoOf(request);
      const { changed } = await service(() => nameOpeners(db, actorOf(request), { tenderNo, staffIds }, new Date(), request.ip));
      return { success: true, message: changed ? OPENER_MESSAGES.named(tenderNo) : OPENER_MESSAGES.unchanged(tenderNo), tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/outcome',
    guard,
    schema: tenderOutcomeSchema,
    answer: changedAnswer,
    handler: async ({ action }, { request }) => {
      const tenderNo = tenderNoOf(request);
      await changeWith(request, (actor, options) => setTenderOutcome(db, actor, { tenderNo, action }, options));
      return { success: true, message: `Tender ${tenderNo} ${TENDER_DESK_MESSAGES.outcome[action]}.`, tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/documents',
    guard,
    schema: tenderDocumentFormSchema,
    read: readUploadForSchema,
    uploadLimit: DOCUMENT_BODY_LIMIT,
    uploadTooLarge: { message: TENDER_DESK_MESSAGES.fileTooLarge, errors: { file: TENDER_DESK_MESSAGES.fileTooLarge } },
    status: 201,
    answer: changedAnswer,
    handler: async ({ title }, { request, raw }) => {
      const tenderNo = tenderNoOf(request);
      const { file } = raw as Upload;
      if (!file) throw new HttpError(400, TENDER_DESK_MESSAGES.fileMissing, { file: TENDER_DESK_MESSAGES.fileMissing });
      await changeWith(request, (actor, options) => attachTenderDocument(db, actor, { tenderNo, title, file }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.attached(tenderNo), tenderNo };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/corrigenda',
    guard,
    schema: corrigendumInputSchema,
    read: readUploadForSchema,
    uploadLimit: DOCUMENT_BODY_LIMIT,
    uploadTooLarge: { message: TENDER_DESK_MESSAGES.fileTooLarge, errors: { file: TENDER_DESK_MESSAGES.fileTooLarge } },
    status: 201,
    answer: changedAnswer,
    handler: async (corrigendum, { request, raw }) => {
      const tenderNo = tenderNoOf(request);
      const { file } = raw as Upload;
      await changeWith(request, (actor, options) => addTenderCorrigendum(db, actor, { tenderNo, ...corrigendum, file }, options));
      return { success: true, message: TENDER_DESK_MESSAGES.corrigendum(tenderNo), tenderNo };
    },
  });
}
