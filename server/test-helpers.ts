import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';

import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createThrowawayDatabase } from './db/throwaway-database';
import type { ServerConfig } from './config';
import { issueToken, sessionBinding, XSRF_COOKIE, XSRF_HEADER } from './plugins/csrf';

/**
 * Test helpers for every server area. Tests run on a real database: a fresh SQLite file per app (a copy of one
 * migrated once, see `migratedSqliteTemplate`), or
 * a fresh PostgreSQL database per app when `TEST_DATABASE_URL` is set (start one with
 * `eval "$(scripts/pg-test-server.sh start)"`). The same test file runs on both; nothing to change.
 */

/** `postgres` when the tests run on PostgreSQL (`TEST_DATABASE_URL`), otherwise `sqlite`. */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** `describe` whose title names the database the tests run on, e.g. "reads [sqlite]". */
export const describeDb = (name: string, fn: () => void): void => describe(`${name} [${testDialect}]`, fn);

export interface TestAppOptions {
  /** Overrides of the server configuration (e.g. `contentDir`, `clientDir`, `smtp`, `writeRateLimit`). */
  config?: Partial<ServerConfig>;
  /** Seed the new database from `config.contentDir` (default true; the default content is `content/`). */
  seed?: boolean;
  /** Seed the demo's two bid openers (default false: the tests make the members they need). */
  demoOpeners?: boolean;
  /** Logger options (default: off). */
  logger?: FastifyServerOptions['logger'];
  /** A built client to serve (relative path → file body), written beside the database and removed with it. */
  clientFiles?: Record<string, string>;
}

/** Every file under server/db (the migrations, the helpers they import, the schema): what a migrated database depends on. */
function databaseSources(dir = path.join(__dirname, 'db')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? databaseSources(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * An empty SQLite database with every migration applied, made once per version of server/db (its file named by a
 * hash of those sources, in the system's temporary folder) and copied for each test app: migrating a new file takes
 * about 100 ms, copying one a millisecond. The migrations run as the host runs them (`migrateToLatest`), and the
 * app runs `migrateToLatest` again on its copy, which finds nothing left to do. Made under a temporary name and
 * renamed, so workers that race make it twice but never read half of one. PostgreSQL databases are not copied:
 * each test app's is made fresh and migrated by the app (`TEST_DATABASE_URL`).
 */
async function migratedSqliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of databaseSources()) hash.update(path.relative(__dirname, file)).update(readFileSync(file));
  const template = path.join(os.tmpdir(), `site-test-template-${hash.digest('hex').slice(0, 20)}.db`);
  if (existsSync(template)) return template;
  const partial = `${template}.${process.pid}-${randomBytes(4).toString('hex')}`;
  const database = openDatabase(`sqlite:${partial}`);
  try {
    await migrateToLatest(database);
  } finally {
    // Closing checkpoints the write-ahead log into the file: the template is that one file.
    await database.close();
  }
  renameSync(partial, template);
  for (const suffix of ['-limits', '-limits-wal', '-limits-shm', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
  return template;
}

/**
 * A fresh app on a fresh database (migrated, and seeded from `content/` unless `seed: false`), logger
 * off unless given. `await app.close()` removes the database. Call `inject`, never `listen`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  let databaseUrl = `sqlite:${path.join(dataDir, 'site.db')}`;
  let drop: (() => Promise<void>) | undefined;
  if (options.config?.databaseUrl) {
    // A second instance on another app's database (tests of several instances): that app drops it.
    databaseUrl = options.config.databaseUrl;
  } else if (process.env.TEST_DATABASE_URL) {
    const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = created.url;
    drop = created.drop;
  } else {
    copyFileSync(await migratedSqliteTemplate(), path.join(dataDir, 'site.db'));
  }
  const cleanUp = async () => {
    try {
      await drop?.();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  let clientDir: string | undefined;
  if (options.clientFiles) {
    clientDir = path.join(dataDir, 'client');
    for (const [name, body] of Object.entries(options.clientFiles)) {
      mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
      writeFileSync(path.join(clientDir, name), body);
    }
  }

  let app: FastifyInstance;
  try {
    app = await buildApp({
      logger: options.logger ?? false,
      seed: options.seed,
      demoOpeners: options.demoOpeners ?? false,
      config: {
        databaseUrl,
        dataDir,
        sessionSecret: 'test-session-secret',
        writeRateLimit: 1000,
        smtp: null,
        // Tests call `app.contentChanges.check()` when they need another process's change seen.
        contentPollMs: 0,
        ...(clientDir ? { clientDir } : {}),
        ...options.config,
      },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  app.addHook('onClose', async () => {
    // Close the pool before dropping its database; closing twice is harmless.
    await app.database.close();
    await cleanUp();
  });
  await app.ready();
  return app;
}

export interface CsrfPair {
  /** The `XSRF-TOKEN=…` cookie pair, for a `cookie` header. */
  cookie: string;
  /** The token itself. */
  token: string;
  /** `cookie` and `x-xsrf-token` headers: spread them into an `inject` call's `headers` to make a write pass. */
  headers: Record<string, string>;
}

/** Reads one cookie's value from an `inject` answer's `set-cookie` headers. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** A valid CSRF token for writes, obtained the way a browser gets it: from a GET. */
export async function csrfFor(app: FastifyInstance): Promise<CsrfPair> {
  const response = await app.inject({ method: 'GET', url: '/healthz' });
  const token = cookieFrom(response, XSRF_COOKIE);
  if (!token) throw new Error('The server set no XSRF-TOKEN cookie on a GET.');
  const cookie = `${XSRF_COOKIE}=${token}`;
  return { cookie, token, headers: { cookie, [XSRF_HEADER]: token } };
}

/**
 * `cookie` and `x-xsrf-token` headers for a write made in a session: the XSRF token is tied to the
 * session cookies it travels with (plugins/csrf.ts), as the browser holds it after logging in. `sessionCookies`
 * is a `cookie` header's text (`vk_staff=…; vk_session=…`), or nothing for a visitor without a session.
 */
export function sessionCsrfHeaders(app: FastifyInstance, sessionCookies?: string): Record<string, string> {
  const cookies = Object.fromEntries(
    (sessionCookies ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const token = issueToken(app.config.sessionSecret, sessionBinding(cookies));
  return { cookie: [`${XSRF_COOKIE}=${token}`, sessionCookies].filter(Boolean).join('; '), [XSRF_HEADER]: token };
}

/**
 * Writes a throwaway content folder (`files`: file name → JSON value; `uploads`: relative path →
 * file body) and returns its path; pass it as `config.contentDir`. Remove it with `rmSync` after.
 */
export function makeContentDir(files: Record<string, unknown>, uploads: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(value, null, 2));
  for (const [name, body] of Object.entries(uploads)) {
    const file = path.join(dir, 'uploads', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return dir;
}

/**
 * The page template as webpack writes it, for tests of the server's rendering (no dist/ needed: the render
 * path runs from the sources). Pass it as `clientFiles['index.html']`.
 */
export const RENDER_INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Vastukala Interiors</title>' +
  '<meta name="description" content="x" /><script defer src="/assets/main.0123456789.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

/** The smallest built client a server test serves: a page shell and one hashed bundle. Pass it as `clientFiles`. */
export function sampleClient(): Record<string, string> {
  return {
    'index.html': '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    'assets/main.0123456789.js': 'console.log(1);',
  };
}

/**
 * A small content folder in the `content/` format with known published and unpublished rows, for
 * tests that count. Pass it to `makeContentDir`.
 */
export function sampleContent(): Record<string, unknown> {
  const tender = (id: number, TenderNo: string, Published: boolean) => ({
    id,
    TenderNo,
    TenderDate: '2026-01-10',
    Expiry_Date: '2026-02-10',
    CustomerID: 100 + id,
    ProjectID: id,
    Bill_To: 'Sample Interiors, Nashik',
    Ship_To: 'Site office, Shirdi',
    Reference: `Reference ${id}`,
    Status: 'Open',
    Status1: 'Bidding',
    Currency: 'INR',
    Sales_Agent: 'Purchase desk',
    Discount_Type: 'Before Tax',
    Admin_Note: 'Sealed bids only.',
    ShowQty: true,
    Created_by: 'Office',
    BillingTypeID: 1,
    SaveAs: 'Final',
    Bank: 'Sample Bank',
    Cash: 0,
    reminder: '2026-02-01',
    TotalTax: 1800.5,
    TotalTaxPER: 18,
    TotalDicountPer: 0,
    TotalDicountAmont: 0,
    SubCostTotalAmont: 10000,
    TenderTotalAmont: 11800.5,
    AdjustmentCost: 0,
    Published,
  });
  return {
    'home.json': [
      {
        whoWeAre: 'Who we are.',
        ourMission: 'Our mission.',
        ourVision: 'Our vision.',
        experties: 'Expertise.',
        quality: 'Quality.',
        clientApproch: 'Client approach.',
        timelyDelivery: 'Timely delivery.',
      },
    ],
    'services.json': [
      { Service_Name: 'Corian Work', Service_img: '/uploads/services/corian.svg', route: 'homecorianwork' },
      { Service_Name: 'Turnkey Interiors', Service_img: '/uploads/services/turnkey.svg', route: 'turnkey' },
    ],
    'projects.json': [
      { id: 1, Project_Name: 'Office A', Project_Description: 'A', file_img: '/uploads/p/a.svg', categories: 'Completed, Office', Published: true },
      { id: 2, Project_Name: 'Draft B', Project_Description: 'B', file_img: '/uploads/p/b.svg', categories: 'live', Published: false },
      { id: 3, Project_Name: 'Villa C', Project_Description: 'C', file_img: '/uploads/p/c.svg', categories: 'Upcoming', Published: true },
    ],
    'founders.json': [
      { Founders_Id: 1, Founders_Name: 'A. Founder', Founders_Role: 'Founder', Founders_Description: 'Started it.', Founders_img: '/uploads/f/a.svg' },
      { Founders_Id: 2, Founders_Name: 'B. Founder', Founders_Role: 'Co-founder', Founders_Description: 'Runs it.', Founders_img: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ],
    'testimonials.json': [{ Comment: 'Good work.', Client_name: 'A Client', Client_position: 'Owner', Address: 'Nashik' }],
    'logos.json': [{ logo: '/uploads/logos/logo.svg' }],
    'clients.json': [{ id: 1, Ourclients: '/uploads/clients/one.svg' }],
    'about.json': [{ Aboutus_img: '/uploads/about/team.svg', About_Description: 'About us.' }],
    'careers.json': {
      headerImages: [{ Image: '/uploads/headers/careers.svg' }],
      openings: [{ Openings: 'Site Supervisor' }, { Openings: 'Interior Designer' }],
    },
    'contact.json': {
      headerImages: [{ Image: '/uploads/headers/contact.svg' }],
      offices: [
        { Header: 'Nashik', Address: 'College Road', Email: 'info@example.in', Contact: '9800000000' },
        { Header: 'Shirdi', Address: 'Nagar–Manmad Road', Email: 'info@example.in', Contact: '9800000000' },
      ],
    },
    'events.json': [
      { EventID: 1, EventName: 'Open Day', Description: 'Talks.', EventDate: '2025-02-15', EventLocation: 'Nashik', Img: '/uploads/e/1.svg', Published: true },
      { EventID: 2, EventName: 'Draft Event', Description: 'Hidden.', EventDate: '2025-03-01', EventLocation: 'Shirdi', Img: '/uploads/e/2.svg', Published: false },
    ],
    'event-header.json': [{ head_Event: '/uploads/headers/events.svg' }],
    'gallery.json': [
      { image: '/uploads/g/1.svg', categories: 'Project, Office' },
      { image: '/uploads/g/2.svg', categories: 'Staff' },
      { image: '/uploads/g/3.svg', categories: 'Event,Staff' },
    ],
    'gallery-header.json': [{ head_Gallery: '/uploads/headers/gallery.svg' }],
    'tenders.json': [tender(1, 'VI/T/001', true), tender(2, 'VI/T/002-DRAFT', false), tender(3, 'VI/T/003', true)],
    'images.json': [{ image: '/uploads/g/1.svg' }],
  };
}

/**
 * One app (and a CSRF token for its writes) for every test of the calling `describe`: built before them,
 * closed after them; with `{ each: true }`, a fresh app on a fresh database for each test. Read `app` and
 * `csrf` inside the tests (they exist once the `before` hook has run). Options given as a function are
 * read when the app is built, so they may name what an earlier hook made (a content folder).
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions) = {},
  { each = false }: { each?: boolean } = {},
): { app: FastifyInstance; csrf: CsrfPair } {
  const shared = {} as { app: FastifyInstance; csrf: CsrfPair };
  const [before, after] = each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    shared.app = await buildTestApp(typeof options === 'function' ? options() : options);
    shared.csrf = await csrfFor(shared.app);
  });
  after(() => shared.app.close());
  return shared;
}

/**
 * Two instances of the host on one database, as behind a load balancer, for every test of the calling
 * `describe`: `b` runs on `a`'s database, `csrf` comes from `a`. Options are read when the instances are
 * built (`beforeAll`), so they may name what an earlier `beforeAll` started (a mail server, Redis).
 */
export function useTwoInstances(options: () => TestAppOptions): { a: FastifyInstance; b: FastifyInstance; csrf: CsrfPair } {
  const shared = {} as { a: FastifyInstance; b: FastifyInstance; csrf: CsrfPair };
  beforeAll(async () => {
    const { config, ...rest } = options();
    shared.a = await buildTestApp({ ...rest, config });
    shared.b = await buildTestApp({ ...rest, config: { ...config, databaseUrl: shared.a.config.databaseUrl } });
    shared.csrf = await csrfFor(shared.a);
  });
  afterAll(async () => {
    await shared.b?.close();
    await shared.a?.close();
  });
  return shared;
}
