import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BID_PATHS, type BidReceipt, type OpeningStep, type TechnicalRecord } from '../src/entities/bid';
import { wallClockOf } from '../src/shared/lib/company-day';
import { openDatabase } from '../server/db/database';
import { sweepOrphanChunks } from '../server/bids/bid-service';
import { CHUNK_BYTES } from '../server/bids/intake';
import { addBidTender, addOpener, addVendor, armingShare, bidContentType, fieldParts, fileHead, formEnd, openerStep, passphraseProof, PDF, sealedBid } from '../server/bids/bid-fixtures';
import { totpCode } from '../server/staff/totp';
import { sessionCsrf, startServerProcess, type ServerProcess } from './server-process';

/**
 * The durability of sealed bids (issue 23): vendors send small bids from several clients at once while
 * two more stream large ones slowly, and the server gets SIGKILL mid-stream. Then:
 * - every bid answered with a receipt is in the database, whole (every chunk of every file);
 * - no upload cut off by the kill became a bid, and its chunks are swept;
 * - after a restart the two openers open the tender and every receipt's hashes match the opened bids.
 */

export interface BidKillResult {
  acknowledged: number;
  /** Receipts whose bid is missing or not whole after the kill: must be empty. */
  lost: string[];
  /** Bids in the database that nobody was told about (committed as the kill landed): allowed. */
  committedUnanswered: number;
  /** Opened bids whose hashes did not match their receipt: must be empty. */
  mismatched: string[];
  /** Chunks left outside any bid after the sweep: must be 0. */
  orphanChunks: number;
  cutOffUploads: number;
}

const SECRET = 'server-process-test-secret';
const TENDER = 'VI/TN/KILL/001';
const PASS_A = 'anita keeps the first half';
const PASS_B = 'bhavesh holds the other half';

export async function runBidKillTest(options: { databaseUrl?: string; killAfterMs?: number; vendors?: number } = {}): Promise<BidKillResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kill-bids-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dataDir, 'site.db')}`;
  const vendorCount = options.vendors ?? 60;
  let server: ServerProcess | null = null;
  const database = () => openDatabase(databaseUrl);
  try {
    server = await startServerProcess({ databaseUrl, dataDir, env: { SESSION_SECRET: SECRET } });
    const setup = database();
    const now = new Date();
    const inIndia = (ms: number) => wallClockOf(new Date(now.getTime() + ms)).slice(0, 16);
    const anita = await addOpener(setup.db, SECRET, 'anita@vastukala.in');
    const bhavesh = await addOpener(setup.db, SECRET, 'bhavesh@vastukala.in');
    await addBidTender(setup.db, TENDER, { deadline: inIndia(86_400_000), opening: inIndia(86_400_000 + 3_600_000) }, now, [anita.id, bhavesh.id]);
    const vendors: Array<{ cookie: string; id: number }> = [];
    for (let index = 0; index < vendorCount + 2; index += 1) vendors.push(await addVendor(setup.db, `vendor${index}@example.in`, `Vendor ${index} Works`, TENDER));
    await setup.close();

    const origin = server.origin;
    // Each write carries an XSRF token tied to its session (plugins/csrf.ts).
    const inSession = (cookie: string) => {
      const csrf = sessionCsrf(SECRET, cookie);
      return { cookie: csrf.cookie, 'x-xsrf-token': csrf.header };
    };
    const call = (url: string, cookie: string, body: object) =>
      fetch(`${origin}/backend${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...inSession(cookie) }, body: JSON.stringify(body) });
    for (const [who, passphrase] of [[anita, PASS_A], [bhavesh, PASS_B]] as const) {
      const armed = await call(BID_PATHS.arm(TENDER), who.cookie, await armingShare(TENDER, passphrase));
      if (!armed.ok) throw new Error(`arming failed: ${armed.status} ${await armed.text()}`);
    }
    const mine = (await (await fetch(`${origin}/backend${BID_PATHS.mine(TENDER)}`, { headers: inSession(vendors[0].cookie) })).json()) as { bid: { sealTo: { financial: [string, string] } } };
    const sealTo = mine.bid.sealTo.financial;
    const bidder = (index: number) => ({ amount: String(1_000_000 + index), gstRate: 18, validityDays: 90, bidder: `Vendor ${index} Works` });

    const receipts: BidReceipt[] = [];
    let killed = false;
    let next = 0;
    let cutOffUploads = 0;
    const sendSmall = async () => {
      for (;;) {
        const index = next++;
        if (killed || index >= vendorCount) return;
        try {
          const response = await fetch(`${origin}/backend${BID_PATHS.submit(TENDER)}`, {
            method: 'POST',
            headers: { 'content-type': bidContentType, ...inSession(vendors[index].cookie) },
            body: new Uint8Array((await sealedBid(TENDER, sealTo, bidder(index), [{ field: 'files', name: `bid-${index}.pdf`, data: PDF(`vendor ${index} `.repeat(2000)) }])).body),
          });
          const answer = (await response.json()) as { receipt?: BidReceipt };
          if (response.status === 201 && answer.receipt) receipts.push(answer.receipt);
          else throw new Error(`unexpected answer ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    // A large bid trickling in: the kill lands while its chunks are being written.
    const sendLarge = async (vendor: { cookie: string }) => {
      const sealed = await sealedBid(TENDER, sealTo, bidder(9999), []);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(fieldParts({ declaration: 'true', sealId: sealed.sealId, sealedSha256: sealed.sealed.sealedSha256, plainSha256: sealed.sealed.plainSha256 }));
          controller.enqueue(fileHead({ field: 'files', name: 'drawings.pdf' }));
          controller.enqueue(PDF('large'));
          for (let sent = 0; sent < 60 * 1024 * 1024 && !killed; sent += 256 * 1024) {
            controller.enqueue(Buffer.alloc(256 * 1024, 1));
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          controller.enqueue(Buffer.from('\r\n'));
          controller.enqueue(formEnd);
          controller.close();
        },
      });
      try {
        await fetch(`${origin}/backend${BID_PATHS.submit(TENDER)}`, {
          method: 'POST',
          headers: { 'content-type': bidContentType, ...inSession(vendor.cookie) },
          body,
          duplex: 'half',
        } as RequestInit);
      } catch {
        cutOffUploads += 1;
      }
    };
    const clients = [...Array.from({ length: 4 }, () => sendSmall()), sendLarge(vendors[vendorCount]), sendLarge(vendors[vendorCount + 1])];
    await new Promise((resolve) => setTimeout(resolve, options.killAfterMs ?? 1500));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(clients);
    if ((await server.exited) !== 'SIGKILL') throw new Error('The server did not end by SIGKILL.');
    server = null;

    // Every receipt's bid is there and whole.
    const after = database();
    const lost: string[] = [];
    const rows = await after.db.selectFrom('bids').select(['bid_number', 'upload_id', 'receipt', 'state']).where('tender_no', '=', TENDER).execute();
    const byNumber = new Map(rows.map((row) => [row.bid_number, row]));
    for (const receipt of receipts) {
      const row = byNumber.get(receipt.bidNumber);
      if (!row || row.state !== 'submitted') {
        lost.push(receipt.bidNumber);
        continue;
      }
      for (const file of receipt.files.filter((entry) => entry.envelope === 'technical')) {
        const chunks = await after.db.selectFrom('bid_chunks').select(['data']).where('upload_id', '=', row.upload_id).where('file_index', '=', file.index).execute();
        const plainBytes = chunks.reduce((sum, chunk) => sum + Buffer.from(chunk.data).length - 28, 0);
        if (chunks.length !== Math.ceil(file.size / CHUNK_BYTES) || plainBytes !== file.size) lost.push(`${receipt.bidNumber} (file ${file.index} not whole)`);
      }
    }
    const committedUnanswered = rows.length - receipts.filter((receipt) => byNumber.has(receipt.bidNumber)).length;
    // The deadline and the opening move into the past, as if the day had come.
    const past = (ms: number) => wallClockOf(new Date(Date.now() - ms)).slice(0, 16);
    await after.db.updateTable('tenders').set({ Bid_Deadline: past(120_000), Expiry_Date: past(120_000).slice(0, 10), Bid_Opening_At: past(60_000) }).where('TenderNo', '=', TENDER).execute();
    // The uploads the kill cut off are orphans: the sweep (at start, then every 10 minutes) removes them once stale.
    await sweepOrphanChunks(after.db, new Date(Date.now() + 3 * 3_600_000));
    const orphan = await after.db
      .selectFrom('bid_chunks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('upload_id', 'not in', after.db.selectFrom('bids').select('upload_id'))
      .executeTakeFirstOrThrow();
    await after.db.updateTable('staff_sessions').set({ last_seen_at: new Date().toISOString() }).execute();
    await after.close();

    // A restarted server opens them, and every receipt verifies.
    server = await startServerProcess({ databaseUrl, dataDir, env: { SESSION_SECRET: SECRET } });
    const again = server;
    const post = (url: string, cookie: string, body: object) =>
      fetch(`${again.origin}/backend${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...inSession(cookie) }, body: JSON.stringify(body) });
    // Each opener's browser: the share's salt, begin with the code and passphrase proof, then partials or keys.
    const confirm = async (who: typeof anita, passphrase: string) => {
      const share = ((await (await fetch(`${again.origin}/backend${BID_PATHS.share(TENDER)}`, { headers: inSession(who.cookie) })).json()) as { share: { salt: string; iterations: number } }).share;
      const begun = (await (await post(BID_PATHS.openBegin(TENDER, 'technical'), who.cookie, { code: totpCode(who.secret, new Date()), proof: await passphraseProof(passphrase, share) })).json()) as { step?: OpeningStep; message: string };
      if (!begun.step) throw new Error(`The opening failed: ${begun.message}`);
      const done = await openerStep(TENDER, 'technical', passphrase, share, begun.step);
      const url = 'keys' in done ? BID_PATHS.openKeys(TENDER, 'technical') : BID_PATHS.openPartials(TENDER, 'technical');
      return (await (await post(url, who.cookie, { token: begun.step.token, ...done })).json()) as { technical?: TechnicalRecord; message: string };
    };
    await confirm(anita, PASS_A);
    const opened = await confirm(bhavesh, PASS_B);
    if (!opened.technical) throw new Error(`The opening failed: ${opened.message}`);
    const record = opened.technical;
    const mismatched = record.bidders.filter((entry) => entry.flags.hashMismatch).map((entry) => entry.bidNumber);
    for (const receipt of receipts) {
      const bidder = record.bidders.find((entry) => entry.bidNumber === receipt.bidNumber);
      if (!bidder || bidder.files.some((file, index) => file.sha256 !== receipt.files[index].sha256)) mismatched.push(receipt.bidNumber);
    }
    return { acknowledged: receipts.length, lost, committedUnanswered, mismatched, orphanChunks: Number(orphan.n), cutOffUploads };
  } finally {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
