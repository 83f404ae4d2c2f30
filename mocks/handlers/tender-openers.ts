import { HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { nameOpenersEndpoint, OPENER_MESSAGES, tenderOpenersRead, type OpenerCandidate, type TenderOpener, type TenderOpeners } from '@/entities/tender';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { mockEndpoint } from '../contract-handler';
import { mockStaffMember } from './staff';

/**
 * A tender's openers from fixtures (`GET|PUT /api/staff/tenders/:tenderNo/openers`), typed by the tender
 * contracts: the members with their reasons as the server words them, and the pair a `PUT` names, recorded
 * so the desk reads it back. Which pairs may open (a member's role, who added whom, a sealing already armed)
 * is the server's rule (`server/tenders/openers.ts`); a test that needs its refusal answers it with its own
 * handler. Every tender asked about takes online bids. `resetTenderOpenersMock()` starts afresh;
 * `tenderOpenersMockState()` shows what is named and sets `locked` (what the read says of an armed sealing).
 */

const AT = '2026-11-20T04:30:00.000Z';

/** The desk's members: the signed-in mock admin, an eligible colleague, one the admin made, a sales member, a disabled one. */
export const MOCK_OPENER_MEMBERS: OpenerCandidate[] = [
  { staffId: 1, name: 'Office Admin', email: 'office@example.com', role: 'admin', reason: null, notWith: [] },
  { staffId: 2, name: 'Ravi Kale', email: 'ravi@example.com', role: 'tenders', reason: null, notWith: [] },
  {
    staffId: 3,
    name: 'Xavier Dsouza',
    email: 'xavier@example.com',
    role: 'tenders',
    reason: null,
    notWith: [{ staffId: 1, reason: "Xavier Dsouza cannot open with Office Admin: Office Admin added Xavier Dsouza on 2026-11-19 10:00 India time. Neither opener may have added, reset or set up the other's sign-in." }],
  },
  { staffId: 4, name: 'Suresh Patil', email: 'suresh@example.com', role: 'sales', reason: 'Suresh Patil has the role sales; only tenders members and admins open bids.', notWith: [] },
  { staffId: 5, name: 'Dinesh More', email: 'dinesh@example.com', role: 'tenders', reason: 'Dinesh More is disabled.', notWith: [] },
];

interface MockOpeners {
  named: TenderOpener[];
  locked: boolean;
}

let state: Map<string, MockOpeners>;

export function resetTenderOpenersMock(): void {
  state = new Map();
}
resetTenderOpenersMock();

function entryOf(tenderNo: string): MockOpeners {
  let entry = state.get(tenderNo);
  if (!entry) {
    entry = { named: [], locked: false };
    state.set(tenderNo, entry);
  }
  return entry;
}

export const tenderOpenersMockState = (tenderNo: string): MockOpeners => entryOf(tenderNo);

const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });

function refusedMember(): Response | null {
  const member = mockStaffMember();
  if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
  if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
  return null;
}

export const tenderOpenersHandlers: RequestHandler[] = [
  mockEndpoint(tenderOpenersRead, ({ params }) => {
    const refused = refusedMember();
    if (refused) return refused;
    const tenderNo = String(params.tenderNo);
    const entry = entryOf(tenderNo);
    const openers: TenderOpeners = { tenderNo, onlineBids: true, publishedAt: null, locked: entry.locked ? OPENER_MESSAGES.locked(tenderNo) : null, named: entry.named, members: MOCK_OPENER_MEMBERS };
    return HttpResponse.json({ success: true, openers });
  }),

  mockEndpoint(nameOpenersEndpoint, async ({ params, request }) => {
    const refused = refusedMember();
    if (refused) return refused;
    const tenderNo = String(params.tenderNo);
    const entry = entryOf(tenderNo);
    const { staffIds } = (await request.json()) as z.input<NonNullable<typeof nameOpenersEndpoint.body>>;
    const by = mockStaffMember()?.email ?? '';
    entry.named = staffIds.flatMap((id, index) => {
      const member = MOCK_OPENER_MEMBERS.find((candidate) => candidate.staffId === Number(id));
      return member ? [{ slot: (index + 1) as 1 | 2, staffId: member.staffId, name: member.name, email: member.email, namedAt: AT, namedBy: by }] : [];
    });
    return HttpResponse.json({ success: true, message: OPENER_MESSAGES.named(tenderNo), tenderNo });
  }),
];
