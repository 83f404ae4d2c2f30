import { HttpResponse, type RequestHandler } from 'msw';
import { nameOpenersEndpoint, OPENER_MESSAGES, tenderOpenersRead, tenderOpenersSchema, type OpenerCandidate, type TenderOpener, type TenderOpeners } from '@/entities/tender';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { mockEndpoint } from '../contract-handler';
import { mockStaffMember } from './staff';

/**
 * A tender's openers in memory, answering like the API host (`GET|PUT /api/staff/tenders/:tenderNo/openers`,
 * `server/tenders/openers.ts`): the same schema and words, the members' reasons as the server words them.
 * Every tender asked about takes online bids. `resetTenderOpenersMock()` starts afresh; `tenderOpenersMockState()`
 * shows what is named and sets `locked` (the sealing armed).
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
    const parsed = tenderOpenersSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    if (entry.locked) return refuse(409, OPENER_MESSAGES.locked(tenderNo));
    const pair = parsed.data.staffIds.map((id) => MOCK_OPENER_MEMBERS.find((member) => member.staffId === id));
    const errors: Record<string, string> = {};
    pair.forEach((member, index) => {
      const field = `opener${index + 1}`;
      if (!member) errors[field] = OPENER_MESSAGES.noSuchMember(parsed.data.staffIds[index]);
      else if (member.reason) errors[field] = member.reason;
      else {
        const other = parsed.data.staffIds[1 - index];
        const conflict = member.notWith.find((item) => item.staffId === other);
        if (conflict) errors[field] = conflict.reason;
      }
    });
    if (Object.keys(errors).length) return refuse(409, Object.values(errors).join(' '), errors);
    const same = entry.named.length === 2 && parsed.data.staffIds.every((id) => entry.named.some((opener) => opener.staffId === id));
    if (same) return HttpResponse.json({ success: true, message: OPENER_MESSAGES.unchanged(tenderNo), tenderNo });
    const by = mockStaffMember()?.email ?? '';
    entry.named = pair.map((member, index) => ({ slot: (index + 1) as 1 | 2, staffId: member!.staffId, name: member!.name, email: member!.email, namedAt: AT, namedBy: by }));
    return HttpResponse.json({ success: true, message: OPENER_MESSAGES.named(tenderNo), tenderNo });
  }),
];
