import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, a salt and a key, never the password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
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
});
