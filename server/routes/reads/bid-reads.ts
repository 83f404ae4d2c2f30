import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BID_MESSAGES } from '@/entities/bid/model/bid';
import { myBidSchema, publicBidsSchema } from '@/entities/bid/model/bid.schema';
import { myBid } from '../../bids/bid-service';
import { publicBids } from '../../bids/opening-service';
import { wrapped } from '../../bids/answer-schema';
import { HttpError } from '../../lib/http-error';
import { sessionAccount } from '../accounts/sessions';
import type { ReadDefinition, ReadResult } from './read-table';

/**
 * The bid reads (`docs/bids.md`): personal (they depend on who asks, never cached), so they sit in the read
 * table with the others and a page rendered on the server could ask them in-process.
 */

const refusal = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

const tenderNoOf = (request: FastifyRequest) => String((request.params as { tenderNo?: string } | undefined)?.tenderNo ?? '');

async function answered(work: () => Promise<unknown>): Promise<ReadResult> {
  try {
    return { status: 200, value: await work() };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, value: { success: false, message: error.message } };
    throw error;
  }
}

export function bidReads(app: FastifyInstance): ReadDefinition[] {
  const { db } = app.database;
  return [
    {
      kind: 'personal',
      path: '/api/tenders/:tenderNo/bids/mine',
      response: { 200: wrapped('bid', myBidSchema), 401: refusal, 404: refusal },
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        if (!account) return { status: 401, value: { success: false, message: BID_MESSAGES.loginFirst } };
        return answered(async () => ({ success: true, bid: await myBid(db, tenderNoOf(request), account.id, new Date()) }));
      },
    },
    {
      kind: 'personal',
      path: '/api/tenders/:tenderNo/bids/summary',
      response: { 200: wrapped('summary', publicBidsSchema), 404: refusal },
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        return answered(async () => ({ success: true, summary: await publicBids(db, tenderNoOf(request), account?.id ?? null) }));
      },
    },
  ];
}
