import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword, PASSWORD_COST, setHashingCostForTests, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, a salt and a key, never the password', async () => {
    const hash = await hashPassword('correct horse battery');
    // Under test (test/setup/server.ts) new hashes are cheaper; the format is the same.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain('correct horse battery');
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Tender#2026');
    await expect(verifyPassword('Tender#2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('tender#2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('says no (after doing the same work) when there is no stored hash or it is malformed', async () => {
    await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
    await expect(verifyPassword('anything', null)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plaintext-from-an-old-system')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$99999999999$8$1$abc$def')).resolves.toBe(false);
  });

  it('checks a hash at the cost it names: one made at the production cost is accepted under a lower one', async () => {
    const previous = setHashingCostForTests(PASSWORD_COST);
    let hash: string;
    try {
      hash = await hashPassword('Tender#2026');
    } finally {
      setHashingCostForTests(previous);
    }
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword('Tender#2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('Tender#2025', hash)).resolves.toBe(false);
  });
});

describe('the hashing cost of a host', () => {
  it('is N = 2^15, r = 8, p = 1 for a module no test setup touched, as the host loads it', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    let fresh!: typeof import('./password');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = require('./password') as typeof import('./password');
    });
    expect(await fresh.hashPassword('correct horse battery')).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('is lowered by no file that ships: only the tests\' setup calls setHashingCostForTests', () => {
    const root = path.resolve(__dirname, '..', '..');
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const callers = ['server', 'scripts', 'src'].flatMap(sources).filter((file) => readFileSync(path.join(root, file), 'utf8').includes('setHashingCostForTests('));
    expect(callers.map((file) => file.split(path.sep).join('/'))).toEqual(['server/lib/password.ts']);
  });

  it('refuses to be lowered outside Jest', () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setHashingCostForTests({ N: 16, r: 1, p: 1 })).toThrow(/only under test/);
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
