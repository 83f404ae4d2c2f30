/**
 * The text of an uncompressed PDF made by pdfkit, page by page and line by line, for tests: each font's
 * ToUnicode map turns the glyph codes of the content streams back into characters. Enough for pdfkit's own
 * output (one bfrange per font, `[<hex> kern <hex>] TJ`), not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(id, body);
  const streamOf = (id: string) => /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(objects.get(id) ?? '')?.[1] ?? '';
  const decodeHex = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

  // Font resource name (`F2`) → glyph code → text.
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const [, dict] of body.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref) ?? '')?.[1];
        if (!toUnicode || fonts.has(name)) continue;
        const map = new Map<number, string>();
        const cmap = streamOf(toUnicode);
        for (const [, first, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
          [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, hex], index) => map.set(parseInt(first, 16) + index, decodeHex(hex)));
        }
        fonts.set(name, map);
      }
    }
  }

  const pages = [...source.matchAll(/\/Type \/Page\b[\s\S]*?\/Contents (\d+) 0 R/g)].map(([, contents]) => contents);
  return pages.map((contents) => {
    const lines: string[] = [];
    let font = new Map<number, string>();
    let lastY: string | null = null;
    for (const [, y, name, shown] of streamOf(contents).matchAll(/1 0 0 1 [-\d.]+ ([-\d.]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (y !== undefined) {
        if (y !== lastY) lines.push('');
        lastY = y;
      } else if (name !== undefined) font = fonts.get(name) ?? new Map();
      else {
        const text = [...shown.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex]) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '\uFFFD').join('')).join('');
        lines[lines.length - 1] += text;
      }
    }
    return lines;
  });
}
