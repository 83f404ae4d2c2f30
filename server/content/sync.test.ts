import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Migrator, type Kysely } from 'kysely';
import { buildApp } from '../app';
import { projectRoot } from '../config';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { migrations } from '../db/migrations';
import type { DB } from '../db/schema';
import { storeEnquiry } from '../leads/submission-store';
import { ContentError } from './load';
import { CONTENT_SOURCES } from './sources';
import { describeSync, syncContent } from './sync';
import { readContentVersion } from './version';

type Loose = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every content table as [content_key, Published, sort_order, …fields], for before/after comparisons. */
async function snapshot(db: Kysely<DB>): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const { table } of CONTENT_SOURCES) {
    const rows = await (db as unknown as Loose).selectFrom(table).selectAll().orderBy('sort_order').execute();
    tables[table] = rows.map((row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)])));
  }
  return tables;
}

async function published(db: Kysely<DB>, table: string, keyColumn: string): Promise<string[]> {
  const rows = await (db as unknown as Loose).selectFrom(table).select(keyColumn).where('Published', '=', 1).orderBy('sort_order').execute();
  return rows.map((row: Record<string, unknown>) => String(row[keyColumn]));
}

type Files = Record<string, unknown>;
type Events = Array<Record<string, unknown>>;

describeDb('content sync', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const contentDir = (files: Files) => {
    const dir = makeContentDir(files);
    dirs.push(dir);
    return dir;
  };
  const app = async (options: Parameters<typeof buildTestApp>[0] = {}) => {
    const built = await buildTestApp(options);
    apps.push(built);
    return built;
  };
  const write = (dir: string, name: string, value: unknown) =>
    writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));

  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('brings a new database up with every table of the demo content/, none left empty', async () => {
    const demo = await app();
    const tables = await snapshot(demo.database.db);
    for (const { table } of CONTENT_SOURCES) expect({ table, rows: tables[table].length > 0 }).toEqual({ table, rows: true });
    const projects = JSON.parse(readFileSync(path.join(projectRoot, 'content', 'projects.json'), 'utf8')) as unknown[];
    expect(tables.projects).toHaveLength(projects.length);
  });

  it('adds, changes and unpublishes by stable key; --dry-run shows it first; a second run changes nothing', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    const { db } = site.database;
    const heard: number[] = [];
    site.contentChanges.onChange((version) => heard.push(version));
    const startVersion = await readContentVersion(site.database);

    const events = files['events.json'] as Events;
    write(dir, 'events.json', [
      { ...events[0], EventName: 'Open Day 2026', Description: 'Talks and a site walk.' },
      { EventID: 7, EventName: 'Material Fair', Description: 'Samples.', EventDate: '2026-05-02', EventLocation: 'Shirdi', Img: '/uploads/e/7.svg', Published: true },
    ]);
    const gallery = files['gallery.json'] as Events;
    write(dir, 'gallery.json', [gallery[2], gallery[0]]);

    const before = await snapshot(db);
    const dry = await syncContent(site.database, dir, { dryRun: true });
    expect(await snapshot(db)).toEqual(before);
    expect(await readContentVersion(site.database)).toBe(startVersion);
    const eventsPlan = dry.tables.find((table) => table.table === 'events')!;
    expect(eventsPlan).toMatchObject({ inserted: ['7'], updated: [{ key: '1', fields: ['EventName', 'Description'] }], unpublished: [] });
    // Event 2 was already unpublished in the content: removing it changes nothing a visitor sees.
    expect(dry.tables.find((table) => table.table === 'gallery_items')).toMatchObject({ inserted: [], unpublished: ['/uploads/g/2.svg'], reordered: true });
    expect(describeSync(dry)).toContain('Dry run: 1 added, 1 changed, 1 unpublished. Nothing was written');
    expect(describeSync(dry)).toContain('  + would add 7 (Material Fair)\n  ~ would change 1 (Open Day 2026): EventName, Description\n');

    const applied = await syncContent(site.database, dir);
    expect(applied.changed).toBe(true);
    expect(applied.version).toBe(startVersion + 1);
    expect(applied.tables.find((table) => table.table === 'events')).toEqual(eventsPlan);
    expect(describeSync(applied)).toMatch(/Synced: 1 added, 1 changed, 1 unpublished\. Content version \d+\./);

    // The running site hears it (the read cache and rendered pages subscribe to this) and shows it.
    await site.contentChanges.check();
    expect(heard).toEqual([startVersion + 1]);
    const shown = await site.inject({ url: '/backend/api/events' });
    expect(shown.json().map((event: { EventName: string }) => event.EventName)).toEqual(['Open Day 2026', 'Material Fair']);
    const photos = await site.inject({ url: '/backend/getGalleryData' });
    expect(photos.json().map((item: { image: string }) => item.image)).toEqual(['/uploads/g/3.svg', '/uploads/g/1.svg']);

    // Removed records stay in the database, unpublished; nothing was deleted.
    const all = await db.selectFrom('events').select(['EventID', 'Published']).orderBy('sort_order').execute();
    expect(all.map((row) => [row.EventID, Number(row.Published)])).toEqual([[1, 1], [7, 1], [2, 0]]);
    expect(await db.selectFrom('gallery_items').select('image').execute()).toHaveLength(3);

    const after = await snapshot(db);
    const again = await syncContent(site.database, dir);
    expect(again.changed).toBe(false);
    expect(again.version).toBeNull();
    expect(describeSync(again)).toContain('Content is up to date');
    expect(await snapshot(db)).toEqual(after);
    expect(await readContentVersion(site.database)).toBe(startVersion + 1);

    // A record put back is published again, in its place.
    write(dir, 'gallery.json', gallery);
    const back = await syncContent(site.database, dir);
    expect(back.tables.find((table) => table.table === 'gallery_items')).toMatchObject({ updated: [{ key: '/uploads/g/2.svg', fields: ['Published'] }] });
    expect(await published(db, 'gallery_items', 'image')).toEqual(['/uploads/g/1.svg', '/uploads/g/2.svg', '/uploads/g/3.svg']);
  });

  it('never touches submissions, accounts or registrations, even when every record is removed', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    const { db } = site.database;
    await storeEnquiry(db, { name: 'Asha', email: 'asha@example.in', phone: '9876543210', address: '', message: 'Kitchen' }, { notify: false });
    await db.insertInto('accounts').values({ firstname: 'R', lastname: 'K', email: 'r@example.in', password_hash: 'scrypt$x', created_at: new Date().toISOString() }).execute();

    for (const name of Object.keys(files)) {
      const value = files[name];
      write(dir, name, Array.isArray(value) ? [] : Object.fromEntries(Object.keys(value as object).map((key) => [key, []])));
    }
    const emptied = await syncContent(site.database, dir);
    expect(emptied.changed).toBe(true);
    expect(await published(db, 'projects', 'id')).toEqual([]);
    expect(await published(db, 'logos', 'logo')).toEqual([]);
    expect((await site.inject({ url: '/backend/api/getlogos' })).json()).toEqual([]);
    expect(await db.selectFrom('enquiries').select(['name', 'message']).execute()).toEqual([{ name: 'Asha', message: 'Kitchen' }]);
    expect(await db.selectFrom('accounts').select('email').execute()).toEqual([{ email: 'r@example.in' }]);
    // Tenders belong to their own command once filled: the sync leaves them alone.
    expect(emptied.tables.find((table) => table.table === 'tenders')?.skipped).toMatch(/own command/);
    expect(await published(db, 'tenders', 'TenderNo')).toEqual(['VI/T/001', 'VI/T/003']);
  });

  it('refuses a broken file, naming the file, the record and the field, and changes nothing', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    const before = await snapshot(site.database.db);
    const version = await readContentVersion(site.database);

    const events = files['events.json'] as Events;
    write(dir, 'events.json', [events[0], { ...events[1], EventDate: '15/02/2025' }, { ...events[0], EventID: 9, Published: 'yes' }]);
    write(dir, 'gallery.json', [{ image: '/uploads/g/new.svg', categories: 'Project' }]);
    write(dir, 'logos.json', [{ logo: '/uploads/logos/a.svg', logoo: 'typo' }]);

    const failure = syncContent(site.database, dir);
    await expect(failure).rejects.toThrow(ContentError);
    const error = (await failure.catch((caught: ContentError) => caught)) as ContentError;
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/events\.json, record 2, field EventDate: must be a date written yyyy-MM-dd$/),
        expect.stringMatching(/events\.json, record 3, field Published: Expected boolean, received string$/),
        expect.stringMatching(/logos\.json, record 1, the record: Unrecognized key\(s\) in object: 'logoo'$/),
      ]),
    );
    expect(error.problems).toHaveLength(3);
    expect(await snapshot(site.database.db)).toEqual(before);
    expect(await readContentVersion(site.database)).toBe(version);

    write(dir, 'events.json', [events[0], { ...events[0] }]);
    write(dir, 'logos.json', files['logos.json']);
    await expect(syncContent(site.database, dir)).rejects.toThrow(/events\.json, record 2, field EventID: "1" is already used by record 1/);
    expect(await snapshot(site.database.db)).toEqual(before);
  });

  it('reads a table kept as a spreadsheet saved as CSV, with its row numbers in errors', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    rmSync(path.join(dir, 'events.json'));
    write(
      dir,
      'events.csv',
      '\uFEFFEventID,EventName,Description,EventDate,EventLocation,Img,Published\r\n' +
        '1,Open Day,"Talks, tea and a walk",2025-02-15,Nashik,/uploads/e/1.svg,yes\r\n' +
        '3,Site Visit,"He said ""come""",2026-03-01,Shirdi,/uploads/e/3.svg,TRUE\r\n' +
        '2,Draft Event,Hidden.,2025-03-01,Shirdi,/uploads/e/2.svg,no\r\n',
    );
    const report = await syncContent(site.database, dir);
    const events = report.tables.find((table) => table.table === 'events')!;
    expect(events.from).toMatch(/events\.csv$/);
    expect(events).toMatchObject({ inserted: ['3'], updated: [{ key: '1', fields: ['Description'] }], unpublished: [] });
    const shown = (await site.inject({ url: '/backend/api/events' })).json();
    expect(shown.map((event: { EventID: number; Description: string }) => [event.EventID, event.Description])).toEqual([
      [1, 'Talks, tea and a walk'],
      [3, 'He said "come"'],
    ]);

    write(dir, 'events.csv', 'EventID,EventName,Description,EventDate,EventLocation,Img,Published\n1,A,B,2025-02-30,N,/x.svg,maybe\n');
    await expect(syncContent(site.database, dir)).rejects.toThrow(/events\.csv, row 2, field EventDate: is not a real date/);
    write(dir, 'events.json', files['events.json']);
    await expect(syncContent(site.database, dir)).rejects.toThrow(/events\.csv and .*events\.json both hold the events table/);
  });

  it('lets two syncs at once take turns: the second finds nothing left to do', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    write(dir, 'events.json', [...(files['events.json'] as Events), { EventID: 8, EventName: 'Expo', Description: '', EventDate: '2026-06-01', EventLocation: 'Nashik', Img: '/uploads/e/8.svg', Published: true }]);
    const reports = await Promise.all([syncContent(site.database, dir), syncContent(site.database, dir)]);
    expect(reports.map((report) => report.changed).sort()).toEqual([false, true]);
    expect(await site.database.db.selectFrom('events').select('EventID').where('EventID', '=', 8).execute()).toHaveLength(1);
  });

  it('swaps records round without tripping over positions, and a restart changes nothing', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ config: { contentDir: dir } });
    const projects = files['projects.json'] as Events;
    write(dir, 'projects.json', [projects[2], projects[1], projects[0]]);
    await syncContent(site.database, dir);
    expect((await site.inject({ url: '/backend/projects' })).json().map((project: { id: number }) => project.id)).toEqual([3, 1]);

    const before = await snapshot(site.database.db);
    const version = await readContentVersion(site.database);
    const restarted = await buildApp({ logger: false, config: { ...site.config } });
    try {
      expect(await snapshot(restarted.database.db)).toEqual(before);
      expect(await readContentVersion(restarted.database)).toBe(version);
    } finally {
      await restarted.close();
    }
  });

  it('takes over a database seeded before the sync existed (migration 005 gives its rows their keys)', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const site = await app({ seed: false, config: { contentDir: dir } });
    const db = site.database.db as unknown as Loose;
    // Back to the schema of 004 and the old seed's rows (no key, no Published on most tables) …
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('004-content-version')).error).toBeUndefined();
    await db.insertInto('gallery_items').values([{ sort_order: 1, image: '/uploads/g/1.svg', categories: 'Project, Office' }, { sort_order: 2, image: '/uploads/g/2.svg', categories: 'Staff' }]).execute();
    await db.insertInto('home_data').values({ sort_order: 1, ...(files['home.json'] as Events)[0] }).execute();
    // … then forward again: the same content now syncs without duplicating a row.
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const report = await syncContent(site.database, dir);
    expect(report.tables.find((table) => table.table === 'gallery_items')).toMatchObject({ inserted: ['/uploads/g/3.svg'], updated: [], unpublished: [] });
    expect(report.tables.find((table) => table.table === 'home_data')).toMatchObject({ inserted: [], updated: [], unpublished: [] });
  });
});
