import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BID_MESSAGES, OPENING_STAGES, type OpeningStage } from '@/entities/bid/model/bid';
import {
  awardRequestSchema,
  awardSchema,
  evaluationSchema,
  openingConfirmSchema,
  openingKeysSchema,
  openingPartialsSchema,
  openingRecordSchema,
  openingStepSchema,
  sealingArmSchema,
  sealingStateSchema,
  shareParamsSchema,
  staffBidsSchema,
  technicalRecordSchema,
} from '@/entities/bid/model/bid.schema';
import { answerSchema, wrapped } from '../../bids/answer-schema';
import { armSealing, awardBid, beginOpening, evaluateBid, finishEvaluation, openedFile, postKeys, postPartials, shareParams, staffBids } from '../../bids/opening-service';
import { letterOfAward, statementCsv, statementPdf } from '../../bids/evaluation-docs';
import { HttpError } from '../../lib/http-error';
import { attachment } from '../../lib/attachment';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { secretBox } from '../../staff/secret-box';
import { refusal } from './answers';

/**
 * The sealing, the two-stage opening, the evaluation and the award of a tender's bids in the staff desk
 * (`docs/bids.md`), for the tenders team and admins. The server relays what the openers' browsers compute;
 * it never sees a passphrase or a share. Everything is audited.
 */

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  dwg: 'application/acad',
};

const tenderNoOf = (request: FastifyRequest) => (request.params as { tenderNo: string }).tenderNo;
const stageOf = (request: FastifyRequest): OpeningStage => {
  const stage = (request.params as { stage?: string }).stage;
  if (!(OPENING_STAGES as readonly string[]).includes(stage ?? '')) throw new HttpError(404, BID_MESSAGES.wrongStage);
  return stage as OpeningStage;
};

const withMessage = (name: string, type: Parameters<typeof answerSchema>[0]) => ({
  type: 'object',
  required: ['success', 'message'],
  properties: { ...writeAnswer.properties, [name]: answerSchema(type) },
});

export async function staffBidRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const box = secretBox(app.config.sessionSecret);
  const guard = staffRoute('tenders');
  const notify = () => app.mailOutbox.enabled;
  const actorOf = (request: FastifyRequest): Extract<Actor, { kind: 'staff' }> => {
    const { staffId, email, role } = signedInStaff(request);
    return { kind: 'staff', staffId, email, role };
  };

  app.get(
    '/api/staff/tenders/:tenderNo/bids',
    { ...guard, schema: { response: { 200: wrapped('bids', staffBidsSchema), 401: refusal, 403: refusal, 404: refusal } } },
    async (request) => ({ success: true, bids: await staffBids(db, actorOf(request), tenderNoOf(request), new Date()) }),
  );

  app.get(
    '/api/staff/tenders/:tenderNo/bids/share',
    { ...guard, schema: { response: { 200: wrapped('share', shareParamsSchema), 401: refusal, 403: refusal, 404: refusal } } },
    async (request) => ({ success: true, share: await shareParams(db, actorOf(request), tenderNoOf(request)) }),
  );

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/arm',
    guard,
    schema: sealingArmSchema,
    answer: wrapped('sealing', sealingStateSchema, true),
    handler: async (share, { request }) => ({ success: true, ...(await armSealing(db, actorOf(request), tenderNoOf(request), share, request.ip)) }),
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/open/:stage/begin',
    guard,
    schema: openingConfirmSchema,
    answer: wrapped('step', openingStepSchema),
    handler: async (input, { request }) => ({ success: true, step: await beginOpening(db, box, actorOf(request), tenderNoOf(request), stageOf(request), input, request.ip) }),
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/open/:stage/partials',
    guard,
    schema: openingPartialsSchema,
    answer: wrapped('sealing', sealingStateSchema, true),
    handler: async (input, { request }) => ({ success: true, ...(await postPartials(db, actorOf(request), tenderNoOf(request), stageOf(request), input, request.ip)) }),
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/open/:stage/keys',
    guard,
    schema: openingKeysSchema,
    answer: { type: 'object', required: ['success', 'message'], properties: { ...writeAnswer.properties, technical: answerSchema(technicalRecordSchema.nullable()), record: answerSchema(openingRecordSchema.nullable()) } },
    handler: async (input, { request }) => {
      const done = await postKeys(db, actorOf(request), tenderNoOf(request), stageOf(request), input, request.ip, notify());
      app.mailOutbox.nudge();
      return { success: true, ...done };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/evaluation',
    guard,
    schema: evaluationSchema,
    answer: withMessage('technical', technicalRecordSchema),
    handler: async (input, { request }) => ({ success: true, message: BID_MESSAGES.decided, technical: await evaluateBid(db, actorOf(request), tenderNoOf(request), input, request.ip) }),
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/evaluation/done',
    guard,
    answer: withMessage('technical', technicalRecordSchema),
    handler: async (_nothing, { request }) => {
      const done = await finishEvaluation(db, actorOf(request), tenderNoOf(request), request.ip, notify());
      app.mailOutbox.nudge();
      return { success: true, ...done };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/award',
    guard,
    schema: awardRequestSchema,
    answer: withMessage('award', awardSchema),
    handler: async (input, { request }) => {
      const award = await awardBid(db, actorOf(request), tenderNoOf(request), input, request.ip, notify(), new Date(), app.config.publicUrl);
      app.mailOutbox.nudge();
      return { success: true, message: BID_MESSAGES.awarded(award.bidder), award };
    },
  });

  // The comparative statement (CSV, PDF) and the letter of award, as attachments; audited as downloads.
  const documents = [
    { path: 'statement.csv', type: 'text/csv; charset=utf-8', name: 'comparative-statement.csv', make: statementCsv },
    { path: 'statement.pdf', type: 'application/pdf', name: 'comparative-statement.pdf', make: statementPdf },
    { path: 'letter-of-award.pdf', type: 'application/pdf', name: 'letter-of-award.pdf', make: letterOfAward },
  ] as const;
  for (const document of documents) {
    app.get(
      `/api/staff/tenders/:tenderNo/bids/${document.path}`,
      { ...guard, schema: { response: { 200: { type: 'string' }, 401: refusal, 403: refusal, 404: refusal, 409: refusal } } },
      async (request, reply) => {
        const tenderNo = tenderNoOf(request);
        const body = await document.make(db, tenderNo);
        await appendAudit(db, { actor: actorOf(request), action: 'bids.document-downloaded', subject: `tender:${tenderNo}`, changes: { document: { from: null, to: document.name } }, ip: request.ip });
        const fileName = `${tenderNo.replace(/[^A-Za-z0-9]+/g, '-')}-${document.name}`;
        return reply.header('content-type', document.type).header('content-disposition', attachment(fileName)).header('x-content-type-options', 'nosniff').send(body);
      },
    );
  }

  app.get<{ Params: { tenderNo: string; bidNumber: string; envelope: string; index: string } }>(
    '/api/staff/tenders/:tenderNo/bids/:bidNumber/:envelope/:index',
    { ...guard, schema: { response: { 200: { type: 'string' }, 401: refusal, 403: refusal, 404: refusal, 409: refusal } } },
    async (request, reply) => {
      const index = Number(request.params.index);
      const envelope = request.params.envelope;
      if (!Number.isSafeInteger(index) || index < 0 || (envelope !== 'technical' && envelope !== 'financial')) throw new HttpError(404, BID_MESSAGES.noSuchBid);
      const { file, chunks } = await openedFile(db, request.params.tenderNo, request.params.bidNumber, envelope, index);
      await appendAudit(db, {
        actor: actorOf(request),
        action: 'bids.file-downloaded',
        subject: `tender:${request.params.tenderNo}`,
        changes: { file: { from: null, to: `${request.params.bidNumber} ${envelope} #${index} ${file.name}` } },
        ip: request.ip,
      });
      const body = Readable.from(
        (async function* () {
          for await (const chunk of chunks) {
            if (!chunk) throw new Error('a sealed chunk does not decrypt');
            yield chunk;
          }
        })(),
      );
      return reply
        .header('content-type', MIME[file.type] ?? 'application/octet-stream')
        .header('content-disposition', attachment(file.name))
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
