import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { formatDate, isoDate } from './dates';

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate('2025-02-15')).toBe('15/02/2025');
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
  });

  it('writes what the en-GB formatter writes, without making one', () => {
    const ukDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    for (let day = Date.UTC(1999, 11, 25); day < Date.UTC(2031, 0, 10); day += 37 * 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(ukDate.format(new Date(day)));
    }
  });

  it('reads only the date part of a timestamp', () => {
    expect(formatDate('2025-03-06T00:00:00.000Z')).toBe('06/03/2025');
    expect(formatDate('2025-03-06T23:30:00+05:30')).toBe('06/03/2025');
  });

  it('keeps text that holds no valid date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('never shifts the day in a time zone west of UTC', () => {
    // Jest's process.env is a copy, so the check runs in a Node process started in New York time.
    const script = [
      "const { formatDate, isoDate } = require('./src/shared/lib/dates.ts');",
      "const westOfUtc = new Date('2025-01-01T00:00:00Z').getDate() === 31;",
      "console.log(JSON.stringify([westOfUtc, formatDate('2025-01-01'), formatDate('2025-01-01T00:00:00.000Z'), isoDate('2025-01-01T00:00:00.000Z')]));",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, TZ: 'America/New_York' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([true, '01/01/2025', '01/01/2025', '2025-01-01']);
  });
});

describe('isoDate', () => {
  it('writes yyyy-MM-dd from the date part', () => {
    expect(isoDate('2025-06-21')).toBe('2025-06-21');
    expect(isoDate(' 2025-06-21T10:00:00Z ')).toBe('2025-06-21');
    expect(isoDate('21/06/2025')).toBe('21/06/2025');
  });
});
