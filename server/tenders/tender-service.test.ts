import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actor } from '../staff/actor';
import { readContentVersion } from '../content/version';
import { MAX_DOCUMENT_BYTES } from '@/entities/tender/model/tender-rules';
import { describeDb, useTestApp } from '../test-helpers';
import { parseTendersArgs, runTendersCommand } from '../cli/tenders';
import {
  TenderConflictError,
  TenderForbiddenError,
  TenderImportRefusedError,
  TenderInvalidError,
  TenderNotFoundError,
  TenderTooLargeError,
  addTenderCorrigendum,
  attachTenderDocument,
  createTender,
  editTender,
  getTender,
  importTenders,
  listTenders,
  setTenderOutcome,
  setTenderPublished,
  type ServiceOptions,
  type TenderAudit,
} from './tender-service';

// A fixed clock: 22 Nov 2026, 12:00 in Nashik.
const now = new Date('2026-11-22T06:30:00Z');
const options: ServiceOptions = { now };
const staff: Actor = { kind: 'staff', staffId: 7, email: 'meera@vastukala.in', role: 'tenders' };

/** An import row (as the desk's form or the ERP gives it): the required fields, text as a spreadsheet has it. */
const row = (TenderNo: string, extra: Record<string, unknown> = {}) => ({
  TenderNo,
  TenderDate: '2026-11-20',
  Expiry_Date: '2026-12-20',
  Reference: `Gypsum boards for ${TenderNo}`,
  CustomerID: '4',
  ProjectID: '2',
  BillingTypeID: '1',
  TenderTotalAmont: '1,18,000',
  ...extra,
});

const pdf = (text = 'notice') => ({ fileName: 'notice.pdf', data: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });

/** Runs `work` and gives back what it threw. */
async function refusal(work: Promise<unknown>): Promise<Error & { status?: number; fields?: Record<string, string> }> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describeDb('tender service', () => {
  const server = useTestApp({ seed: false }, { each: true });
  const db = () => server.app.database.db;
  const version = () => readContentVersion(server.app.database);
  const stored = (tenderNo: string) => db().selectFrom('tenders').selectAll().where('TenderNo', '=', tenderNo).executeTakeFirstOrThrow();
  const create = (tenderNo: string, extra: Record<string, unknown> = {}) => createTender(db(), staff, { values: row(tenderNo, extra) }, options);

  describe('create', () => {
    it('creates a tender from an import row, bumps the content version, and describes it for the audit log', async () => {
      const before = await version();
      const done = await create('VI/TN/2027/001', { Published: 'no', Currency: 'inr' });
      expect(done).toMatchObject({ tenderNo: 'VI/TN/2027/001', id: 1, contentVersion: before + 1 });
      expect(await version()).toBe(before + 1);
      expect(done.audit).toMatchObject({
        action: 'tender.create',
        subject: 'tender:VI/TN/2027/001',
        changes: {
          Reference: { from: null, to: 'Gypsum boards for VI/TN/2027/001' },
          Currency: { from: null, to: 'INR' },
          TenderTotalAmont: { from: null, to: 118000 },
          Published: { from: null, to: false },
        },
      });
      expect(await stored('VI/TN/2027/001')).toMatchObject({ Published: 0, Outcome: '', Changed_At: '' });
    });

    it('refuses a bad row with the import’s messages, field by field, and writes nothing', async () => {
      const before = await version();
      const error = await refusal(create('VI/TN/2027/001', { Reference: '', Expiry_Date: '2026-11-01', TenderTotalAmont: 'lots' }));
      expect(error).toBeInstanceOf(TenderInvalidError);
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ Reference: 'is required (it is the tender’s title)', TenderTotalAmont: 'must be a number' });
      const order = await refusal(create('VI/TN/2027/001', { Expiry_Date: '2026-11-01' }));
      expect(order.fields).toEqual({ Expiry_Date: 'must not be before TenderDate' });
      expect(await refusal(createTender(db(), staff, { values: null as never }, options))).toBeInstanceOf(TenderInvalidError);
      expect(await db().selectFrom('tenders').select('id').execute()).toEqual([]);
      expect(await version()).toBe(before);
    });

    it('refuses a TenderNo that exists (409)', async () => {
      await create('VI/TN/2027/001');
      const error = await refusal(create('VI/TN/2027/001', { Reference: 'Another' }));
      expect(error).toBeInstanceOf(TenderConflictError);
      expect([error.status, error.message]).toEqual([409, 'Tender VI/TN/2027/001 already exists; edit it instead.']);
      expect((await stored('VI/TN/2027/001')).Reference).toBe('Gypsum boards for VI/TN/2027/001');
    });
  });

  describe('reads', () => {
    it('lists every tender, published or not, newest first, with its status and its counts of documents and corrigenda', async () => {
      await create('VI/TN/2026/010', { TenderDate: '2026-10-01', Expiry_Date: '2026-11-01' });
      await create('VI/TN/2027/001', { Published: 'no' });
      await create('VI/TN/2027/002', { Expiry_Date: '2026-11-25', Outcome: 'Awarded' });
      await attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', file: pdf() }, options);
      await addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Clause 4 amended.', file: pdf('corrigendum') }, options);
      const list = await listTenders(db(), staff, {}, options);
      expect(list.map((tender) => [tender.TenderNo, tender.Published, tender.status, tender.documents, tender.corrigenda])).toEqual([
        ['VI/TN/2027/001', false, 'Open', 1, 1],
        ['VI/TN/2027/002', true, 'Awarded', 0, 0],
        ['VI/TN/2026/010', true, 'Closed', 0, 0],
      ]);
      expect(list[0]).toMatchObject({ Reference: 'Gypsum boards for VI/TN/2027/001', Corrigendum_Date: '2026-11-22', Expiry_Date: '2026-12-20' });
    });

    it('gives one tender, unpublished too, with its documents, corrigenda and a version; an unknown number is 404', async () => {
      await create('VI/TN/2027/001', { Published: 'no', ShowQty: 'yes' });
      await attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', title: 'Tender notice', file: pdf() }, options);
      await addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Deadline extended.', newDeadline: '2027-01-10' }, options);
      const detail = await getTender(db(), staff, { tenderNo: 'VI/TN/2027/001' }, options);
      expect(detail).toMatchObject({
        tender: { TenderNo: 'VI/TN/2027/001', ShowQty: true, Expiry_Date: '2027-01-10', Corrigendum_Date: '2026-11-22' },
        Published: false,
        status: 'Open',
        Changed_At: now.toISOString(),
        Documents: [{ Title: 'Tender notice', Type: 'pdf', File_Name: 'notice.pdf' }],
        Corrigenda: [{ Date: '2026-11-22', Text: 'Deadline extended.', New_Deadline: '2027-01-10', Document: null }],
      });
      expect(detail.version).toMatch(/^[\w-]{22}$/);
      const error = await refusal(getTender(db(), staff, { tenderNo: 'NO/SUCH' }));
      expect(error).toBeInstanceOf(TenderNotFoundError);
      expect([error.status, error.message]).toEqual([404, 'No tender numbered NO/SUCH.']);
    });
  });

  describe('edit', () => {
    beforeEach(() => create('VI/TN/2027/001'));

    it('changes the fields it names, keeps the others, and describes each change', async () => {
      const before = await version();
      const done = await editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Reference: 'Gypsum boards, 300 sheets', TenderTotalAmont: '1,20,000', Currency: 'INR' } }, options);
      expect(done.fields).toEqual(['Reference', 'TenderTotalAmont']);
      expect(done.audit).toEqual({
        action: 'tender.edit',
        subject: 'tender:VI/TN/2027/001',
        changes: { Reference: { from: 'Gypsum boards for VI/TN/2027/001', to: 'Gypsum boards, 300 sheets' }, TenderTotalAmont: { from: 118000, to: 120000 } },
      });
      expect(await stored('VI/TN/2027/001')).toMatchObject({ Reference: 'Gypsum boards, 300 sheets', TenderTotalAmont: 120000, CustomerID: 4, Changed_At: now.toISOString() });
      expect(await version()).toBe(before + 1);
    });

    it('changes nothing and bumps nothing when the values are the ones stored', async () => {
      const before = await version();
      const done = await editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Reference: 'Gypsum boards for VI/TN/2027/001', CustomerID: '4' } }, options);
      expect(done).toEqual({ tenderNo: 'VI/TN/2027/001', fields: [], audit: null, contentVersion: null });
      expect(await version()).toBe(before);
    });

    it('checks the whole tender with the import’s rules and messages', async () => {
      const error = await refusal(editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Expiry_Date: '2026-11-01', ShowQty: 'maybe' } }, options));
      expect(error).toBeInstanceOf(TenderInvalidError);
      expect(error.fields).toEqual({ ShowQty: 'must be yes or no' });
      const order = await refusal(editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Expiry_Date: '2026-11-01' } }, options));
      expect(order.fields).toEqual({ Expiry_Date: 'must not be before TenderDate' });
      expect((await stored('VI/TN/2027/001')).Expiry_Date).toBe('2026-12-20');
    });

    it('refuses a change of the keys, a field that is not the tender’s, and an unknown tender', async () => {
      const keys = await refusal(editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { TenderNo: 'VI/TN/2027/009', Corrigendum_Date: '2026-11-22' } }, options));
      expect(keys.fields).toEqual({ TenderNo: 'cannot be changed (create a new tender instead)', Corrigendum_Date: 'is not a field staff can edit' });
      const missing = await refusal(editTender(db(), staff, { tenderNo: 'NO/SUCH', changes: { Reference: 'x' } }, options));
      expect(missing).toBeInstanceOf(TenderNotFoundError);
    });

    it('refuses an edit based on a version someone else has since changed (409)', async () => {
      const { version: seen } = await getTender(db(), staff, { tenderNo: 'VI/TN/2027/001' });
      await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'award' }, options);
      const error = await refusal(editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Reference: 'Mine' }, version: seen }, options));
      expect(error).toBeInstanceOf(TenderConflictError);
      expect(error.status).toBe(409);
      const { version: fresh } = await getTender(db(), staff, { tenderNo: 'VI/TN/2027/001' });
      expect((await editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Reference: 'Mine' }, version: fresh }, options)).fields).toEqual(['Reference']);
    });
  });

  describe('publish and outcome', () => {
    beforeEach(() => create('VI/TN/2027/001'));

    it('unpublishes and publishes; asking for the state it is in changes nothing', async () => {
      const before = await version();
      const off = await setTenderPublished(db(), staff, { tenderNo: 'VI/TN/2027/001', published: false }, options);
      expect(off.audit).toEqual({ action: 'tender.unpublish', subject: 'tender:VI/TN/2027/001', changes: { Published: { from: true, to: false } } });
      expect((await stored('VI/TN/2027/001')).Published).toBe(0);
      expect(await setTenderPublished(db(), staff, { tenderNo: 'VI/TN/2027/001', published: false }, options)).toEqual({ audit: null, contentVersion: null });
      const on = await setTenderPublished(db(), staff, { tenderNo: 'VI/TN/2027/001', published: true }, options);
      expect(on.audit?.action).toBe('tender.publish');
      expect(await version()).toBe(before + 2);
      expect(await refusal(setTenderPublished(db(), staff, { tenderNo: 'NO/SUCH', published: true }))).toBeInstanceOf(TenderNotFoundError);
    });

    it('awards, cancels and reopens, marking the tender changed for vendors who applied', async () => {
      const award = await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'award' }, options);
      expect(award).toMatchObject({ outcome: 'Awarded', audit: { action: 'tender.award', changes: { Outcome: { from: '', to: 'Awarded' } } } });
      expect(await stored('VI/TN/2027/001')).toMatchObject({ Outcome: 'Awarded', Changed_At: now.toISOString() });
      const cancel = await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'cancel' }, options);
      expect(cancel.audit?.changes).toEqual({ Outcome: { from: 'Awarded', to: 'Cancelled' } });
      const reopen = await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'reopen' }, options);
      expect(reopen.audit).toEqual({ action: 'tender.reopen', subject: 'tender:VI/TN/2027/001', changes: { Outcome: { from: 'Cancelled', to: '' } } });
      // Reopening an open tender changes nothing, so vendors are not told it changed.
      const later = new Date('2026-11-23T06:30:00Z');
      expect(await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'reopen' }, { now: later })).toMatchObject({ audit: null, contentVersion: null });
      expect((await stored('VI/TN/2027/001')).Changed_At).toBe(now.toISOString());
      expect(await refusal(setTenderOutcome(db(), staff, { tenderNo: 'NO/SUCH', action: 'award' }))).toBeInstanceOf(TenderNotFoundError);
    });
  });

  describe('documents', () => {
    beforeEach(() => create('VI/TN/2027/001'));

    it('attaches a checked document and describes it', async () => {
      const before = await version();
      const done = await attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', title: ' Tender notice ', file: { ...pdf(), fileName: '../Tender notice.pdf' } }, options);
      expect(done.audit).toEqual({
        action: 'tender.attach',
        subject: 'tender:VI/TN/2027/001',
        changes: { document: { from: null, to: { id: done.documentId, title: 'Tender notice', file_name: 'Tender-notice.pdf', type: 'pdf', size: pdf().data.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } } },
      });
      expect(await version()).toBe(before + 1);
    });

    it('refuses a file of the wrong kind or content (400) and one over the limit (413), with the command’s messages', async () => {
      const exe = await refusal(attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', file: { fileName: 'setup.exe', data: Buffer.from('MZ') } }, options));
      expect(exe).toBeInstanceOf(TenderInvalidError);
      expect(exe.fields).toEqual({ file: 'setup.exe: a tender document must be a PDF, XLSX, DWG or ZIP file (got ".exe").' });
      const fake = await refusal(attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', file: { fileName: 'notice.pdf', data: Buffer.from('text') } }, options));
      expect(fake.message).toBe('notice.pdf: the file is not really a PDF file (its content does not match its name).');
      const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
      const tooLarge = await refusal(attachTenderDocument(db(), staff, { tenderNo: 'VI/TN/2027/001', file: { fileName: 'big.pdf', data: big } }, options));
      expect(tooLarge).toBeInstanceOf(TenderTooLargeError);
      expect([tooLarge.status, tooLarge.message]).toEqual([413, 'big.pdf: the file is 20.0 MB; at most 20 MB.']);
      expect(await refusal(attachTenderDocument(db(), staff, { tenderNo: 'NO/SUCH', file: pdf() }, options))).toBeInstanceOf(TenderNotFoundError);
      expect(await db().selectFrom('tender_documents').select('id').execute()).toEqual([]);
    });
  });

  describe('corrigenda', () => {
    beforeEach(() => create('VI/TN/2027/001'));

    it('publishes the text, moves the deadline, stores the file, all in one change', async () => {
      const before = await version();
      const done = await addTenderCorrigendum(
        db(),
        staff,
        { tenderNo: 'VI/TN/2027/001', text: ' Deadline extended; clause 4.2 amended. ', newDeadline: '2027-01-15', file: pdf('revised') },
        options,
      );
      expect(done.documentId).toEqual(expect.any(Number));
      expect(done.audit).toEqual({
        action: 'tender.corrigendum',
        subject: 'tender:VI/TN/2027/001',
        changes: {
          corrigendum: { from: null, to: { id: done.corrigendumId, date: '2026-11-22', text: 'Deadline extended; clause 4.2 amended.', newDeadline: '2027-01-15', documentId: done.documentId } },
          Expiry_Date: { from: '2026-12-20', to: '2027-01-15' },
          Corrigendum_Date: { from: '', to: '2026-11-22' },
        },
      });
      expect(await stored('VI/TN/2027/001')).toMatchObject({ Expiry_Date: '2027-01-15', Corrigendum_Date: '2026-11-22', Changed_At: now.toISOString() });
      const { Corrigenda, Documents } = await getTender(db(), staff, { tenderNo: 'VI/TN/2027/001' });
      expect(Corrigenda[0].Document).toMatchObject({ Title: 'Corrigendum of 2026-11-22' });
      expect(Documents).toEqual([]);
      expect(await version()).toBe(before + 1);
      // A corrigendum dated earlier (given) leaves the latest date on the tender.
      await addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Typo fixed.', date: '2026-11-21' }, options);
      expect((await stored('VI/TN/2027/001')).Corrigendum_Date).toBe('2026-11-22');
    });

    it('refuses an empty text, a bad date, a deadline before the tender was published, and a bad file, writing nothing', async () => {
      const empty = await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: '  ', newDeadline: '15/01/2027' }, options));
      expect(empty.fields).toEqual({ text: 'is required: say what changes', newDeadline: 'must be a date written yyyy-MM-dd (or yyyy-MM-ddTHH:mm), or empty' });
      const early = await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Earlier.', newDeadline: '2026-11-01' }, options));
      expect([early.status, early.fields]).toEqual([400, { newDeadline: 'is before the tender was published (2026-11-20)' }]);
      await editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { PreBid_Date: '2026-12-01', Bid_Opening_Date: '2026-12-22' } }, options);
      const pastOpening = await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Later.', newDeadline: '2026-12-23' }, options));
      expect(pastOpening.fields).toEqual({ newDeadline: 'would leave the tender with Bid_Opening_Date must not be before Expiry_Date (move that date first)' });
      const beforePreBid = await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'Sooner.', newDeadline: '2026-11-30' }, options));
      expect(beforePreBid.fields).toEqual({ newDeadline: 'would leave the tender with PreBid_Date must fall between TenderDate and Expiry_Date (move that date first)' });
      // The file is checked after the corrigendum's fields; its refusal rolls back the whole change.
      const badFile = await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'VI/TN/2027/001', text: 'With a file.', newDeadline: '2026-12-21', file: { fileName: 'x.pdf', data: Buffer.from('no') } }, options));
      expect(badFile.fields).toEqual({ file: expect.stringContaining('not really a PDF') });
      expect(await refusal(addTenderCorrigendum(db(), staff, { tenderNo: 'NO/SUCH', text: 'x' }, options))).toBeInstanceOf(TenderNotFoundError);
      expect(await db().selectFrom('tender_corrigenda').select('id').execute()).toEqual([]);
      expect(await db().selectFrom('tender_documents').select('id').execute()).toEqual([]);
      expect((await stored('VI/TN/2027/001')).Expiry_Date).toBe('2026-12-20');
    });
  });

  describe('import', () => {
    it('plans without writing, then applies in one change described per tender', async () => {
      await create('VI/TN/2027/001');
      const before = await version();
      const records = [row('VI/TN/2027/001', { Reference: 'Revised' }), row('VI/TN/2027/002')];
      const dry = await importTenders(db(), staff, { records, dryRun: true }, options);
      expect(dry).toMatchObject({ counts: { create: 1, update: 1, unchanged: 0 }, applied: null, audit: null, contentVersion: null });
      expect(await version()).toBe(before);
      const done = await importTenders(db(), staff, { records }, options);
      expect(done).toMatchObject({ applied: { created: 1, updated: 1 }, contentVersion: before + 1 });
      expect(done.audit).toEqual({
        action: 'tender.import',
        subject: 'tenders',
        changes: {
          'VI/TN/2027/001': { from: { Reference: 'Gypsum boards for VI/TN/2027/001' }, to: { Reference: 'Revised' } },
          'VI/TN/2027/002': { from: null, to: { Reference: 'Gypsum boards for VI/TN/2027/002' } },
        },
      });
      expect(await importTenders(db(), staff, { records }, options)).toMatchObject({ counts: { unchanged: 2 }, audit: null, contentVersion: null });
    });

    it('refuses the whole file for one bad row, naming row and field', async () => {
      const error = await refusal(importTenders(db(), staff, { records: [row('VI/TN/2027/001'), row('VI/TN/2027/002', { TenderDate: '2026-02-30' })] }, options));
      expect(error).toBeInstanceOf(TenderImportRefusedError);
      expect((error as TenderImportRefusedError).plan.problems).toEqual([{ row: 2, tenderNo: 'VI/TN/2027/002', field: 'TenderDate', message: 'must be a date written yyyy-MM-dd' }]);
      expect(await db().selectFrom('tenders').select('id').execute()).toEqual([]);
    });
  });

  describe('who acts, and the audit entry', () => {
    it('lets admins and the tenders team act, and refuses sales (403) before touching anything', async () => {
      const admin: Actor = { ...staff, role: 'admin' } as Actor;
      const sales: Actor = { kind: 'staff', staffId: 9, email: 'ravi@vastukala.in', role: 'sales' };
      await createTender(db(), admin, { values: row('VI/TN/2027/001') }, options);
      for (const attempt of [listTenders(db(), sales), getTender(db(), sales, { tenderNo: 'VI/TN/2027/001' }), setTenderOutcome(db(), sales, { tenderNo: 'VI/TN/2027/001', action: 'award' })]) {
        const error = await refusal(attempt);
        expect(error).toBeInstanceOf(TenderForbiddenError);
        expect(error.status).toBe(403);
      }
      expect((await stored('VI/TN/2027/001')).Outcome).toBe('');
      const cli = await setTenderOutcome(db(), { kind: 'cli', user: 'deploy' }, { tenderNo: 'VI/TN/2027/001', action: 'award' }, options);
      expect(cli.audit?.action).toBe('tender.award');
    });

    it('hands the audit entry to the caller inside the transaction: a failing audit write undoes the change', async () => {
      await create('VI/TN/2027/001');
      const written: TenderAudit[] = [];
      await setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'award' }, { now, audit: async (_trx, audit) => void written.push(audit) });
      expect(written.map((audit) => audit.action)).toEqual(['tender.award']);
      const before = await version();
      const failing: ServiceOptions = {
        now,
        audit: async () => {
          throw new Error('audit log unavailable');
        },
      };
      await expect(setTenderOutcome(db(), staff, { tenderNo: 'VI/TN/2027/001', action: 'cancel' }, failing)).rejects.toThrow('audit log unavailable');
      expect((await stored('VI/TN/2027/001')).Outcome).toBe('Awarded');
      expect(await version()).toBe(before);
    });
  });

  describe('two changes at once', () => {
    it('take turns: of two edits from the same version one is refused as stale; two creates get their own ids', async () => {
      await create('VI/TN/2027/001');
      const { version: seen } = await getTender(db(), staff, { tenderNo: 'VI/TN/2027/001' });
      const edits = await Promise.allSettled(
        ['Meera’s title', 'Ravi’s title'].map((Reference) => editTender(db(), staff, { tenderNo: 'VI/TN/2027/001', changes: { Reference }, version: seen }, options)),
      );
      expect(edits.map((edit) => edit.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(edits.map((edit) => (edit.status === 'rejected' ? edit.reason : null)).find(Boolean)).toBeInstanceOf(TenderConflictError);
      const created = await Promise.all(['VI/TN/2027/002', 'VI/TN/2027/003'].map((tenderNo) => create(tenderNo)));
      expect(created.map((done) => done.id).sort()).toEqual([2, 3]);
    });
  });

  describe('npm run tenders -- create | edit', () => {
    let scratch: string;
    beforeEach(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'tender-service-test-'));
    });
    afterEach(() => rmSync(scratch, { recursive: true, force: true }));
    const file = (name: string, value: unknown) => {
      const full = path.join(scratch, name);
      writeFileSync(full, JSON.stringify(value));
      return full;
    };
    const cli = (...argv: string[]) => runTendersCommand(server.app.database, parseTendersArgs(argv), now, { kind: 'cli', user: 'test' });

    it('creates and edits through the service, with its messages', async () => {
      expect(await cli('create', '--file', file('row.json', row('VI/TN/2027/001')))).toEqual({ code: 0, output: 'Tender VI/TN/2027/001 created (id 1).' });
      expect(await cli('create', '--file', file('row.json', row('VI/TN/2027/001')))).toEqual({ code: 1, output: 'Tender VI/TN/2027/001 already exists; edit it instead.' });
      expect(await cli('edit', 'VI/TN/2027/001', '--file', file('edit.json', { Reference: 'Revised', Bank: 'HDFC' }))).toEqual({
        code: 0,
        output: 'Tender VI/TN/2027/001 changed: Reference, Bank.',
      });
      expect(await cli('edit', 'VI/TN/2027/001', '--file', file('bad.json', { Expiry_Date: '2026-01-01' }))).toEqual({
        code: 1,
        output: 'The tender was not saved: Expiry_Date must not be before TenderDate.',
      });
      expect(await cli('edit', 'VI/TN/2027/001', '--file', file('list.json', [1]))).toEqual({ code: 1, output: expect.stringContaining('must hold one JSON object') });
      expect(() => parseTendersArgs(['create'])).toThrow('create needs --file with a JSON object.');
      expect(await cli('corrigendum', 'VI/TN/2027/001', '--text', 'Earlier.', '--deadline', '2026-11-01')).toEqual({
        code: 1,
        output: '--deadline 2026-11-01 is before the tender was published (2026-11-20).',
      });
    });

    it('writes the audit log as the OS user, in the change’s transaction, only for what changed', async () => {
      await cli('create', '--file', file('row.json', row('VI/TN/2027/002')));
      expect(await cli('award', 'VI/TN/2027/002')).toEqual({ code: 0, output: 'Tender VI/TN/2027/002 is now awarded.' });
      // Awarded again changes nothing, so it leaves no entry.
      await cli('award', 'VI/TN/2027/002');
      const entries = await server.app.database.db.selectFrom('audit_log').select(['action', 'actor', 'ip', 'changes']).where('subject', '=', 'tender:VI/TN/2027/002').orderBy('id').execute();
      expect(entries.map((entry) => entry.action)).toEqual(['tender.create', 'tender.award']);
      expect(JSON.parse(entries[1].actor)).toEqual({ kind: 'cli', user: 'test' });
      expect(entries[1].ip).toBe('');
      expect(JSON.parse(entries[1].changes)).toEqual({ Outcome: { from: '', to: 'Awarded' } });
    });
  });
});
