/**
 * `npm run bench:desk [-- ROWS] [--runs N]`: the staff desk's lead list at scale. Fills a fresh SQLite
 * database (and, when BENCH_DATABASE_URL names an empty PostgreSQL database, that one too) with ROWS
 * enquiries (default 500,000) plus contact messages, job applications and vendor registrations, their
 * leads worked to a spread of statuses and owners, then times `listLeads` for the desk's typical queries,
 * each N times (default 40) with varied values, and prints p50 / p95 / max per query. The target is p95
 * under 100 ms. The SQLite file is thrown away; the PostgreSQL tables are left for a look afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { LEAD_SOURCES } from '../server/leads/lead-sources';
import { listLeads } from '../server/leads/lead-service';
import { LEAD_KINDS, type LeadFilter, type LeadPageRequest } from '@/entities/lead/model/lead';

/** Values per INSERT: under SQLite's 32,766 bound parameters (and PostgreSQL's 65,535). */
const VALUES_PER_INSERT = 30_000;
const START = Date.UTC(2024, 0, 1);
/** One submission a minute on average over the whole period, so a date range holds realistic numbers. */
const STEP_MS = 60_000;

const PLACES = ['Gangapur Road', 'College Road', 'Indira Nagar', 'Pathardi Phata', 'Shirdi', 'Deolali Camp', 'Satpur MIDC', 'Panchavati'];
const WORKS = ['a modular kitchen', 'wardrobes and a false ceiling', 'an office fit-out', 'Corian counters', 'a turnkey 3 BHK interior', 'a showroom façade', 'a clinic interior', 'a hotel lobby'];

function message(index: number): string {
  const place = PLACES[index % PLACES.length];
  const work = WORKS[(index * 7) % WORKS.length];
  return `We would like a quote for ${work} at ${place}, Nashik. Please call in the evening; budget to be discussed on site. Ref ${index}.`;
}

const phone = (index: number) => `98${String(22_000_000 + ((index * 7919) % 77_000_000)).padStart(8, '0')}`;
/** The `index`-th submission's time: one every `spread` minutes from the start. */
const at = (index: number, spread = 1) => new Date(START + Math.floor(index * spread) * STEP_MS).toISOString();

async function insertInBatches<T extends object>(db: Kysely<DB>, count: number, make: (index: number) => T, insert: (trx: Kysely<DB>, rows: T[]) => Promise<unknown>) {
  const BATCH = Math.floor(VALUES_PER_INSERT / Object.keys(make(0)).length);
  for (let start = 0; start < count; start += BATCH * 10) {
    await db.transaction().execute(async (trx) => {
      for (let batch = start; batch < Math.min(start + BATCH * 10, count); batch += BATCH) {
        const rows: T[] = [];
        for (let index = batch; index < Math.min(batch + BATCH, count); index += 1) rows.push(make(index));
        await insert(trx, rows);
      }
    });
  }
}

async function fill(database: Database, enquiries: number): Promise<void> {
  const { db } = database;
  const contacts = Math.round(enquiries / 25);
  const careers = Math.round(enquiries / 100);
  const vendors = Math.round(enquiries / 250);
  const started = performance.now();
  // Two enquiries share each minute (ties on received_at, as the keyset must handle).
  await insertInBatches(
    db,
    enquiries,
    (index) => ({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.in`,
      phone: phone(index),
      address: `Flat ${index % 40}, ${PLACES[index % PLACES.length]}, Nashik`,
      message: message(index),
      created_at: at(Math.floor(index / 2)),
    }),
    (trx, rows) => trx.insertInto('enquiries').values(rows).execute(),
  );
  const spread = enquiries / 2 / contacts;
  await insertInBatches(
    db,
    contacts,
    (index) => ({ name: `Caller ${index}`, email: `caller${index}@example.in`, phone: phone(index + 1), message: message(index + 3), created_at: at(index, spread) }),
    (trx, rows) => trx.insertInto('contact_messages').values(rows).execute(),
  );
  await insertInBatches(
    db,
    careers,
    (index) => ({
      firstName: 'Applicant',
      middleName: '',
      lastName: String(index),
      email: `applicant${index}@example.in`,
      phone: phone(index + 2),
      selectedPost: index % 2 ? 'Site Supervisor' : 'Interior Designer',
      currentLocation: 'Nashik',
      currentEmployer: '',
      experience: '3 years',
      qualification: 'B.Arch',
      resume_name: 'resume.pdf',
      resume_type: 'application/pdf',
      resume_size: 4,
      resume_data: Buffer.from('%PDF'),
      created_at: at(index, enquiries / 2 / careers),
    }),
    (trx, rows) => trx.insertInto('career_applications').values(rows).execute(),
  );
  await insertInBatches(
    db,
    vendors,
    (index) => ({ firstname: 'Vendor', lastname: String(index), email: `vendor${index}@example.in`, password_hash: 'x', created_at: at(index, enquiries / 2 / vendors) }),
    (trx, rows) => trx.insertInto('accounts').values(rows).execute(),
  );
  await sql`
    insert into vendor_registrations (account_id, tender_no, vendor_name, email, mobile_number, company_name, gst_number, pan_number, udyam_number, created_at)
    select id, 'VI/TN/2026/' || id, 'Vendor ' || id, email, '9823045671', 'Fabricators ' || id, '27AAPFU0939F1ZV', 'AAPFU0939F', 'UDYAM-MH-26-0012345', created_at from accounts
  `.execute(db);
  // The leads as migration 010 and the stores make them, then worked: a spread of statuses and owners.
  await db.deleteFrom('leads').execute();
  for (const kind of LEAD_KINDS) {
    const source = LEAD_SOURCES[kind];
    await sql`
      insert into leads (kind, submission_id, received_at, name, email, phone, summary, search_text, updated_at)
      select ${sql.lit(kind)}, id, created_at, ${source.name}, ${source.email}, ${source.phone}, ${source.summary}, lower(${source.search}), created_at
      from ${sql.table(source.table)}
    `.execute(db);
  }
  await sql`
    update leads set
      status = case when kind in ('career', 'vendor') then (case when id % 3 = 0 then 'new' else 'closed' end)
        else (case id % 10 when 0 then 'new' when 1 then 'new' when 2 then 'contacted' when 3 then 'contacted' when 4 then 'qualified' when 5 then 'won' else 'lost' end) end,
      owner_staff_id = case when id % 6 = 0 then null else id % 6 end
  `.execute(db);
  await sql`analyze`.execute(db);
  const total = enquiries + contacts + careers + vendors;
  console.log(`${database.dialect}: ${total.toLocaleString('en-IN')} leads (${enquiries.toLocaleString('en-IN')} enquiries) stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Case {
  name: string;
  /** The n-th run's filter and page: values vary between runs so no answer is only a cache hit. */
  query(run: number): { filter: LeadFilter; page?: LeadPageRequest };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(database: Database, cases: Case[], runs: number): Promise<string[]> {
  const lines: string[] = [];
  for (const item of cases) {
    await listLeads(database.db, item.query(0).filter, item.query(0).page);
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < runs; run += 1) {
      const { filter, page } = item.query(run);
      const started = performance.now();
      const result = await listLeads(database.db, filter, page);
      times.push(performance.now() - started);
      found += result.leads.length;
    }
    times.sort((a, b) => a - b);
    const line = `| ${database.dialect} | ${item.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times[times.length - 1].toFixed(1)} | ${(found / runs).toFixed(0)} |`;
    console.log(line);
    lines.push(line);
  }
  return lines;
}

async function deepCursor(db: Kysely<DB>, depth: number, run: number): Promise<string> {
  // The cursor a staff member holds after paging that deep (found here by OFFSET, once, outside the timing).
  const row = await db
    .selectFrom('leads')
    .select(['received_at', 'kind', 'submission_id'])
    .orderBy('received_at', 'desc')
    .orderBy('kind', 'desc')
    .orderBy('submission_id', 'desc')
    .offset(depth + run * 97)
    .limit(1)
    .executeTakeFirstOrThrow();
  return Buffer.from(JSON.stringify([row.received_at, row.kind, Number(row.submission_id)])).toString('base64url');
}

async function bench(database: Database, enquiries: number, runs: number): Promise<void> {
  await fill(database, enquiries);
  const cursors: string[] = [];
  for (let run = 0; run < runs; run += 1) cursors.push(await deepCursor(database.db, Math.floor(enquiries * 0.8), run));
  const day = (offset: number) => new Date(START + offset * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
  const statuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
  const searches = (run: number) => [`visitor${(run * 12_347) % enquiries}@`, phone((run * 31) % enquiries).slice(2, 9), 'kitchen', `caller${run}`, 'no such words'][run % 5];
  const cases: Case[] = [
    { name: 'first page (everything)', query: () => ({ filter: {} }) },
    { name: 'status (one)', query: (run) => ({ filter: { status: [statuses[run % statuses.length]] } }) },
    { name: 'status New, kind enquiry', query: () => ({ filter: { status: ['new'], kind: ['enquiry'] } }) },
    { name: 'kind (career)', query: () => ({ filter: { kind: ['career'] } }) },
    { name: 'owner (one)', query: (run) => ({ filter: { owner: 1 + (run % 5) } }) },
    { name: 'unassigned', query: () => ({ filter: { owner: 'unassigned' } }) },
    { name: 'date range (one week)', query: (run) => ({ filter: { from: day((run % 20) * 7), to: day((run % 20) * 7 + 6) } }) },
    { name: 'date range + status + owner', query: (run) => ({ filter: { from: day((run % 20) * 7), to: day((run % 20) * 7 + 30), status: ['contacted'], owner: 2 } }) },
    { name: 'text: e-mail, phone, word, none', query: (run) => ({ filter: { q: searches(run) } }) },
    { name: 'text: no match (whole table)', query: (run) => ({ filter: { q: `zq${run}x` } }) },
    { name: 'deep keyset page (80% in)', query: (run) => ({ filter: {}, page: { cursor: cursors[run] } }) },
  ];
  await time(database, cases, runs);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 40;
  const enquiries = Number(args[0] ?? 500_000);
  console.log(`| database | query | p50 ms | p95 ms | max ms | leads per answer |`);
  console.log(`|---|---|---|---|---|---|`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-desk-'));
  try {
    const sqlite = openDatabase(`sqlite:${path.join(dir, 'site.db')}`);
    try {
      await migrateToLatest(sqlite);
      await bench(sqlite, enquiries, runs);
    } finally {
      await sqlite.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = openDatabase(process.env.BENCH_DATABASE_URL);
    try {
      await migrateToLatest(postgres);
      const { count } = await postgres.db.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      if (Number(count) > 0) throw new Error('BENCH_DATABASE_URL must name an empty database: the bench fills it.');
      await bench(postgres, enquiries, runs);
    } finally {
      await postgres.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
