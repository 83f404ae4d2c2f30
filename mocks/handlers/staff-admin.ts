import { HttpResponse, type RequestHandler } from 'msw';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { auditActorFilterName, auditActorsRead, auditFilterSchema, auditPageRead, auditPageSchema, auditVerifyRead } from '@/entities/audit-entry';
import { AUDIT_PAGE_SIZE, type AuditEntryRecord } from '@/entities/audit-entry';
import { STAFF_MEMBER_MESSAGES, type StaffMemberRecord } from '@/entities/staff-member';
import {
  addStaffMemberEndpoint,
  changeStaffRoleEndpoint,
  disableStaffMemberEndpoint,
  resetStaffMemberEndpoint,
  staffMemberAddSchema,
  staffMemberRoleSchema,
  staffMembersRead,
} from '@/entities/staff-member';
import { answer, mockEndpoint } from '../contract-handler';
import { readJson } from '../request-body';
import { DEMO_STAFF_MEMBERS } from '../fixtures/staff';
import { staffMockSession } from './staff';

/**
 * The desk's audit log and staff management in memory (admins only); the audit handlers are typed by the
 * audit-entry contract and the team's by the staff-member contract and answer from the fixture members, the refusals the server's rules give (a taken
 * e-mail, the last admin) are set by the tests that show them. `resetStaffAdminMock()` starts afresh: two members and
 * `AUDIT_DEMO_ENTRIES` entries, so "Load more" has a second page; `broken` names an entry whose chain breaks.
 */

export const AUDIT_DEMO_ENTRIES = 60;

interface StaffAdminState {
  members: StaffMemberRecord[];
  entries: AuditEntryRecord[];
  brokenAt: number | null;
}

let state: StaffAdminState;
const admin = { kind: 'cli', user: 'office' } as const;

export function resetStaffAdminMock({ broken = null as number | null } = {}): void {
  const start = Date.parse('2026-11-01T04:30:00Z');
  state = {
    members: DEMO_STAFF_MEMBERS.map((member) => ({ ...member })),
    entries: Array.from({ length: AUDIT_DEMO_ENTRIES }, (_, index): AuditEntryRecord => ({
      id: index + 1,
      at: new Date(start + index * 3_600_000).toISOString(),
      actor: admin,
      action: index % 2 ? 'lead.change' : 'tender.publish',
      subject: index % 2 ? `lead:enquiry:${index}` : `tender:T-${index}`,
      changes: index % 2 ? { status: { from: 'new', to: 'contacted' } } : { published: { from: false, to: true } },
      ip: '',
      verified: broken === null || index + 1 < broken,
    })),
    brokenAt: broken,
  };
}
resetStaffAdminMock();

const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });

/** 401 or 403 as the guard answers, or null for an admin. */
function guard(): Response | null {
  const session = staffMockSession();
  if (!session) return refuse(401, STAFF_MESSAGES.notSignedIn);
  return session.role === 'admin' ? null : refuse(403, STAFF_MESSAGES.wrongRole);
}

function audit(action: string, email: string, changes: AuditEntryRecord['changes']): void {
  const session = staffMockSession()!;
  const id = state.entries.length + 1;
  state.entries.push({ id, at: new Date().toISOString(), actor: { kind: 'staff', staffId: 1, email: session.email, role: session.role }, action, subject: `staff:${email}`, changes, ip: '127.0.0.1', verified: state.brokenAt === null });
}

/** The member the address names, for an admin: or the guard's refusal, or 404 when there is no such member. */
function memberOn(id: string): StaffMemberRecord | Response {
  return guard() ?? state.members.find((member) => member.id === Number(id)) ?? refuse(404, STAFF_MEMBER_MESSAGES.notFound);
}
const link = () => `${window.location.origin}/staff/setup?token=mock-${Math.random().toString(36).slice(2)}`;

export const staffAdminHandlers: RequestHandler[] = [
  mockEndpoint(auditPageRead, ({ request }) => {
    const refused = guard();
    if (refused) return refused;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const filter = auditFilterSchema.safeParse(query);
    const page = auditPageSchema.safeParse(query);
    if (!filter.success) return answer(auditPageRead, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(filter.error) }, 400);
    if (!page.success) return answer(auditPageRead, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(page.error) }, 400);
    const { actor, action, subject } = filter.data;
    const limit = page.data.limit ?? AUDIT_PAGE_SIZE;
    const matching = [...state.entries]
      .reverse()
      .filter((entry) => page.data.before === undefined || entry.id < page.data.before)
      .filter((entry) => !actor || auditActorFilterName(entry.actor) === actor)
      .filter((entry) => !action || (action.endsWith('.') ? entry.action.startsWith(action) : entry.action === action))
      .filter((entry) => !subject || entry.subject.startsWith(subject));
    const entries = matching.slice(0, limit);
    return answer(auditPageRead, { success: true, entries, next: matching.length > limit ? entries[entries.length - 1].id : null });
  }),

  mockEndpoint(auditActorsRead, () => {
    const names = state.entries.map(({ actor }) => auditActorFilterName(actor)).filter((name) => name !== null);
    return guard() ?? answer(auditActorsRead, { success: true, actors: [...new Set(names)].sort() });
  }),

  mockEndpoint(auditVerifyRead, () => {
    const refused = guard();
    if (refused) return refused;
    const broken = state.entries.find((entry) => entry.id === state.brokenAt);
    return answer(auditVerifyRead, {
      success: true,
      ok: !broken,
      entries: broken ? broken.id - 1 : state.entries.length,
      broken: broken ? { id: broken.id, at: broken.at, action: broken.action, reason: 'its content does not match its hash (the row was edited)' } : null,
    });
  }),

  mockEndpoint(staffMembersRead, () => guard() ?? answer(staffMembersRead, { success: true, members: state.members })),

  mockEndpoint(addStaffMemberEndpoint, async ({ request }) => {
    const refused = guard();
    if (refused) return refused;
    const parsed = staffMemberAddSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(addStaffMemberEndpoint, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, 400);
    const { email, name, role } = parsed.data;
    state.members.push({ id: state.members.length + 1, email, name, role, status: 'not set up', lockedUntil: null, lastSignInAt: null, createdAt: new Date().toISOString() });
    audit('staff.add', email, { name: { from: null, to: name }, role: { from: null, to: role } });
    return answer(addStaffMemberEndpoint, { success: true, message: `${email} is added. Send them this set-up link (valid 24 hours, usable once).`, setupLink: link() }, 201);
  }),

  mockEndpoint(disableStaffMemberEndpoint, ({ params }) => {
    const member = memberOn(String(params.id));
    if (member instanceof Response) return member;
    audit('staff.disable', member.email, { disabled: { from: member.status === 'disabled', to: true } });
    member.status = 'disabled';
    return answer(disableStaffMemberEndpoint, { success: true, message: `${member.email} is disabled.` });
  }),

  mockEndpoint(resetStaffMemberEndpoint, ({ params }) => {
    const member = memberOn(String(params.id));
    if (member instanceof Response) return member;
    audit('staff.reset', member.email, { disabled: { from: member.status === 'disabled', to: false } });
    member.status = 'not set up';
    return answer(resetStaffMemberEndpoint, { success: true, message: `${member.email}'s password and authenticator are void. Send them this set-up link (valid 24 hours, usable once).`, setupLink: link() });
  }),

  mockEndpoint(changeStaffRoleEndpoint, async ({ params, request }) => {
    const member = memberOn(String(params.id));
    if (member instanceof Response) return member;
    const parsed = staffMemberRoleSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(changeStaffRoleEndpoint, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, 400);
    const { role } = parsed.data;
    audit('staff.role', member.email, { role: { from: member.role, to: role } });
    member.role = role;
    return answer(changeStaffRoleEndpoint, { success: true, message: `${member.email} is now ${role}.` });
  }),
];
