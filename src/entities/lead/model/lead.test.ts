import { canMoveLead, LEAD_STATUSES, nextStatuses, type LeadKind, type LeadStatus } from './lead';
import { leadChangeSchema, leadFilterSchema, leadPageSchema } from './lead.schema';

describe('lead statuses', () => {
  it('moves a sales lead forward, to Won only after contact, to Lost from any open status, and reopens to Contacted', () => {
    const allowed = (kind: LeadKind) =>
      Object.fromEntries(LEAD_STATUSES.map((from) => [from, LEAD_STATUSES.filter((to) => canMoveLead(kind, from, to))]));
    const sales: Record<LeadStatus, LeadStatus[]> = {
      new: ['contacted', 'qualified', 'lost'],
      contacted: ['qualified', 'won', 'lost'],
      qualified: ['won', 'lost'],
      won: ['contacted'],
      lost: ['contacted'],
      closed: [],
    };
    expect(allowed('enquiry')).toEqual(sales);
    expect(allowed('contact')).toEqual(sales);
    const other = { new: ['closed'], contacted: [], qualified: [], won: [], lost: [], closed: ['new'] };
    expect(allowed('career')).toEqual(other);
    expect(allowed('vendor')).toEqual(other);
  });

  it('offers no move to the status a lead already has', () => {
    for (const status of LEAD_STATUSES) expect(nextStatuses('enquiry', status)).not.toContain(status);
  });
});

describe('lead filter, page and change', () => {
  it('reads a query string: repeated or comma-separated kinds and statuses, an owner id or unassigned, Kolkata days', () => {
    expect(leadFilterSchema.parse({ kind: 'enquiry,contact', status: ['new', 'contacted'], owner: '7', from: '2026-03-01', to: '2026-03-31', q: '  kale ' })).toEqual({
      kind: ['enquiry', 'contact'],
      status: ['new', 'contacted'],
      owner: 7,
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'kale',
    });
    expect(leadFilterSchema.parse({ owner: 'unassigned' })).toEqual({ owner: 'unassigned' });
    expect(leadFilterSchema.parse({})).toEqual({});
  });

  it('refuses what the desk never sends', () => {
    for (const bad of [{ kind: 'newsletter' }, { status: 'done' }, { owner: 'someone' }, { owner: '0' }, { from: '1/3/2026' }, { to: '2026-02-30' }, { from: '2026-03-02', to: '2026-03-01' }, { q: 'x'.repeat(101) }]) {
      expect(leadFilterSchema.safeParse(bad).success).toBe(false);
    }
    expect(leadPageSchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(leadPageSchema.parse({ limit: '20', cursor: 'abc' })).toEqual({ limit: 20, cursor: 'abc' });
  });

  it('takes a change of status, owner (or none) and a note on the version seen, and nothing empty', () => {
    expect(leadChangeSchema.parse({ version: 3, status: 'won', owner: null, note: '  Signed. ' })).toEqual({ version: 3, status: 'won', owner: null, note: 'Signed.' });
    expect(leadChangeSchema.safeParse({ version: 3 }).success).toBe(false);
    expect(leadChangeSchema.safeParse({ version: 3, note: '   ' }).success).toBe(false);
    expect(leadChangeSchema.safeParse({ status: 'won' }).success).toBe(false);
  });
});
