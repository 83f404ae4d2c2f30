import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BID_MESSAGES } from '@/entities/bid/model/bid';
import { myBidRead, publicBidsRead } from '@/entities/bid/model/bid.contract';
import { myBid } from '../../bids/bid-service';
import { publicBids } from '../../bids/opening-service';
import { responseSchemas } from '../../lib/contract-route';
import { isDomainError } from '../../lib/domain-error';
import { sessionAccount } from '../accounts/sessions';

/**
 * The bid reads (`docs/bids.md`): personal (they depend on who asks, never cached), so they sit in the read
 * table with the others and a page rendered on the server could ask them in-process. Each is its contract
 * (`src/entities/bid/model/bid.contract.ts`): its address and its answers per status.
 */

/** A personal read as the read table takes one: its address, its answers' schemas, and how it is computed. */
export interface BidRead {
  kind: 'personal';
  path: string;
  response: Record<number, object>;
  compute(request: FastifyRequest): Promise<{ status: number; value: unknown }>;
}

const tenderNoParams = z.object({ tenderNo: z.string() });

/** The tender number of the address, as the router decoded it. */
function tenderNoOf(request: FastifyRequest): string {
  const address = tenderNoParams.safeParse(request.params);
  return address.success ? address.data.tenderNo : '';
}

/** The service's answer, or its refusal as the contract's `{ success: false, message }` with the refusal's status. */
async function answered(work: () => Promise<unknown>): Promise<{ status: number; value: unknown }> {
  try {
    return { status: 200, value: await work() };
  } catch (error) {
    if (isDomainError(error)) return { status: error.statusCode, value: { success: false, message: error.message } };
    throw error;
  }
}

export function bidReads(app: FastifyInstance): BidRead[] {
  const { db } = app.database;
  return [
    {
      kind: 'personal',
      path: myBidRead.path,
      response: responseSchemas(myBidRead.answers),
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        if (!account) return { status: 401, value: { success: false, message: BID_MESSAGES.loginFirst } };
        return answered(async () => ({ success: true, bid: await myBid(db, tenderNoOf(request), account.id, new Date()) }));
      },
    },
    {
      kind: 'personal',
      path: publicBidsRead.path,
      response: responseSchemas(publicBidsRead.answers),
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        return answered(async () => ({ success: true, summary: await publicBids(db, tenderNoOf(request), account?.id ?? null) }));
      },
    },
  ];
}
