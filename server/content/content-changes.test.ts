import { buildTestApp, describeDb } from '../test-helpers';
import { openDatabase } from '../db/database';
import { bumpContentVersion, readContentVersion } from './version';

describeDb('content changes', () => {
  it('tells listeners of a change made in this process and of one made by another process', async () => {
    const app = await buildTestApp({ seed: false });
    try {
      const heard: number[] = [];
      app.contentChanges.onChange((version) => heard.push(version));
      const start = app.contentChanges.version;

      await app.contentChanges.changed();
      expect(heard).toEqual([start + 1]);

      // Another process (a staff command, another instance) bumps the version in the database.
      const other = openDatabase(app.config.databaseUrl);
      try {
        await bumpContentVersion(other);
      } finally {
        await other.close();
      }
      expect(heard).toEqual([start + 1]);
      await app.contentChanges.check();
      expect(heard).toEqual([start + 1, start + 2]);
      expect(await readContentVersion(app.database)).toBe(start + 2);

      // Nothing changed: nobody is told.
      await app.contentChanges.check();
      expect(heard).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
