import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/lib/mail/test-smtp';

/**
 * `npm start` runs what ships: the compiled server with plain node, in production mode. Its processes
 * (scripts/start.mjs and the server it starts) get test/setup/no-typescript.preload.cjs, which throws
 * when a TypeScript compiler is loaded and lists the React, React Router and Redux files they load.
 * An out-of-date build is made first (as `npm start` would), which takes a minute or two.
 */

const root = path.resolve(__dirname, '..');
const preload = path.join(root, 'test/setup/no-typescript.preload.cjs');

jest.setTimeout(10 * 60_000);

interface ReportLine {
  pid: number;
  script?: string;
  guarded?: boolean;
  nodeEnv?: string | null;
  resolved?: string;
  ran?: string;
  compiler?: string;
}

describe('the preload that guards npm start', () => {
  it.each([
    ['a require of typescript', ['-e', "require('typescript')"]],
    ["tsx's loader", ['--import', 'tsx', '-e', '0']],
    ['an import of tsx from an ES module', ['--input-type=module', '-e', "import 'tsx/esm/api'"]],
  ])('fails a process that loads a TypeScript compiler: %s', (_name, args) => {
    const run = spawnSync(process.execPath, ['--require', preload, ...args], { cwd: root, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('A TypeScript compiler was loaded');
  });
});

describe('npm start', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
    // Built first, without the preload (webpack needs TypeScript): what npm start then prints is its own.
    const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'server', 'client'], { cwd: root, stdio: 'inherit' });
    expect(build.status).toBe(0);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves rendered pages from compiled JavaScript: no TypeScript compiler loaded, production builds of React, React Router and Redux', async () => {
    const port = await freePort();
    const report = path.join(dataDir, 'loaded.ndjson');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_OPTIONS: `--require ${preload}`,
      NO_TYPESCRIPT_REPORT: report,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`,
      ENV_FILE: 'none',
      SMTP_HOST: '',
    };
    // Jest runs with NODE_ENV=test; npm start on a fresh clone has none.
    delete env.NODE_ENV;
    delete env.CLIENT_DIR;
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const origin = `http://127.0.0.1:${port}`;
    const pages: Record<string, { status: number; html: string }> = {};
    let forged = '';
    let lineBreak = { status: 0, html: '' };
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${stdout}\n${stderr}`);
        const ready = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`npm start did not answer /healthz within 60 s:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (const page of ['/', '/services', '/projects', '/tender', '/events', '/contactus']) {
        const response = await fetch(`${origin}${page}`);
        pages[page] = { status: response.status, html: await response.text() };
      }
      // Without PUBLIC_URL, a forged Host never names the site; a line break in the path gets the 404 page.
      forged = await new Promise<string>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/aboutus', headers: { host: 'evil.example' } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        });
        request.on('error', reject);
      });
      const broken = await fetch(`${origin}/services%0A`);
      lineBreak = { status: broken.status, html: await broken.text() };
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);

    for (const [page, { status, html }] of Object.entries(pages)) {
      expect([page, status]).toEqual([page, 200]);
      expect(html).toMatch(/<div id="root"><[a-z]/);
    }
    expect(forged).toContain(`<link rel="canonical" href="http://localhost:${port}/aboutus" />`);
    expect(forged).not.toContain('evil.example');
    expect(lineBreak.status).toBe(404);
    expect(lineBreak.html).toContain('<h1>Page not found</h1>');
    // React and Redux in development mode warn on the console (stderr); the production builds do not.
    expect(stderr).toBe('');

    const lines = readFileSync(report, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as ReportLine);
    expect(lines.filter((line) => line.compiler)).toEqual([]);
    const serverMain = path.join(root, 'dist/server/main.js');
    const guarded = lines.filter((line) => line.guarded);
    expect(guarded.map((line) => path.relative(root, line.script ?? ''))).toEqual(['scripts/start.mjs', 'dist/server/main.js']);
    expect(guarded.find((line) => line.script === serverMain)?.nodeEnv).toBe('production');

    const serverPid = guarded.find((line) => line.script === serverMain)!.pid;
    const files = (kind: 'resolved' | 'ran') =>
      lines.filter((line) => line.pid === serverPid && line[kind]).map((line) => path.relative(root, line[kind]!));
    expect(files('ran')).toEqual(
      expect.arrayContaining([
        'node_modules/react/cjs/react.production.js',
        'node_modules/react-dom/cjs/react-dom-server.node.production.js',
        'node_modules/react-redux/dist/cjs/react-redux.production.min.cjs',
      ]),
    );
    expect(files('ran').filter((file) => /development/.test(file))).toEqual([]);
    // Redux Toolkit and Redux load as ES modules that ask process.env.NODE_ENV as they run (production, above).
    expect(files('resolved')).toEqual(expect.arrayContaining(['node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs']));

    // React Router is bundled into the server (its package names only its development build for Node).
    const chunks = path.join(root, 'dist/server/chunks');
    const bundled = readdirSync(chunks).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(chunks, file), 'utf8')).join('\n');
    expect(bundled).toContain('./node_modules/react-router/dist/production/');
    expect(bundled).not.toContain('react-router/dist/development');
  });

  it('runs the staff commands compiled, with plain node and no TypeScript compiler', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: `--require ${preload}`, NO_TYPESCRIPT_REPORT: '', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`, ENV_FILE: 'none' };
    const run = (command: string, ...args: string[]) => spawnSync(process.execPath, [`dist/server/cli/${command}.js`, ...args], { cwd: root, env, encoding: 'utf8' });
    const exported = run('export', 'enquiries', '--format', 'json');
    expect([exported.status, exported.stderr]).toEqual([0, expect.stringContaining('Exported 0 enquiries')]);
    expect(JSON.parse(exported.stdout)).toEqual([]);
    const checked = run('content', 'check');
    expect([checked.status, checked.stderr]).toEqual([0, '']);
    const backup = run('backup', '--out', path.join(dataDir, 'backups'));
    expect([backup.status, backup.stdout + backup.stderr]).toEqual([0, expect.stringContaining('Backup complete')]);
    // Every command of server/cli/ is compiled, and answers --help with its usage.
    const commands = readdirSync(path.join(root, 'server/cli')).filter((file) => /^[a-z-]+\.ts$/.test(file) && readFileSync(path.join(root, 'server/cli', file), 'utf8').includes('require.main === module'));
    expect(commands.length).toBeGreaterThanOrEqual(5);
    for (const command of commands.map((file) => file.replace(/\.ts$/, ''))) {
      const help = run(command, '--help');
      expect([command, help.status, help.stdout]).toEqual([command, 0, expect.stringMatching(new RegExp(`^Usage: npm run ${command}`))]);
    }
  });
});
