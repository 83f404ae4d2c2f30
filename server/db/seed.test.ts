import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { projectRoot } from '../config';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { migrations as allMigrations } from './migrations';
import { CONTENT_SOURCES, ContentError, seedFromContent } from './seed';
import type { DB } from './schema';
import type { ContentTableName } from './migrations/001-content.tables';

async function countRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of CONTENT_SOURCES) {
    const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

/** How many records each table should hold after seeding `files`. */
function expectedCounts(files: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    CONTENT_SOURCES.map(({ table, file, key }) => {
      const json = files[file] as Record<string, unknown[]> | unknown[] | undefined;
      // `tenders.json` may be a bare list as well as `{ datesRelativeTo, tenders }`.
      const list = key && !Array.isArray(json) ? (json as Record<string, unknown[]> | undefined)?.[key] : json;
      return [table, Array.isArray(list) ? list.length : 0];
    }),
  );
}

describeDb('seeding from content/', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const contentDir = (files: Record<string, unknown>) => {
    const dir = makeContentDir(files);
    dirs.push(dir);
    return dir;
  };
  const app = async (options: Parameters<typeof buildTestApp>[0]) => {
    const built = await buildTestApp(options);
    apps.push(built);
    return built;
  };

  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fills every content table from the demo content/, none left empty', async () => {
    const demo = await app({});
    const counts = await countRows(demo.database.db);
    for (const { table } of CONTENT_SOURCES) expect({ table, rows: counts[table] > 0 }).toEqual({ table, rows: true });

    const projects = JSON.parse(readFileSync(path.join(projectRoot, 'content', 'projects.json'), 'utf8')) as unknown[];
    expect(counts.projects).toBe(projects.length);
  });

  it('seeds each table once: a second run (a restart) leaves every count unchanged', async () => {
    const files = sampleContent();
    const dir = contentDir(files);
    const seeded = await app({ config: { contentDir: dir } });
    const first = await countRows(seeded.database.db);
    expect(first).toEqual(expectedCounts(files));

    await expect(seedFromContent(seeded.database, dir)).resolves.toEqual([]);
    await expect(seedFromContent(seeded.database, dir)).resolves.toEqual([]);
    expect(await countRows(seeded.database.db)).toEqual(first);
  });

  it('a second start on the same database migrates and seeds nothing again', async () => {
    const first = await app({});
    const before = await countRows(first.database.db);
    const restarted = await buildApp({ logger: false, config: { ...first.config } });
    try {
      expect(await countRows(restarted.database.db)).toEqual(before);
      const migrations = await restarted.database.db
        .selectFrom('kysely_migration' as keyof DB)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(migrations.count)).toBe(Object.keys(allMigrations).length);
    } finally {
      await restarted.close();
    }
  });

  it('keeps the content order and stores booleans as 0/1', async () => {
    const seeded = await app({ config: { contentDir: contentDir(sampleContent()) } });
    const projects = await seeded.database.db.selectFrom('projects').select(['id', 'Published', 'sort_order']).orderBy('sort_order').execute();
    expect(projects.map((row) => [row.id, Number(row.Published), row.sort_order])).toEqual([
      [1, 1, 1],
      [2, 0, 2],
      [3, 1, 3],
    ]);
  });

  it('seeds a content file that appears later, and only that one', async () => {
    const files = sampleContent();
    const withoutTenders = { ...files };
    delete withoutTenders['tenders.json'];
    const dir = contentDir(withoutTenders);
    const seeded = await app({ config: { contentDir: dir } });
    expect((await countRows(seeded.database.db)).tenders).toBe(0);

    writeFileSync(path.join(dir, 'tenders.json'), JSON.stringify(files['tenders.json']));
    await expect(seedFromContent(seeded.database, dir)).resolves.toEqual<ContentTableName[]>(['tenders']);
    expect(await countRows(seeded.database.db)).toEqual(expectedCounts(files));
  });

  it('starts with empty tables when seeding is turned off', async () => {
    const bare = await app({ seed: false });
    const counts = await countRows(bare.database.db);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  });

  it('refuses content that breaks the format, naming the file, record and field, and writes nothing', async () => {
    const bare = await app({ seed: false });
    const files = sampleContent();
    const badEvents = (files['events.json'] as Array<Record<string, unknown>>).map((event, index) =>
      index === 1 ? { ...event, EventDate: '15/02/2025' } : event,
    );
    const dir = contentDir({ ...files, 'events.json': badEvents });

    const failure = seedFromContent(bare.database, dir);
    await expect(failure).rejects.toThrow(ContentError);
    await expect(seedFromContent(bare.database, dir)).rejects.toThrow('content/events.json, record 2: EventDate must be a date written yyyy-MM-dd');
    expect(Object.values(await countRows(bare.database.db)).every((count) => count === 0)).toBe(true);
  });

  it('refuses a founder photo given as a non-image data: URI', async () => {
    const bare = await app({ seed: false });
    const files = sampleContent();
    const founders = files['founders.json'] as Array<Record<string, unknown>>;
    const dir = contentDir({ ...files, 'founders.json': [{ ...founders[0], Founders_img: 'data:text/html;base64,PHNjcmlwdD4=' }] });
    await expect(seedFromContent(bare.database, dir)).rejects.toThrow('content/founders.json, record 1: Founders_img only data:image/');
  });

  it('refuses a list file that is not a list, and careers.json without its lists shape', async () => {
    const bare = await app({ seed: false });
    await expect(seedFromContent(bare.database, contentDir({ 'logos.json': { logo: '/x.svg' } }))).rejects.toThrow(
      'content/logos.json must be a list of records.',
    );
    await expect(seedFromContent(bare.database, contentDir({ 'careers.json': { openings: 'Designer' } }))).rejects.toThrow(
      'content/careers.json (openings) must be a list of records.',
    );
  });
});
