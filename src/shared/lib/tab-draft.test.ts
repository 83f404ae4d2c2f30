import { tabDraft, typedStrings } from './tab-draft';

describe('tabDraft', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('keeps a value in this tab under its key until it is cleared', () => {
    const draft = tabDraft('a-form');
    expect(draft.read()).toBeNull();
    draft.save({ name: 'Asha' });
    expect(window.sessionStorage.getItem('a-form')).toBe('{"name":"Asha"}');
    expect(draft.read()).toEqual({ name: 'Asha' });
    draft.clear();
    expect(draft.read()).toBeNull();
  });

  it('reads what it cannot parse as no draft', () => {
    window.sessionStorage.setItem('a-form', '{not json');
    expect(tabDraft('a-form').read()).toBeNull();
  });

  it('loses only the draft when the storage refuses (full, or disabled by the browser)', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const draft = tabDraft('a-form');
    expect(() => draft.save({ name: 'Asha' })).not.toThrow();
    expect(draft.read()).toBeNull();
    expect(() => draft.clear()).not.toThrow();
  });
});

describe('typedStrings', () => {
  it('keeps the non-empty strings of a saved object and nothing else', () => {
    expect(typedStrings({ name: 'Asha', email: '', rooms: 3, city: 'Nashik', note: null })).toEqual({ name: 'Asha', city: 'Nashik' });
    expect(typedStrings(null)).toEqual({});
    expect(typedStrings('Asha')).toEqual({});
  });
});
