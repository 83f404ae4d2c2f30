import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BID_PATHS, type BidReceipt } from '../src/entities/bid';
import { wallClockOf } from '../src/shared/lib/company-day';
import { openDatabase } from '../server/db/database';
import { addBidTender, addOpener, addVendor, armingShare, bidContentType, fieldParts, fileHead, formEnd, PDF, sealedBid } from '../server/bids/bid-fixtures';
import { startServerProcess, sessionCsrf } from './server-process';

/**
 * `npm run bench:bids`: the compiled server in its own process (SQLite in a temp folder, or DATABASE_URL),
 * measured from outside as a vendor's browser would reach it:
 * - its resident memory (sampled from /proc every 20 ms) while one 100 MB bid (five 20 MB files) streams in;
 * - sealed small bids per second (one 40 KB PDF each, 8 clients at once, each bid a different vendor).
 * Writes the figures to docs/benchmarks.md (the section between the bench:bids markers). Never pass/fail.
 */

const SECRET = 'server-process-test-secret';
const TENDER = 'VI/TN/BENCH/001';
const MB = 1024 * 1024;
const SMALL_BIDS = Number(process.env.BENCH_BIDS ?? 300);
const CLIENTS = 8;

const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bids-'));
  const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'site.db')}`;
  const server = await startServerProcess({ databaseUrl, dataDir, env: { SESSION_SECRET: SECRET } });
  try {
    const setup = openDatabase(databaseUrl);
    const now = new Date();
    const inIndia = (ms: number) => wallClockOf(new Date(now.getTime() + ms)).slice(0, 16);
    const openers = [await addOpener(setup.db, SECRET, 'anita@vastukala.in'), await addOpener(setup.db, SECRET, 'bhavesh@vastukala.in')];
    await addBidTender(setup.db, TENDER, { deadline: inIndia(86_400_000), opening: inIndia(90_000_000) }, now, [openers[0].id, openers[1].id]);
    const vendors: Array<{ cookie: string }> = [];
    for (let index = 0; index <= SMALL_BIDS + 1; index += 1) vendors.push(await addVendor(setup.db, `bench${index}@example.in`, `Bench ${index} Works`, TENDER));
    await setup.close();
    // Each write carries an XSRF token tied to its session (plugins/csrf.ts).
    const headers = (cookie: string, type = 'application/json') => {
      const csrf = sessionCsrf(SECRET, cookie);
      return { 'content-type': type, cookie: csrf.cookie, 'x-xsrf-token': csrf.header };
    };
    for (const [index, opener] of openers.entries()) {
      const response = await fetch(`${server.origin}/backend${BID_PATHS.arm(TENDER)}`, { method: 'POST', headers: headers(opener.cookie), body: JSON.stringify(await armingShare(TENDER, `opener ${index} passphrase for the bench`)) });
      if (!response.ok) throw new Error(`arming: ${response.status}`);
    }
    const mine = (await (await fetch(`${server.origin}/backend${BID_PATHS.mine(TENDER)}`, { headers: headers(vendors[0].cookie) })).json()) as { bid: { sealTo: { financial: [string, string] } } };
    const sealTo = mine.bid.sealTo.financial;
    // The financial envelope as a browser seals it (4 KiB class: the bench measures the technical files' path).
    const sealed = await sealedBid(TENDER, sealTo, { amount: '1462846.50', gstRate: 18, validityDays: 90, bidder: 'Bench Works' }, []);
    const sealedFields = { declaration: 'true', sealId: sealed.sealId, sealedSha256: sealed.sealed.sealedSha256, plainSha256: sealed.sealed.plainSha256 };
    const envelopePart = Buffer.concat([fileHead({ field: 'financialEnvelope', name: 'financial.sealed' }), Buffer.from(sealed.sealed.bytes), Buffer.from('\r\n')]);
    const pid = server.child.pid!;

    // A 20 MB bid, then a 100 MB one, streamed: the server's memory must not grow with the bid.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const block = Buffer.alloc(MB, 0x41);
    const largeBid = async (files: number, vendor: { cookie: string }) => {
      const idle = rssOf(pid);
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pid));
      }, 20);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(fieldParts(sealedFields));
          for (let file = 0; file < files; file += 1) {
            controller.enqueue(fileHead({ field: 'files', name: `volume-${file + 1}.pdf` }));
            controller.enqueue(PDF('bench'));
            for (let written = 0; written < 20 * MB - 64; written += MB) controller.enqueue(block.subarray(0, Math.min(MB, 20 * MB - 64 - written)));
            controller.enqueue(Buffer.from('\r\n'));
          }
          controller.enqueue(envelopePart);
          controller.enqueue(formEnd);
          controller.close();
        },
      });
      const started = performance.now();
      const response = await fetch(`${server.origin}/backend${BID_PATHS.submit(TENDER)}`, { method: 'POST', headers: headers(vendor.cookie, bidContentType), body, duplex: 'half' } as RequestInit);
      const ms = performance.now() - started;
      clearInterval(sampler);
      const answer = (await response.json()) as { receipt?: BidReceipt; message: string };
      if (response.status !== 201 || !answer.receipt) throw new Error(`the ${files * 20} MB bid: ${response.status} ${answer.message}`);
      return { idle, peak, ms, bytes: answer.receipt.files.reduce((sum, file) => sum + file.size, 0) };
    };
    const twenty = await largeBid(1, vendors[SMALL_BIDS + 1]);
    const hundred = await largeBid(5, vendors[SMALL_BIDS]);
    // Again (it replaces the first): a memory that grew with the bid would grow again; a bounded one does not.
    const again = await largeBid(5, vendors[SMALL_BIDS]);

    // Small bids from several clients at once.
    const small = (await sealedBid(TENDER, sealTo, { amount: '100000', gstRate: 18, validityDays: 90, bidder: 'Bench Works' }, [{ field: 'files', name: 'technical.pdf', data: PDF('x'.repeat(40 * 1024)) }])).body;
    let next = 0;
    const times: number[] = [];
    const client = async () => {
      for (let index = next++; index < SMALL_BIDS; index = next++) {
        const at = performance.now();
        const response = await fetch(`${server.origin}/backend${BID_PATHS.submit(TENDER)}`, { method: 'POST', headers: headers(vendors[index].cookie, bidContentType), body: new Uint8Array(small) });
        if (response.status !== 201) throw new Error(`small bid: ${response.status} ${await response.text()}`);
        times.push(performance.now() - at);
      }
    };
    const smallStarted = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const smallSeconds = (performance.now() - smallStarted) / 1000;
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);

    const dialect = databaseUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL';
    const figures = [
      '<!-- bench:bids -->',
      '## Sealed bids (`npm run bench:bids`, issue 23)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} CPUs shared with other work, Node ${process.version}), the compiled server on ${dialect}, over HTTP. Never pass/fail.`,
      '',
      '| What | Figure |',
      '|---|---|',
      ...[twenty, hundred, again].flatMap((run, index) => [
        `| ${index === 2 ? 'The same vendor\'s second' : 'One'} ${(run.bytes / MB).toFixed(0)} MB bid (${run.bytes > 30 * MB ? 'five 20 MB files' : 'one file'}), streamed | ${(run.ms / 1000).toFixed(1)} s, ${(run.bytes / MB / (run.ms / 1000)).toFixed(1)} MB/s |`,
        `| Server memory (RSS) while it uploaded: before → peak | ${(run.idle / MB).toFixed(0)} MB → ${(run.peak / MB).toFixed(0)} MB (+${((run.peak - run.idle) / MB).toFixed(0)} MB) |`,
      ]),
      `| Small bids (one 40 KB PDF each, ${CLIENTS} clients) | ${(SMALL_BIDS / smallSeconds).toFixed(1)} bids/s (${SMALL_BIDS} bids in ${smallSeconds.toFixed(1)} s) |`,
      `| Small bid latency p50 / p95 / max | ${p(0.5)} / ${p(0.95)} / ${p(1)} ms |`,
      '',
      'Memory is bounded by the chunk, not by the bid: each file is read part by part, hashed and sealed in 256 KiB chunks (AES-256-GCM) straight into `bid_chunks` rows; the server holds one chunk and 128 KiB of each file for its type check, never the file. The first large uploads grow the heap to its working size (V8 keeps freed buffers to reuse them); a second 100 MB bid then adds next to nothing. A small bid costs a multipart parse, one RSA-OAEP wrap of its data key, a few inserts and the commit transaction with its audit row.',
      '<!-- /bench:bids -->',
    ].join('\n');
    const file = path.resolve(__dirname, '..', 'docs', 'benchmarks.md');
    const text = readFileSync(file, 'utf8');
    const marked = /<!-- bench:bids -->[\s\S]*<!-- \/bench:bids -->/;
    writeFileSync(file, marked.test(text) ? text.replace(marked, figures) : `${text.trimEnd()}\n\n${figures}\n`);
    console.log(figures);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
