import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BID_MESSAGES } from '@/entities/bid/model/bid';
import { openingConfirmSchema, openingRecordSchema, sealingArmSchema, sealingStateSchema, staffBidsSchema } from '@/entities/bid/model/bid.schema';
import { answerSchema, wrapped } from '../../bids/answer-schema';
import { armSealing, confirmOpening, openedFile, staffBids } from '../../bids/bid-service';
import { HttpError } from '../../lib/http-error';
import { attachment } from '../../lib/attachment';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { secretBox } from '../../staff/secret-box';
import { refusal } from './answers';

/**
 * The sealing and the opening of a tender's bids in the staff desk (`docs/bids.md`), for the tenders team
 * and admins: the count before the opening (never who bid), the two openers' arming, the opening by both
 * with their authenticator code and passphrase, and the opened files. Everything is audited.
 */

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  dwg: 'application/acad',
};

const tenderNoOf = (request: FastifyRequest) => (request.params as { tenderNo: string }).tenderNo;

export async function staffBidRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const box = secretBox(app.config.sessionSecret);
  const guard = staffRoute('tenders');
  const actorOf = (request: FastifyRequest): Extract<Actor, { kind: 'staff' }> => {
    const { staffId, email, role } = signedInStaff(request);
    return { kind: 'staff', staffId, email, role };
  };

  app.get(
    '/api/staff/tenders/:tenderNo/bids',
    { ...guard, schema: { response: { 200: wrapped('bids', staffBidsSchema), 401: refusal, 403: refusal, 404: refusal } } },
    async (request) => ({ success: true, bids: await staffBids(db, tenderNoOf(request), new Date()) }),
  );

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/arm',
    guard,
    schema: sealingArmSchema,
    answer: wrapped('sealing', sealingStateSchema, true),
    handler: async ({ passphrase }, { request }) => {
      const done = await armSealing(db, box, actorOf(request), { tenderNo: tenderNoOf(request), passphrase }, request.ip);
      return { success: true, ...done };
    },
  });

  writeRoute(app, {
    url: '/api/staff/tenders/:tenderNo/bids/open',
    guard,
    schema: openingConfirmSchema,
    answer: {
      type: 'object',
      required: ['success', 'message'],
      properties: { ...writeAnswer.properties, sealing: answerSchema(sealingStateSchema), record: answerSchema(openingRecordSchema) },
    },
    handler: async ({ code, passphrase }, { request }) => {
      const outcome = await confirmOpening(db, box, actorOf(request), { tenderNo: tenderNoOf(request), code, passphrase }, request.ip);
      return outcome.done ? { success: true, message: outcome.message, record: outcome.record } : { success: true, message: outcome.message, sealing: outcome.sealing };
    },
  });

  app.get<{ Params: { tenderNo: string; bidNumber: string; index: string } }>(
    '/api/staff/tenders/:tenderNo/bids/:bidNumber/files/:index',
    { ...guard, schema: { response: { 200: { type: 'string' }, 401: refusal, 403: refusal, 404: refusal, 409: refusal } } },
    async (request, reply) => {
      const index = Number(request.params.index);
      if (!Number.isSafeInteger(index) || index < 0) throw new HttpError(404, BID_MESSAGES.noSuchBid);
      const { file, chunks } = await openedFile(db, box, request.params.tenderNo, request.params.bidNumber, index);
      await appendAudit(db, {
        actor: actorOf(request),
        action: 'bids.file-downloaded',
        subject: `tender:${request.params.tenderNo}`,
        changes: { file: { from: null, to: `${request.params.bidNumber} #${index} ${file.name}` } },
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
