import { readRefusal, refusalMessage, refusalStatus } from './refusal';

describe('readRefusal', () => {
  it('reads a refusal the server answered: its status, sentence, field messages and body', () => {
    const error = {
      status: 409,
      data: { success: false, message: 'That slot was just taken.', errors: { start: 'Pick another time.' }, nearest: ['10:00'] },
    };
    expect(readRefusal<{ nearest: string[] }>(error)).toEqual({
      status: 409,
      message: 'That slot was just taken.',
      errors: { start: 'Pick another time.' },
      data: { success: false, message: 'That slot was just taken.', errors: { start: 'Pick another time.' }, nearest: ['10:00'] },
    });
  });

  it('reads an answer that was not JSON by its original status, with no message', () => {
    expect(readRefusal({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' })).toEqual({
      status: 502,
      message: null,
      errors: {},
      data: {},
    });
  });

  it.each([
    ['no connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
    ['a thrown error', new Error('boom')],
    ['nothing', undefined],
    ['a string', 'refused'],
  ])('reads %s as no answer', (_case, error) => {
    expect(readRefusal(error)).toEqual({ status: 'network', message: null, errors: {}, data: {} });
  });

  it('keeps only the string field messages and ignores a blank sentence', () => {
    expect(readRefusal({ status: 400, data: { message: '  ', errors: { email: 'Enter your e-mail.', count: 3, nested: {} } } })).toEqual({
      status: 400,
      message: null,
      errors: { email: 'Enter your e-mail.' },
      data: { message: '  ', errors: { email: 'Enter your e-mail.', count: 3, nested: {} } },
    });
  });

  it('gives the status and the sentence on their own', () => {
    const error = { status: 401, data: { success: false, message: 'Please log in first.' } };
    expect(refusalStatus(error)).toBe(401);
    expect(refusalMessage(error)).toBe('Please log in first.');
    expect(refusalStatus({ status: 'FETCH_ERROR' })).toBe('network');
    expect(refusalMessage({ status: 'FETCH_ERROR' })).toBeNull();
  });
});
