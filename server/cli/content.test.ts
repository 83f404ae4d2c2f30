import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { projectRoot } from '../config';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { main, parseContentArgs, UsageError } from './content';

/** The environment a staff member's command gets here: the test run's own database settings left out, no .env. */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'ENV_FILE', 'CONTENT_DIR', 'TEST_DATABASE_URL'].includes(name)));
  return { ...clean, ENV_FILE: 'none', ...env };
}

/** `npm run content -- …` as staff run it: its own process, settings from the environment (no .env). */
function contentCommand(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/content.ts', ...args], {
    cwd: projectRoot,
    env: commandEnv(env),
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/**
 * The same command run in this process (its `main`, with the same environment and its output captured): one test
 * proves the command line as its own process, the rest need not start tsx again (several seconds each).
 */
async function contentInProcess(args: string[], env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  const saved = process.env;
  const output = { stdout: '', stderr: '' };
  const capture = (stream: 'stdout' | 'stderr') =>
    jest.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      output[stream] += String(chunk);
      return true;
    });
  const spies = [capture('stdout'), capture('stderr')];
  process.env = commandEnv(env);
  try {
    return { status: await main(args), ...output };
  } finally {
    process.env = saved;
    for (const spy of spies) spy.mockRestore();
  }
}

describe('content command arguments', () => {
  it('knows sync, sync --dry-run and check, and refuses anything else', () => {
    expect(parseContentArgs(['sync'])).toEqual({ command: 'sync', dryRun: false });
    expect(parseContentArgs(['sync', '--dry-run'])).toEqual({ command: 'sync', dryRun: true });
    expect(parseContentArgs(['check'])).toEqual({ command: 'check', dryRun: false });
    for (const argv of [[], ['seed'], ['sync', '--force'], ['sync', 'events'], ['check', '--dry-run']]) expect(() => parseContentArgs(argv)).toThrow(UsageError);
  });
});

describeDb('npm run content', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A content folder of `files`, removed after the suite; `siteOn` also seeds a site from it, closed after the suite. */
  const contentDir = (files: Record<string, unknown>) => {
    const dir = makeContentDir(files);
    dirs.push(dir);
    return dir;
  };
  const siteOn = async (files: Record<string, unknown>) => {
    const dir = contentDir(files);
    const site = await buildTestApp({ config: { contentDir: dir } });
    apps.push(site);
    return { dir, site };
  };

  it('shows the change with --dry-run, applies it with sync, and the running site sees it', async () => {
    const files = sampleContent();
    const { dir, site } = await siteOn(files);
    const env = { DATABASE_URL: site.config.databaseUrl, CONTENT_DIR: dir, DATA_DIR: site.config.dataDir };
    const events = files['events.json'] as Array<Record<string, unknown>>;
    writeFileSync(path.join(dir, 'events.json'), JSON.stringify([...events, { ...events[0], EventID: 12, EventName: 'Diwali Open House' }]));

    const dry = contentCommand(['sync', '--dry-run'], env);
    expect(dry.status).toBe(0);
    expect(dry.stderr).toMatch(/^Database: .* \(from the environment\)\./);
    expect(dry.stdout).toContain('+ would add 12 (Diwali Open House)');
    expect(dry.stdout).toContain('Dry run: 1 added, 0 changed, 0 unpublished. Nothing was written');

    const applied = await contentInProcess(['sync'], env);
    expect(applied.status).toBe(0);
    expect(applied.stdout).toContain('+ added 12 (Diwali Open House)');
    await site.contentChanges.check();
    const shown = (await site.inject({ url: '/backend/api/events' })).json();
    expect(shown.map((event: { EventName: string }) => event.EventName)).toContain('Diwali Open House');

    expect((await contentInProcess(['sync'], env)).stdout).toContain('Content is up to date: nothing to change');
  }, 60_000);

  it('names the broken field and changes nothing; refuses a SQLite file that does not exist', async () => {
    const files = sampleContent();
    const dir = contentDir({ ...files, 'gallery.json': [{ image: '/uploads/g/1.svg' }] });
    const missing = path.join(dir, 'no-such', 'site.db');
    const refused = await contentInProcess(['sync'], { DATABASE_URL: `sqlite:${missing}`, CONTENT_DIR: dir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`There is no database at ${missing}`);
    expect(existsSync(missing)).toBe(false);

    const check = await contentInProcess(['check'], { CONTENT_DIR: dir });
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/gallery\.json, record 1, field categories: Required/);
  }, 60_000);

  it('check lists the Marathi texts not written yet and still passes (lint runs it)', async () => {
    const files = sampleContent() as { 'projects.json': Array<Record<string, unknown>> };
    const [first, ...rest] = files['projects.json'];
    const dir = contentDir({ ...files, 'projects.json': [{ ...first, mr: { Project_Name: 'मराठी नाव' } }, ...rest] });
    const check = await contentInProcess(['check'], { CONTENT_DIR: dir });
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^Marathi: \d+ texts have no translation yet/m);
    expect(check.stdout).toContain(`projects.json, record 1 (${String(first.id)} (${String(first.Project_Name)})): Project_Description\n`);
    expect(check.stdout).not.toMatch(/record 1 [^\n]*Project_Name/);
  }, 60_000);

  it('at start, logs broken content and keeps serving what the database has', async () => {
    const files = sampleContent();
    const { dir, site } = await siteOn(files);
    writeFileSync(path.join(dir, 'projects.json'), JSON.stringify([{ id: 'one' }]));
    const logged: string[] = [];
    const restarted = await buildApp({
      config: { ...site.config },
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      expect(logged.join('')).toContain('content sync refused the content folder');
      expect(logged.join('')).toContain('projects.json, record 1, field id: Expected number, received string');
      expect((await restarted.inject({ url: '/backend/projects' })).json().map((project: { id: number }) => project.id)).toEqual([1, 3]);
    } finally {
      await restarted.close();
    }
  });
});
