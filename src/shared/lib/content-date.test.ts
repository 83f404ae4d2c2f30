import { resolveContentDate } from './content-date';

describe('resolveContentDate', () => {
  const now = new Date('2026-11-22T21:30:00Z');

  it('resolves today and days before or after it', () => {
    expect(resolveContentDate('today', now)).toBe('2026-11-22');
    expect(resolveContentDate('today+45', now)).toBe('2027-01-06');
    expect(resolveContentDate('today-120', now)).toBe('2026-07-25');
  });

  it('keeps a written date, and leaves anything else for validation to refuse', () => {
    expect(resolveContentDate('2025-02-15', now)).toBe('2025-02-15');
    expect(resolveContentDate('tomorrow', now)).toBe('tomorrow');
    expect(resolveContentDate('today+1y', now)).toBe('today+1y');
  });
});
