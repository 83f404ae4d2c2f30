import { HttpResponse, type RequestHandler } from 'msw';
import {
  leadChangeEndpoint,
  leadChangeSchema,
  leadFilterSchema,
  leadOwnersRead,
  leadRead,
  leadsCsvDownload,
  leadsRead,
  type LeadDetail,
  type LeadKind,
} from '@/entities/lead';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { mockEndpoint } from '../contract-handler';
import { readJson } from '../request-body';
import { DEMO_STAFF } from './staff';

/**
 * The leads desk in memory, at the contract's paths and typed by its answers: the fixture leads, and each
 * change recorded so the desk reads it back. Which transitions and owners are allowed, and the refusal of a
 * stale version (409), are the server's rules, tested there; a screen test that shows one answers it with
 * `server.use(...)`. Pages hold `MOCK_PAGE_SIZE` leads so "Load more" shows with five of them; the cursor is the
 * index of the next lead. `resetLeadsMock()` starts afresh; `touchLeadMock` records a colleague's change.
 */

export const MOCK_PAGE_SIZE = 3;

export const DEMO_MEMBERS = [
  { id: 1, name: DEMO_STAFF.member.name, email: DEMO_STAFF.member.email, role: DEMO_STAFF.member.role },
  { id: 2, name: 'Kiran More', email: 'kiran@example.com', role: 'sales' as const },
];

function demoLead(kind: LeadKind, id: number, day: string, name: string, summary: string, fields: Record<string, string | number>): LeadDetail {
  const receivedAt = `${day}T05:30:00.000Z`;
  return {
    kind,
    id,
    receivedAt,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.in`,
    phone: '9876500000',
    summary,
    status: 'new',
    ownerStaffId: null,
    notesCount: 0,
    version: 1,
    notes: [],
    fields: { id, ...fields, created_at: receivedAt },
  };
}

let leads: LeadDetail[];
let noteId: number;

export function resetLeadsMock(): void {
  noteId = 0;
  leads = [
    demoLead('enquiry', 12, '2026-11-24', 'Sunita Jadhav', 'Modular kitchen for a 2BHK on Gangapur Road.', { name: 'Sunita Jadhav', message: 'Modular kitchen for a 2BHK on Gangapur Road.' }),
    demoLead('career', 4, '2026-11-23', 'Meera Kulkarni', 'Site Supervisor', { firstName: 'Meera', lastName: 'Kulkarni', selectedPost: 'Site Supervisor', resume_name: 'meera-cv.pdf' }),
    demoLead('contact', 7, '2026-11-22', 'Rohan Shinde', 'Please call after 6 pm.', { name: 'Rohan Shinde', message: 'Please call after 6 pm.' }),
    demoLead('enquiry', 11, '2026-11-20', 'Old Visitor', 'Wardrobe for the bedroom.', { name: 'Old Visitor', message: 'Wardrobe for the bedroom.' }),
    demoLead('vendor', 3, '2026-11-18', 'Deshmukh Fabricators', 'VI/TN/2026/015', { vendor_name: 'Deshmukh Fabricators', tender_no: 'VI/TN/2026/015' }),
  ];
}
resetLeadsMock();

/** A colleague's change to a lead: its version moves on, so a page still showing the old one saves stale. */
export function touchLeadMock(kind: LeadKind, id: number, change: Partial<LeadDetail>): void {
  leads = leads.map((lead) => (lead.kind === kind && lead.id === id ? { ...lead, ...change, version: lead.version + 1 } : lead));
}

const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const listed = ({ notes: _notes, fields: _fields, ...lead }: LeadDetail) => lead;

function filtered(request: Request) {
  const filter = leadFilterSchema.safeParse(queryOf(request));
  if (!filter.success) return { refusal: refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(filter.error)) };
  const { kind, status, owner, q } = filter.data;
  const words = q?.toLowerCase();
  return {
    leads: leads.filter(
      (lead) =>
        (!kind || kind.includes(lead.kind)) &&
        (!status || status.includes(lead.status)) &&
        (owner === undefined || (owner === 'unassigned' ? lead.ownerStaffId === null : lead.ownerStaffId === owner)) &&
        (!words || `${lead.name} ${lead.email} ${lead.summary}`.toLowerCase().includes(words)),
    ),
  };
}

const find = (kind: unknown, id: unknown) => leads.find((lead) => lead.kind === kind && lead.id === Number(id));

export const leadsHandlers: RequestHandler[] = [
  mockEndpoint(leadsRead, ({ request }) => {
    const result = filtered(request);
    if (result.refusal) return result.refusal;
    const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
    const page = result.leads.slice(start, start + MOCK_PAGE_SIZE);
    const next = start + MOCK_PAGE_SIZE < result.leads.length ? String(start + MOCK_PAGE_SIZE) : null;
    return HttpResponse.json({ success: true, leads: page.map(listed), nextCursor: next });
  }),

  mockEndpoint(leadsCsvDownload, ({ request }) => {
    const result = filtered(request);
    if (result.refusal) return result.refusal;
    const rows = result.leads.map((lead) => [lead.kind, lead.id, lead.receivedAt, lead.name, lead.status].join(','));
    return new HttpResponse(['kind,id,received_at,name,status', ...rows].join('\r\n'), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads.csv"' },
    });
  }),

  mockEndpoint(leadOwnersRead, () => HttpResponse.json({ success: true, members: DEMO_MEMBERS })),

  mockEndpoint(leadRead, ({ params }) => {
    const lead = find(params.kind, params.id);
    return lead ? HttpResponse.json({ success: true, lead }) : refuse(404, 'There is no such lead.');
  }),

  mockEndpoint(leadChangeEndpoint, async ({ request, params }) => {
    const lead = find(params.kind, params.id);
    const parsed = leadChangeSchema.safeParse(await readJson(request));
    if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    if (!lead) return refuse(404, 'There is no such lead.');
    const { status, owner, note } = parsed.data;
    const at = new Date().toISOString();
    noteId += 1;
    const changed: LeadDetail = {
      ...lead,
      ...(status !== undefined ? { status } : {}),
      ...(owner !== undefined ? { ownerStaffId: owner } : {}),
      notes: note ? [...lead.notes, { id: noteId, at, staffId: 1, author: DEMO_STAFF.member.email, text: note }] : lead.notes,
      notesCount: lead.notesCount + (note ? 1 : 0),
      version: lead.version + 1,
    };
    leads = leads.map((each) => (each === lead ? changed : each));
    return HttpResponse.json({ success: true, message: 'Saved.', lead: changed });
  }),
];
