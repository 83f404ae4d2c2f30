import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { startServerProcess } from './server-process';
import { runBidKillTest } from './kill-test-bids';

/**
 * Proves that an enquiry answered with success survives the server being killed: enquiries are posted
 * by several clients at once, the server process gets SIGKILL mid-stream, and every name that was
 * acknowledged must then be in the database. Run: `npx tsx scripts/kill-test.ts` (SQLite in a temp
 * folder, or the database of DATABASE_URL). Exit code 0 when nothing acknowledged was lost.
 */

export interface KillTestResult {
  acknowledged: number;
  stored: number;
  /** Acknowledged but missing after the kill: must be empty. */
  lost: string[];
  /** Requests cut off by the kill (no answer, so nothing was promised). */
  unanswered: number;
}

export interface KillTestOptions {
  databaseUrl?: string;
  /** Clients posting at the same time (default 16). */
  concurrency?: number;
  /** How long to post before the kill (default 2 s). */
  killAfterMs?: number;
}

async function runKillTest(options: KillTestOptions = {}): Promise<KillTestResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kill-test-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dataDir, 'site.db')}`;
  const concurrency = options.concurrency ?? 16;
  const run = `kill-${Date.now().toString(36)}`;
  try {
    const server = await startServerProcess({ databaseUrl, dataDir });
    const acknowledged: string[] = [];
    let unanswered = 0;
    let killed = false;

    const client = async (clientId: number) => {
      for (let sequence = 0; !killed; sequence += 1) {
        const name = `${run}-${clientId}-${sequence}`;
        try {
          const response = await fetch(`${server.origin}/backend/enquiryform/submitForm`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: server.csrf.cookie, 'x-xsrf-token': server.csrf.header },
            body: JSON.stringify({ name, email: `${name}@example.in`, phone: '9876543210', address: 'Nashik', message: 'Durability check' }),
          });
          const answer = (await response.json()) as { success?: boolean };
          if (response.status === 200 && answer.success === true) acknowledged.push(name);
          else throw new Error(`unexpected answer ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
          unanswered += 1;
          return;
        }
      }
    };

    const clients = Array.from({ length: concurrency }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, options.killAfterMs ?? 2000));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(clients);
    const how = await server.exited;
    if (how !== 'SIGKILL') throw new Error(`The server ended with ${how}, not by SIGKILL.`);

    const database = openDatabase(databaseUrl);
    try {
      const rows = await database.db
        .selectFrom('enquiries')
        .select('name')
        .where('name', 'like', sql<string>`${`${run}-%`}`)
        .execute();
      const stored = new Set(rows.map((row) => row.name));
      return {
        acknowledged: acknowledged.length,
        stored: stored.size,
        lost: acknowledged.filter((name) => !stored.has(name)),
        unanswered,
      };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runKillTest({ databaseUrl: process.env.DATABASE_URL })
    .then((result) => {
      console.log(
        `acknowledged ${result.acknowledged}, stored ${result.stored} (${result.stored - (result.acknowledged - result.lost.length)} committed as the kill landed), ` +
          `cut off ${result.unanswered}, lost ${result.lost.length}`,
      );
      if (result.lost.length > 0) {
        console.error(`LOST after SIGKILL: ${result.lost.join(', ')}`);
        process.exitCode = 1;
      } else if (result.acknowledged === 0) {
        console.error('No enquiry was acknowledged before the kill: nothing was proven.');
        process.exitCode = 1;
      }
      // Sealed bids (issue 23): receipts survive, cut-off uploads leave nothing, receipts verify at the opening.
      return runBidKillTest({ databaseUrl: process.env.DATABASE_URL });
    })
    .then((bids) => {
      console.log(
        `bids: acknowledged ${bids.acknowledged}, committed as the kill landed ${bids.committedUnanswered}, lost ${bids.lost.length}, ` +
          `uploads cut off ${bids.cutOffUploads}, orphan chunks after the sweep ${bids.orphanChunks}, receipts not matching at the opening ${bids.mismatched.length}`,
      );
      if (bids.lost.length > 0 || bids.mismatched.length > 0 || bids.orphanChunks > 0) {
        console.error(`BIDS after SIGKILL: lost ${bids.lost.join(', ') || 'none'}; mismatched ${bids.mismatched.join(', ') || 'none'}; orphan chunks ${bids.orphanChunks}`);
        process.exitCode = 1;
      } else if (bids.acknowledged === 0) {
        console.error('No bid was acknowledged before the kill: nothing was proven.');
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
