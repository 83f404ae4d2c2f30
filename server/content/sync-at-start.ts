import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { ContentError } from './load';
import { syncContent, syncSummary, type SyncReport } from './sync';

/**
 * The content sync the server runs at start, after the migrations: a new database comes up with the
 * content of `content/`, and an edit made while the server was down is applied. It logs what it changed.
 * Broken content on a database that already has content is logged and the site keeps serving what it
 * has (a restart must not take the site down); on a new, empty database it stops the start.
 */
export async function syncAtStart(database: Database, contentDir: string, log: FastifyBaseLogger): Promise<SyncReport | null> {
  try {
    const report = await syncContent(database, contentDir);
    if (report.changed) log.info({ changes: syncSummary(report), version: report.version }, 'content sync applied changes from the content folder');
    else log.info('content sync: the database matches the content folder');
    return report;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const any = await database.db.selectFrom('home_data').select('sort_order').limit(1).executeTakeFirst();
    if (!any) throw error;
    log.error({ problems: error.problems }, 'content sync refused the content folder; the site keeps its current content (fix the files, then run npm run content -- sync)');
    return null;
  }
}
