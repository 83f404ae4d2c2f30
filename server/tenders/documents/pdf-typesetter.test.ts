import { newSheet, runsOf, widthOf, wrap } from './pdf-typesetter';

describe('runsOf: each character in a face that has it', () => {
  it('draws "₹" from Inter’s Latin-extended subset and the digits from its Latin one', () => {
    expect(runsOf('Amount ₹14,62,846.50', 'regular')).toEqual([
      { face: 'inter-latin-400-normal', text: 'Amount ' },
      { face: 'inter-latin-ext-400-normal', text: '₹' },
      { face: 'inter-latin-400-normal', text: '14,62,846.50' },
    ]);
    expect(runsOf('₹', 'bold')).toEqual([{ face: 'inter-latin-ext-700-normal', text: '₹' }]);
  });

  it('draws Marathi in Noto Sans Devanagari, keeping a joiner inside its word', () => {
    expect(runsOf('श्री गणेश', 'regular')).toEqual([
      { face: 'noto-sans-devanagari-devanagari-400-normal', text: 'श्री' },
      { face: 'inter-latin-400-normal', text: ' ' },
      { face: 'noto-sans-devanagari-devanagari-400-normal', text: 'गणेश' },
    ]);
    expect(runsOf('क्\u200Dष', 'regular')).toEqual([{ face: 'noto-sans-devanagari-devanagari-400-normal', text: 'क्\u200Dष' }]);
  });

  it('draws a character no face has as the replacement character', () => {
    expect(runsOf('A漢', 'regular')).toEqual([{ face: 'inter-latin-400-normal', text: 'A\uFFFD' }]);
  });
});

describe('wrap', () => {
  const { doc } = newSheet({ title: 't', subject: 's', author: 'a', createdAt: new Date(0) });
  const style = { size: 10 };

  it('breaks at spaces within the width, keeps the text’s own line breaks, and cuts a word wider than the width', () => {
    const text = 'Rupees Fourteen Lakh Sixty-Two Thousand Eight Hundred Forty-Six and Fifty Paise Only';
    const lines = wrap(doc, text, 150, style);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(widthOf(doc, line, style)).toBeLessThanOrEqual(150);
    expect(wrap(doc, 'one\ntwo', 500, style)).toEqual(['one', 'two']);
    const cut = wrap(doc, 'BID-20270115-A1B2C3D4E5', 40, style);
    expect(cut.join('')).toBe('BID-20270115-A1B2C3D4E5');
    expect(cut.length).toBeGreaterThan(1);
    expect(wrap(doc, '', 100, style)).toEqual(['']);
  });
});
