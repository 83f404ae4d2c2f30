import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BID_MESSAGES, OPENING_STAGES, type OpeningStage } from '@/entities/bid/model/bid';
import {
  armSealingEndpoint,
  awardBidEndpoint,
  beginOpeningEndpoint,
  evaluateBidEndpoint,
  finishEvaluationEndpoint,
  letterOfAwardRead,
  openedFileRead,
  openingKeysEndpoint,
  openingPartialsEndpoint,
  shareParamsRead,
  staffBidsRead,
  statementCsvRead,
  statementPdfRead,
} from '@/entities/bid/model/bid.contract';
import { armSealing, awardBid, beginOpening, evaluateBid, finishEvaluation, openedFile, postKeys, postPartials, shareParams, staffBids } from '../../bids/opening-service';
import { letterOfAward, statementCsv, statementPdf } from '../../bids/evaluation-docs';
import { attachment } from '../../lib/attachment';
import { route } from '../../lib/contract-route';
import { DomainError } from '../../lib/domain-error';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { secretBox } from '../../staff/secret-box';

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

/** An address's stage: one of the two, or no such page. */
const stageOf = (stage: string): OpeningStage => {
  if (!(OPENING_STAGES as readonly string[]).includes(stage)) throw new DomainError('not-found', BID_MESSAGES.wrongStage);
  return stage as OpeningStage;
};

export async function staffBidRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const box = secretBox(app.config.sessionSecret);
  const guard = staffRoute('tenders');
  const notify = () => app.mailOutbox.enabled;
  const actorOf = (request: FastifyRequest): Extract<Actor, { kind: 'staff' }> => {
    const { staffId, email, role } = signedInStaff(request);
    return { kind: 'staff', staffId, email, role };
  };

  route(app, staffBidsRead, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => ({ success: true, bids: await staffBids(db, actorOf(request), tenderNo, new Date()) }),
  });

  route(app, shareParamsRead, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => ({ success: true, share: await shareParams(db, actorOf(request), tenderNo) }),
  });

  route(app, armSealingEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body }, { request }) => ({ success: true, ...(await armSealing(db, actorOf(request), tenderNo, body, request.ip)) }),
  });

  route(app, beginOpeningEndpoint, {
    guard,
    handler: async ({ params: { tenderNo, stage }, body }, { request }) => ({
      success: true,
      step: await beginOpening(db, box, actorOf(request), tenderNo, stageOf(stage), body, request.ip),
    }),
  });

  route(app, openingPartialsEndpoint, {
    guard,
    handler: async ({ params: { tenderNo, stage }, body }, { request }) => ({
      success: true,
      ...(await postPartials(db, actorOf(request), tenderNo, stageOf(stage), body, request.ip)),
    }),
  });

  route(app, openingKeysEndpoint, {
    guard,
    handler: async ({ params: { tenderNo, stage }, body }, { request }) => {
      const done = await postKeys(db, actorOf(request), tenderNo, stageOf(stage), body, request.ip, notify());
      app.mailOutbox.nudge();
      return { success: true, ...done };
    },
  });

  route(app, evaluateBidEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body }, { request }) => ({
      success: true,
      message: BID_MESSAGES.decided,
      technical: await evaluateBid(db, actorOf(request), tenderNo, body, request.ip),
    }),
  });

  route(app, finishEvaluationEndpoint, {
    guard,
    handler: async ({ params: { tenderNo } }, { request }) => {
      const done = await finishEvaluation(db, actorOf(request), tenderNo, request.ip, notify());
      app.mailOutbox.nudge();
      return { success: true, ...done };
    },
  });

  route(app, awardBidEndpoint, {
    guard,
    handler: async ({ params: { tenderNo }, body }, { request }) => {
      const award = await awardBid(db, actorOf(request), tenderNo, body, request.ip, notify(), new Date(), app.config.publicUrl);
      app.mailOutbox.nudge();
      return { success: true, message: BID_MESSAGES.awarded(award.bidder), award };
    },
  });

  // The comparative statement (CSV, PDF) and the letter of award, as attachments; audited as downloads.
  const documents = [
    { contract: statementCsvRead, type: 'text/csv; charset=utf-8', name: 'comparative-statement.csv', make: statementCsv },
    { contract: statementPdfRead, type: 'application/pdf', name: 'comparative-statement.pdf', make: statementPdf },
    { contract: letterOfAwardRead, type: 'application/pdf', name: 'letter-of-award.pdf', make: letterOfAward },
  ] as const;
  for (const document of documents) {
    route(app, document.contract, {
      guard,
      sendsItself: true,
      handler: async ({ params: { tenderNo } }, { request, reply }) => {
        const body = await document.make(db, tenderNo);
        await appendAudit(db, { actor: actorOf(request), action: 'bids.document-downloaded', subject: `tender:${tenderNo}`, changes: { document: { from: null, to: document.name } }, ip: request.ip });
        const fileName = `${tenderNo.replace(/[^A-Za-z0-9]+/g, '-')}-${document.name}`;
        void reply.header('content-type', document.type).header('content-disposition', attachment(fileName)).header('x-content-type-options', 'nosniff').send(body);
        return '';
      },
    });
  }

  route(app, openedFileRead, {
    guard,
    sendsItself: true,
    handler: async ({ params: { tenderNo, bidNumber, envelope, index: indexText } }, { request, reply }) => {
      const index = Number(indexText);
      if (!Number.isSafeInteger(index) || index < 0 || (envelope !== 'technical' && envelope !== 'financial')) throw new DomainError('not-found', BID_MESSAGES.noSuchBid);
      const { file, chunks } = await openedFile(db, tenderNo, bidNumber, envelope, index);
      await appendAudit(db, {
        actor: actorOf(request),
        action: 'bids.file-downloaded',
        subject: `tender:${tenderNo}`,
        changes: { file: { from: null, to: `${bidNumber} ${envelope} #${index} ${file.name}` } },
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
      void reply
        .header('content-type', MIME[file.type] ?? 'application/octet-stream')
        .header('content-disposition', attachment(file.name))
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .send(body);
      return '';
    },
  });
}
