import { HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import {
  addCorrigendumEndpoint,
  attachDocumentEndpoint,
  createTenderEndpoint,
  editTenderEndpoint,
  publishTenderEndpoint,
  staffTenderRead,
  staffTendersRead,
  tenderDocumentRead,
  tenderOutcomeEndpoint,
  unpublishTenderEndpoint,
  TENDER_DESK_MESSAGES,
  tenderImportSchema,
  tenderStatus,
  type StaffTenderDetail,
  type StaffTenderSummary,
  type Tender,
} from '@/entities/tender';
import { pathOf } from '@/shared/contracts/endpoint';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { mockEndpoint } from '../contract-handler';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { mockStaffMember } from './staff';

/**
 * The tenders desk from fixtures (two demo tenders), typed by the tender contracts: a write answers its
 * success and records what was sent, so the desk page reads it back (`npm run dev:mock`). The rules are
 * the server's (`server/routes/staff/tenders.ts` and its service): the import's checks, a stale version's
 * 409, a number already taken, a corrigendum's dates. A test that needs one of those refusals answers it
 * with its own handler. Only the staff mock's signed-in member gets in (a `sales` member gets 403).
 * `resetStaffTendersMock()` starts afresh; `overtakeStaffTender()` changes a fixture tender.
 */

interface MockTender {
  tender: Tender;
  Published: boolean;
  version: number;
  Documents: StaffTenderDetail['Documents'];
  Corrigenda: StaffTenderDetail['Corrigenda'];
}

/** A fixed day, so the mock's statuses do not move with the calendar. */
const TODAY = new Date('2026-11-25T06:30:00Z');

let tenders: Map<string, MockTender>;
let nextId: number;

function record(values: Record<string, unknown>, id: number): Tender {
  // Parsed for the record's shape and defaults (the desk's form checked the values with the same schema before
  // sending); the refusals a save may meet are the server's, answered by a test's own handler.
  const row = tenderImportSchema.parse(values) as unknown as Record<string, unknown>;
  const { Published: _published, ...fields } = row;
  return { ...fields, id, Outcome: (row.Outcome as string | undefined) ?? '', Corrigendum_Date: '' } as Tender;
}

export const DEMO_DESK_TENDER = {
  TenderNo: 'VI/TN/2026/101',
  TenderDate: '2026-11-20',
  Expiry_Date: '2026-12-20',
  Bid_Deadline: '2026-12-20T15:00',
  Reference: 'Gypsum false ceiling, Nashik office',
  CustomerID: 4,
  ProjectID: 2,
  BillingTypeID: 1,
  TenderTotalAmont: 118000,
};

export function resetStaffTendersMock(): void {
  nextId = 1;
  tenders = new Map();
  for (const [values, Published] of [
    [DEMO_DESK_TENDER, true],
    [{ ...DEMO_DESK_TENDER, TenderNo: 'VI/TN/2026/102', Reference: 'Modular kitchen, staff quarters' }, false],
  ] as const) {
    tenders.set(values.TenderNo, { tender: record(values, nextId++), Published, version: 1, Documents: [], Corrigenda: [] });
  }
}
resetStaffTendersMock();

/** Changes a fixture tender (as a colleague's save would). */
export function overtakeStaffTender(tenderNo: string, changes: Partial<Tender>): void {
  const entry = tenders.get(tenderNo);
  if (!entry) return;
  entry.tender = { ...entry.tender, ...changes };
  entry.version += 1;
}

const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });
const changed = (message: string, tenderNo: string, status = 200) => HttpResponse.json({ success: true, message, tenderNo }, { status });
const versionOf = (entry: MockTender) => `v${entry.version}`;
const bump = (entry: MockTender) => {
  entry.version += 1;
};

/** The route's guard: 401 without a session, 403 for a role that does not manage tenders. */
function refusedMember(): Response | null {
  const member = mockStaffMember();
  if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
  if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
  return null;
}

function found(params: Record<string, string | readonly string[] | undefined>): MockTender | Response {
  const tenderNo = String(params.tenderNo);
  return tenders.get(tenderNo) ?? refuse(404, `No tender numbered ${tenderNo}.`);
}

const summary = (entry: MockTender): StaffTenderSummary => ({
  id: entry.tender.id,
  TenderNo: entry.tender.TenderNo,
  Reference: entry.tender.Reference,
  TenderDate: entry.tender.TenderDate,
  Expiry_Date: entry.tender.Expiry_Date,
  Outcome: entry.tender.Outcome,
  Corrigendum_Date: entry.tender.Corrigendum_Date,
  Published: entry.Published,
  status: tenderStatus(entry.tender, TODAY),
  documents: entry.Documents.length,
  corrigenda: entry.Corrigenda.length,
});

/** A multipart body's fields and its file (msw hands the form over as the browser sent it). */
async function formOf(request: Request): Promise<{ fields: Record<string, string>; file: File | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return { fields: ((await request.json().catch(() => ({}))) ?? {}) as Record<string, string>, file: null };
  const data = await request.formData();
  const fields: Record<string, string> = {};
  let file: File | null = null;
  data.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'file') file = value;
  });
  return { fields, file };
}

const documentOf = (file: File, title: string) => ({
  id: nextId++,
  Title: title || file.name,
  File_Name: file.name,
  Type: file.name.split('.').pop()!.toLowerCase(),
  Size: file.size,
  Url: pathOf(tenderDocumentRead, { id: nextId, name: file.name }),
});

export const staffTendersHandlers: RequestHandler[] = [
  mockEndpoint(staffTendersRead, () => refusedMember() ?? HttpResponse.json({ success: true, tenders: [...tenders.values()].map(summary) })),

  mockEndpoint(staffTenderRead, ({ params }) => {
    const entry = refusedMember() ?? found(params);
    if (entry instanceof Response) return entry;
    const detail: StaffTenderDetail = { ...entry, Changed_At: '', status: tenderStatus(entry.tender, TODAY), version: versionOf(entry) };
    return HttpResponse.json({ success: true, ...detail });
  }),

  mockEndpoint(createTenderEndpoint, async ({ request }) => {
    const refused = refusedMember();
    if (refused) return refused;
    const { values } = (await request.json()) as z.input<NonNullable<typeof createTenderEndpoint.body>>;
    const TenderNo = String(values.TenderNo);
    tenders.set(TenderNo, { tender: record(values, nextId++), Published: values.Published === true, version: 1, Documents: [], Corrigenda: [] });
    return changed(TENDER_DESK_MESSAGES.created(TenderNo), TenderNo, 201);
  }),

  mockEndpoint(editTenderEndpoint, async ({ params, request }) => {
    const entry = refusedMember() ?? found(params);
    if (entry instanceof Response) return entry;
    const { changes } = (await request.json()) as z.input<NonNullable<typeof editTenderEndpoint.body>>;
    const { TenderNo } = entry.tender;
    entry.tender = { ...record({ ...entry.tender, ...changes, TenderNo }, entry.tender.id), Outcome: entry.tender.Outcome, Corrigendum_Date: entry.tender.Corrigendum_Date };
    bump(entry);
    return changed(TENDER_DESK_MESSAGES.saved(TenderNo), TenderNo);
  }),

  ...([
    [publishTenderEndpoint, true],
    [unpublishTenderEndpoint, false],
  ] as const).map(([contract, published]) =>
    mockEndpoint(contract, ({ params }) => {
      const entry = refusedMember() ?? found(params);
      if (entry instanceof Response) return entry;
      entry.Published = published;
      bump(entry);
      const { TenderNo } = entry.tender;
      return changed(published ? TENDER_DESK_MESSAGES.published(TenderNo) : TENDER_DESK_MESSAGES.unpublished(TenderNo), TenderNo);
    }),
  ),

  mockEndpoint(tenderOutcomeEndpoint, async ({ params, request }) => {
    const entry = refusedMember() ?? found(params);
    if (entry instanceof Response) return entry;
    const { action } = (await request.json()) as z.input<NonNullable<typeof tenderOutcomeEndpoint.body>>;
    entry.tender = { ...entry.tender, Outcome: ({ award: 'Awarded', cancel: 'Cancelled', reopen: '' } as const)[action] };
    bump(entry);
    return changed(`Tender ${entry.tender.TenderNo} ${TENDER_DESK_MESSAGES.outcome[action]}.`, entry.tender.TenderNo);
  }),

  mockEndpoint(attachDocumentEndpoint, async ({ params, request }) => {
    const entry = refusedMember() ?? found(params);
    if (entry instanceof Response) return entry;
    const { fields, file } = await formOf(request);
    if (file) entry.Documents.push(documentOf(file, (fields.title ?? '').trim()));
    bump(entry);
    return changed(TENDER_DESK_MESSAGES.attached(entry.tender.TenderNo), entry.tender.TenderNo, 201);
  }),

  mockEndpoint(addCorrigendumEndpoint, async ({ params, request }) => {
    const entry = refusedMember() ?? found(params);
    if (entry instanceof Response) return entry;
    const { fields, file } = await formOf(request);
    const text = fields.text ?? '';
    const newDeadline = fields.newDeadline ?? '';
    const newOpening = fields.newOpening ?? '';
    const date = '2026-11-25';
    entry.Corrigenda.unshift({ id: nextId++, Date: date, Text: text, New_Deadline: newDeadline.slice(0, 10), Document: file ? documentOf(file, `Corrigendum of ${date}`) : null });
    entry.tender = {
      ...entry.tender,
      Corrigendum_Date: date,
      ...(newDeadline && { Expiry_Date: newDeadline.slice(0, 10) }),
      ...(newDeadline.length > 10 && { Bid_Deadline: newDeadline }),
      ...(newOpening && { Bid_Opening_At: newOpening, Bid_Opening_Date: newOpening.slice(0, 10) }),
    };
    bump(entry);
    return changed(TENDER_DESK_MESSAGES.corrigendum(entry.tender.TenderNo), entry.tender.TenderNo, 201);
  }),
];
