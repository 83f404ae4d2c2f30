import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { authenticator } from 'otplib';

const root = path.resolve(__dirname, '../../..');
/** The browser tests' port: scripts/e2e-server.mjs keeps a fresh database per port under `data/e2e-<port>`. */
export const e2ePort = process.env.E2E_PORT || '8090';

/** `npm run staff -- …` against the browser tests' server and its database. */
export function staffCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/command.mjs', 'staff', ...args], {
    cwd: root,
    env: { ...process.env, ENV_FILE: 'none', DATABASE_URL: `sqlite:data/e2e-${e2ePort}/site.db`, DATA_DIR: `data/e2e-${e2ePort}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The authenticator app: the code of the 30-second step `steps` after `now` (a code signs in once, a later one after it); `now` is the server's time when a test moved its clock. */
export const codeFor = (secret: string, steps = 0, now = Date.now()) => authenticator.clone({ epoch: now + steps * 30_000 }).generate(secret);

export interface StaffMember {
  email: string;
  /** The authenticator's secret, as the set-up page shows it beside the QR code. */
  secret: string;
}

/**
 * A member added by the CLI (`npm run staff -- add`) sets up a password and an authenticator on the page
 * the one-time link opens, then signs in with the password and the next code (the code used at set-up
 * signs in nobody). `page` is left on the desk, signed in.
 */
export async function addAndSignIn(page: Page, options: { email: string; name: string; role: 'sales' | 'tenders' | 'admin'; password: string }): Promise<StaffMember> {
  const added = staffCommand('add', options.email, '--name', options.name, '--role', options.role);
  const setupPath = /\/staff\/setup\?token=[^\s]+/.exec(added)?.[0];
  expect(setupPath).toBeTruthy();

  await page.goto(setupPath!);
  const secret = ((await page.locator('.staff-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('New password', { exact: true }).fill(options.password);
  await page.getByLabel('New password again').fill(options.password);
  await page.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/staff/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(options.email);
  await page.getByLabel('Password', { exact: true }).fill(options.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code', { exact: true }).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();
  return { email: options.email, secret };
}
