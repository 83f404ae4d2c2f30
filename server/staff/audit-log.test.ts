import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeDb } from '../test-helpers';
import type { Actor } from './actor';
import { appendAudit, canonicalJson, verifyAuditChain } from './audit-log';

jest.setTimeout(30_000);

const cli: Actor = { kind: 'cli', user: 'office' };
const entry = (subject: string) => ({ actor: cli, action: 'test.change', subject, changes: { status: { from: 'New', to: 'Contacted' } }, ip: '203.0.113.7' });

describe('canonical JSON', () => {
  it('sorts keys at every depth, so the same entry always hashes the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ y: 1, x: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
    expect(canonicalJson({ at: new Date('2026-11-25T10:00:00Z'), gone: undefined })).toBe('{"at":"2026-11-25T10:00:00.000Z"}');
  });
});

describeDb('the audit log', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterEach(() => app.close());
  const db = () => app.database.db;

  it('chains each entry to the one before and verifies the whole chain', async () => {
    expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: 0 });
    for (const subject of ['lead:1', 'lead:2', 'lead:3']) await appendAudit(db(), entry(subject), new Date('2026-11-25T10:00:00Z'));
    const rows = await db().selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.prev_hash)).toEqual(['', rows[0].hash, rows[1].hash]);
    expect(JSON.parse(rows[0].actor)).toEqual(cli);
    expect(JSON.parse(rows[0].changes)).toEqual({ status: { from: 'New', to: 'Contacted' } });
    expect(rows[0]).toMatchObject({ at: '2026-11-25T10:00:00.000Z', ip: '203.0.113.7', action: 'test.change' });
    expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: 3 });
  });

  it('names the first entry whose content was edited', async () => {
    for (const subject of ['lead:1', 'lead:2', 'lead:3']) await appendAudit(db(), entry(subject));
    const [, second] = await db().selectFrom('audit_log').select('id').orderBy('id').execute();
    await db().updateTable('audit_log').set({ changes: '{"status":{"from":"New","to":"Won"}}' }).where('id', '=', second.id).execute();
    expect(await verifyAuditChain(db())).toEqual({
      ok: false,
      entries: 1,
      broken: { id: second.id, at: expect.any(String), action: 'test.change', reason: expect.stringMatching(/does not match its hash/) },
    });
  });

  it('names the entry after one that was deleted', async () => {
    for (const subject of ['lead:1', 'lead:2', 'lead:3']) await appendAudit(db(), entry(subject));
    const ids = (await db().selectFrom('audit_log').select('id').orderBy('id').execute()).map((row) => row.id);
    await db().deleteFrom('audit_log').where('id', '=', ids[1]).execute();
    const check = await verifyAuditChain(db());
    expect(check).toMatchObject({ ok: false, entries: 1, broken: { id: ids[2], reason: expect.stringMatching(/does not follow/) } });
  });

  it('refuses JSON that was edited into something unreadable, and says so', async () => {
    await appendAudit(db(), entry('lead:1'));
    await db().updateTable('audit_log').set({ actor: '{not json' }).execute();
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, entries: 0, broken: { reason: expect.stringMatching(/not valid JSON/) } });
  });

  it('keeps one chain when many entries are appended at once (no two share a predecessor)', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => appendAudit(db(), entry(`lead:${index}`))));
    expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: 20 });
  });

  it('commits the entry with the change it describes, or neither', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await appendAudit(trx, entry('lead:9'));
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    expect(await db().selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
