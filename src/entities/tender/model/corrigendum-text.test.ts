import { corrigendumDeadlineProblem, datesNamedIn, shiftDatesInText } from './corrigendum-text';

describe('a corrigendum’s words and its dates', () => {
  it('reads the dates staff write, in the order written, and skips impossible ones', () => {
    expect(datesNamedIn('Extended from 20/11/2026 to 27-11-2026; opening 2026-11-28, not 31/02/2026.')).toEqual(['2026-11-20', '2026-11-27', '2026-11-28']);
    expect(datesNamedIn('Clause 4.2: 12 mm glass, not 10 mm.')).toEqual([]);
  });

  it('moves every date in the words, each in its own way of writing', () => {
    expect(shiftDatesInText('From 20/11/2026 to 27.11.2026 (2026-11-27).', 10)).toBe('From 30/11/2026 to 07.12.2026 (2026-12-07).');
    expect(shiftDatesInText('From 20/11/2026.', 0)).toBe('From 20/11/2026.');
  });

  it('accepts a text that names the new deadline, or no date at all', () => {
    expect(corrigendumDeadlineProblem({ text: 'Bid submission deadline extended from 20/11/2026 to 27/11/2026.', newDeadline: '2026-11-27', currentDeadline: '2026-11-20' })).toBeNull();
    expect(corrigendumDeadlineProblem({ text: 'The deadline is extended by a week.', newDeadline: '2026-11-27', currentDeadline: '2026-11-20' })).toBeNull();
    expect(corrigendumDeadlineProblem({ text: 'Extended to 27/11/2026.', newDeadline: '2026-11-27T17:00', currentDeadline: '2026-11-20' })).toBeNull();
  });

  it('refuses a text that names another day than the new deadline', () => {
    expect(corrigendumDeadlineProblem({ text: 'Deadline extended to 30/11/2026.', newDeadline: '2026-11-27', currentDeadline: '2026-11-20' })).toBe(
      'names 30/11/2026 but the new deadline is 27/11/2026: make them agree, or leave the date out of the text (the new deadline is shown with it)',
    );
  });

  it('refuses a text that speaks of a new deadline but gives none, and allows other dates', () => {
    expect(corrigendumDeadlineProblem({ text: 'The deadline is extended to 30/11/2026.', newDeadline: '', currentDeadline: '2026-11-20' })).toBe(
      'speaks of a deadline on 30/11/2026 but gives no new deadline: enter it as the new deadline, or correct the text',
    );
    expect(corrigendumDeadlineProblem({ text: 'The deadline stays 20/11/2026.', newDeadline: '', currentDeadline: '2026-11-20' })).toBeNull();
    expect(corrigendumDeadlineProblem({ text: 'Site visit on 18/11/2026 at 11:00.', newDeadline: '', currentDeadline: '2026-11-20' })).toBeNull();
  });
});
