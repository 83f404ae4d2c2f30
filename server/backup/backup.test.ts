import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { openDatabase } from '../db/database';
import { buildTestApp, csrfFor, describeDb, makeContentDir, sampleContent, testDialect } from '../test-helpers';
import { makeBackup, pruneBackups } from './make-backup';
import { BackupInvalidError, MANIFEST_FILE, readManifest } from './manifest';
import { restoreBackup, RestoreRefusedError, type RestoreTargets } from './restore-backup';

/** A fresh, empty PostgreSQL database beside the test cluster's, for a restore to go into. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `r_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describeDb('npm run backup and npm run restore', () => {
  let app: FastifyInstance;
  let work: string;
  let contentDir: string;
  let backupDir: string;
  const drops: Array<() => Promise<void>> = [];
  const clock = () => new Date('2026-03-01T04:30:00.000Z');

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'backup-unit-'));
    contentDir = makeContentDir(sampleContent(), { 'gallery/site.jpg': 'not really a photo' });
    app = await buildTestApp({ config: { contentDir } });
    // What the server keeps beside the database: a generated secret and a photo variant.
    writeFileSync(path.join(app.config.dataDir, 'session-secret'), 'the-generated-secret');
    mkdirSync(path.join(app.config.dataDir, 'variants', 'gallery'), { recursive: true });
    writeFileSync(path.join(app.config.dataDir, 'variants', 'gallery', 'site-480.webp'), 'variant bytes');
    writeFileSync(path.join(app.config.dataDir, 'variants', 'gallery', 'site-960.webp.123.part'), 'half written');
    // An uploads folder on another disk, linked into the content folder.
    const elsewhere = path.join(work, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'brochure.pdf'), '%PDF-1.4 brochure');
    symlinkSync(elsewhere, path.join(contentDir, 'uploads', 'linked'));
    const csrf = await csrfFor(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/backend/enquiryform/submitForm',
      headers: csrf.headers,
      payload: { name: 'Asha Before Backup', email: 'asha@example.in', phone: '9876543210', address: 'Nashik', message: 'Kitchen' },
    });
    expect(sent.statusCode).toBe(200);
    const made = await makeBackup({ database: app.database, config: app.config, secretFromEnvironment: false, outDir: path.join(work, 'backups'), now: clock });
    backupDir = made.dir;
  });
  afterAll(async () => {
    await app.close();
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  });

  /** Targets in a fresh folder (and, on PostgreSQL, a fresh database). */
  const freshTargets = async (name: string): Promise<RestoreTargets> => {
    const into = path.join(work, name);
    let databaseUrl = `sqlite:${path.join(into, 'data', 'site.db')}`;
    if (testDialect === 'postgres') {
      const fresh = await freshPostgres();
      drops.push(fresh.drop);
      databaseUrl = fresh.url;
    }
    return { databaseUrl, dataDir: path.join(into, 'data'), contentDir: path.join(into, 'content') };
  };

  it('makes one named folder with a manifest of every file (linked folders followed), the unfinished variant left out', () => {
    expect(path.basename(backupDir)).toBe('site-backup-2026-03-01T04-30-00Z');
    const manifest = readManifest(backupDir);
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'data/session-secret',
        'data/variants/gallery/site-480.webp',
        'content/uploads/gallery/site.jpg',
        'content/uploads/linked/brochure.pdf',
        'content/events.json',
      ]),
    );
    expect(paths).toContain(testDialect === 'sqlite' ? 'database/site.sqlite' : 'database/site.pgdump');
    expect(paths.some((file) => file.endsWith('.part'))).toBe(false);
    expect(manifest.database.migrations).toContain('002-submissions');
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum, file) => sum + file.bytes, 0));
  });

  it('restores into a fresh folder: the submission, the secret, the variants and the content come back', async () => {
    const targets = await freshTargets('fresh');
    const outcome = await restoreBackup({ backupDir, targets, now: clock });
    expect(outcome.movedAside).toEqual([]);
    expect(readFileSync(path.join(targets.dataDir, 'session-secret'), 'utf8')).toBe('the-generated-secret');
    expect(readFileSync(path.join(targets.dataDir, 'variants', 'gallery', 'site-480.webp'), 'utf8')).toBe('variant bytes');
    expect(readFileSync(path.join(targets.contentDir, 'uploads', 'gallery', 'site.jpg'), 'utf8')).toBe('not really a photo');
    const restored = openDatabase(targets.databaseUrl);
    try {
      const rows = await restored.db.selectFrom('enquiries').select('name').execute();
      expect(rows.map((row) => row.name)).toEqual(['Asha Before Backup']);
    } finally {
      await restored.close();
    }
    // Nothing of the work in progress is left beside the targets.
    expect(readdirSync(path.dirname(targets.dataDir)).sort()).toEqual(['content', 'data']);
  });

  it('refuses a target that holds something, changing nothing, and restores over it with force (moved aside)', async () => {
    const targets = await freshTargets('occupied');
    mkdirSync(targets.dataDir, { recursive: true });
    writeFileSync(path.join(targets.dataDir, 'session-secret'), 'another site');
    await expect(restoreBackup({ backupDir, targets, now: clock })).rejects.toThrow(RestoreRefusedError);
    expect(readdirSync(targets.dataDir)).toEqual(['session-secret']);
    expect(existsSync(targets.contentDir)).toBe(false);

    const outcome = await restoreBackup({ backupDir, targets, force: true, now: clock });
    const aside = `${targets.dataDir}.before-restore-2026-03-01T04-30-00Z`;
    expect(outcome.movedAside).toEqual([{ from: targets.dataDir, to: aside }]);
    expect(readFileSync(path.join(aside, 'session-secret'), 'utf8')).toBe('another site');
    expect(readFileSync(path.join(targets.dataDir, 'session-secret'), 'utf8')).toBe('the-generated-secret');
  });

  it('leaves a content folder that already holds the same content alone', async () => {
    const targets = await freshTargets('same-content');
    await restoreBackup({ backupDir, targets: { ...targets, contentDir }, now: clock }).then((outcome) => expect(outcome.contentUnchanged).toBe(true));
  });

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = path.join(work, 'damaged');
    rmSync(damaged, { recursive: true, force: true });
    mkdirSync(damaged);
    for (const file of readManifest(backupDir).files.map((entry) => entry.path).concat(MANIFEST_FILE)) {
      mkdirSync(path.dirname(path.join(damaged, file)), { recursive: true });
      writeFileSync(path.join(damaged, file), readFileSync(path.join(backupDir, file)));
    }
    writeFileSync(path.join(damaged, 'content', 'events.json'), '[]');
    const targets = await freshTargets('from-damaged');
    await expect(restoreBackup({ backupDir: damaged, targets, now: clock })).rejects.toThrow(/damaged; nothing was restored:\n {2}content\/events\.json: /);
    expect(existsSync(path.dirname(targets.dataDir))).toBe(false);

    rmSync(path.join(damaged, MANIFEST_FILE));
    await expect(restoreBackup({ backupDir: damaged, targets, now: clock })).rejects.toThrow(BackupInvalidError);
  });

  it('refuses a backup made by a newer version (a migration this code does not have)', async () => {
    const newer = path.join(work, 'newer');
    rmSync(newer, { recursive: true, force: true });
    mkdirSync(newer);
    const manifest = readManifest(backupDir);
    manifest.files = [];
    manifest.database.migrations.push('999-from-the-future');
    writeFileSync(path.join(newer, MANIFEST_FILE), JSON.stringify(manifest));
    await expect(restoreBackup({ backupDir: newer, targets: await freshTargets('from-newer'), now: clock })).rejects.toThrow(/999-from-the-future/);
  });

  it('keeps the newest backups when pruning, and removes a backup killed more than a day ago', () => {
    const dir = path.join(work, 'prune');
    for (const name of ['site-backup-2026-01-01T00-00-00Z', 'site-backup-2026-01-02T00-00-00Z', 'site-backup-2026-01-03T00-00-00Z']) {
      mkdirSync(path.join(dir, name), { recursive: true });
      writeFileSync(path.join(dir, name, MANIFEST_FILE), '{}');
    }
    mkdirSync(path.join(dir, 'site-backup-2026-01-04T00-00-00Z.partial'));
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(pruneBackups(dir, 2, later)).toEqual(['site-backup-2026-01-01T00-00-00Z', 'site-backup-2026-01-04T00-00-00Z.partial']);
    expect(readdirSync(dir).sort()).toEqual(['site-backup-2026-01-02T00-00-00Z', 'site-backup-2026-01-03T00-00-00Z']);
  });
});
