import path from 'node:path';
import { projectRoot } from '../config';
import { parseBackupArgs } from './backup';
import { UsageError } from './command';
import { parseRestoreArgs, restoreTargets } from './restore';

describe('npm run backup arguments', () => {
  it('makes backups in backups/ of the project unless told --out, and keeps all unless told --keep', () => {
    expect(parseBackupArgs([])).toEqual({ outDir: path.join(projectRoot, 'backups'), keep: null });
    expect(parseBackupArgs(['--out', '/var/backups/site', '--keep=14'])).toEqual({ outDir: '/var/backups/site', keep: 14 });
    for (const argv of [['--keep', '0'], ['--keep', 'all'], ['--keep', '1.5'], ['now'], ['--force']]) expect(() => parseBackupArgs(argv)).toThrow(UsageError);
  });
});

describe('npm run restore arguments and targets', () => {
  const env = { DATABASE_URL: 'postgres://site@db/site', DATA_DIR: '/srv/site/data', CONTENT_DIR: '/srv/site/content' };

  it('needs the backup folder, and --into apart from --data-dir/--content-dir', () => {
    expect(parseRestoreArgs(['/b/x', '--force'])).toMatchObject({ backupDir: '/b/x', force: true, check: false });
    for (const argv of [[], ['--check'], ['/b/x', '/b/y'], ['/b/x', '--into', '/r', '--data-dir', '/d']]) expect(() => parseRestoreArgs(argv)).toThrow(UsageError);
  });

  it('restores into the places the server uses unless told otherwise', () => {
    expect(restoreTargets(parseRestoreArgs(['/b/x']), env, 'postgres')).toEqual({
      databaseUrl: 'postgres://site@db/site',
      dataDir: '/srv/site/data',
      contentDir: '/srv/site/content',
    });
    expect(restoreTargets(parseRestoreArgs(['/b/x', '--data-dir', '/d', '--database', 'sqlite:/d/site.db']), env, 'sqlite')).toEqual({
      databaseUrl: 'sqlite:/d/site.db',
      dataDir: '/d',
      contentDir: '/srv/site/content',
    });
  });

  it('puts everything in a fresh folder with --into, and never aims a PostgreSQL backup at the site database by default', () => {
    expect(restoreTargets(parseRestoreArgs(['/b/x', '--into', '/r']), env, 'sqlite')).toEqual({
      databaseUrl: 'sqlite:/r/data/site.db',
      dataDir: '/r/data',
      contentDir: '/r/content',
    });
    expect(() => restoreTargets(parseRestoreArgs(['/b/x', '--into', '/r']), env, 'postgres')).toThrow(/needs --database/);
    expect(restoreTargets(parseRestoreArgs(['/b/x', '--into', '/r', '--database', 'postgres://site@db/drill']), env, 'postgres').databaseUrl).toBe(
      'postgres://site@db/drill',
    );
  });
});
