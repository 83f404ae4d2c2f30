import { splitCategories } from './categories';

describe('splitCategories', () => {
  it('splits categories on commas, trimmed, in lower case', () => {
    expect(splitCategories(' staff ,Event')).toEqual(['staff', 'event']);
    expect(splitCategories('  completed ,Residential,, ')).toEqual(['completed', 'residential']);
    expect(splitCategories(undefined)).toEqual([]);
  });
});
