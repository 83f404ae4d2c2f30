import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { BID_MESSAGES, MAX_BID_TOTAL_BYTES } from '@/entities/bid/model/bid';
import { myLetterOfAwardRead, reconfirmBidEndpoint, submitBidEndpoint, tenderNoAddress, withdrawBidEndpoint } from '@/entities/bid/model/bid.contract';
import { bidGate, commitBid, reconfirmBid, sweepOrphanChunks, withdrawBid, type BidGate } from '../bids/bid-service';
import { BID_UPLOAD_LIMITS, discardUpload, isStorageFull, storageFull, takeBid, type Intake } from '../bids/intake';
import { vendorsLetterOfAward } from '../bids/evaluation-docs';
import { attachment } from '../lib/attachment';
import { route } from '../lib/contract-route';
import { DomainError } from '../lib/domain-error';
import { sessionAccount } from './accounts/sessions';

/**
 * A vendor's bid writes (`docs/bids.md`): send (multipart, streamed and sealed on the way in), withdraw,
 * re-confirm, and the awarded vendor's letter of award. The reads are in the read table
 * (`reads/bid-reads.ts`). Also the sweep of interrupted uploads, on a timer that stops with the app.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bid guard: the tender, its key and the vendor, checked before the body is read. */
    bidGate?: BidGate;
  }
}

const SWEEP_MS = 10 * 60 * 1000;

export async function bidRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: BID_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { db } = app.database;

  const vendorOf = async (request: FastifyRequest) => {
    const account = await sessionAccount(app, request);
    if (!account) throw new DomainError('unauthenticated', BID_MESSAGES.loginFirst);
    return account;
  };

  // Who, which tender, whether it takes bids now: all refused before a byte of the body is read.
  const gate = {
    config: {},
    preHandler: async (request: FastifyRequest) => {
      const account = await vendorOf(request);
      const address = tenderNoAddress.safeParse(request.params);
      if (!address.success) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
      request.bidGate = await bidGate(db, address.data.tenderNo, { id: account.id, email: account.email }, new Date());
    },
  };

  route(app, submitBidEndpoint, {
    guard: gate,
    // Every file (technical and price schedule) within the bid's total, and room for the fields and framing.
    uploadLimit: MAX_BID_TOTAL_BYTES + 256 * 1024,
    uploadTooLarge: { message: BID_MESSAGES.totalTooLarge, errors: { files: BID_MESSAGES.totalTooLarge } },
    read: async (request) => {
      const intake = await takeBid(db, request, request.bidGate!);
      return { ...intake.fields, intake };
    },
    handler: async (_financial, { request, raw }) => {
      const { intake } = raw as { intake: Intake };
      try {
        const { receipt, replaced } = await commitBid(db, request.bidGate!, intake.bid, request.ip, app.mailOutbox.enabled);
        app.mailOutbox.nudge();
        request.log.info({ tenderNo: receipt.tenderNo, bidNumber: receipt.bidNumber }, 'sealed bid stored');
        return { success: true, message: replaced ? BID_MESSAGES.resubmitted(receipt.bidNumber) : BID_MESSAGES.submitted(receipt.bidNumber), receipt };
      } catch (error) {
        await discardUpload(db, intake.bid.uploadId);
        if (isStorageFull(error)) throw storageFull();
        throw error;
      }
    },
  });

  route(app, withdrawBidEndpoint, {
    handler: async ({ params: { tenderNo } }, { request }) => {
      const account = await vendorOf(request);
      await withdrawBid(db, tenderNo, account.id, request.ip);
      return { success: true, message: BID_MESSAGES.withdrawn };
    },
  });

  route(app, reconfirmBidEndpoint, {
    handler: async ({ params: { tenderNo } }, { request }) => {
      const account = await vendorOf(request);
      const receipt = await reconfirmBid(db, tenderNo, account.id, request.ip);
      return { success: true, message: BID_MESSAGES.reconfirmed, receipt };
    },
  });

  // The awarded vendor's own letter of award (the staff desk has every tender's).
  route(app, myLetterOfAwardRead, {
    sendsItself: true,
    handler: async ({ params: { tenderNo } }, { request, reply }) => {
      const account = await vendorOf(request);
      const body = await vendorsLetterOfAward(db, tenderNo, account.id);
      void reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`${tenderNo.replace(/[^A-Za-z0-9]+/g, '-')}-letter-of-award.pdf`))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
      return '';
    },
  });

  const sweep = () => sweepOrphanChunks(db).catch((error: unknown) => app.log.warn({ err: error }, 'bid upload sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
  });
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
