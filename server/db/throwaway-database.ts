import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A new, empty PostgreSQL database beside `adminUrl`'s (for tests and the backup test), with its address
 * and a `drop` that removes it even while connections remain.
 */
export async function createThrowawayDatabase(adminUrl: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
