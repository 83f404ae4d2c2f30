// `npm run fonts:fallbacks`: the metrics of the local fallback faces in src/app/styles/_font-fallbacks.scss,
// read from the real font files. Until a web font arrives (font-display: swap) the browser draws the text
// in a local font; these `@font-face` rules scale that local font so its lines wrap and stand where the
// web font's will, and the swap moves nothing.
//
// For each pair (web font, local font):
// - the average character width of English text: advance widths (hmtx) of a–z and the space, looked up
//   through the font's character map (cmap) and weighted by how often each letter appears in English
//   (Wikipedia's letter-frequency table, with the space as 18 % of characters, about one in every 5.5);
// - size-adjust = web font's average width / local font's average width (both per em), so a line of text
//   has the same length in both;
// - ascent-, descent- and line-gap-override = the web font's ascender, descender and line gap per em (the
//   OS/2 typo metrics when the font sets USE_TYPO_METRICS, as Inter and Cormorant Garamond do, else hhea;
//   in both fonts the two agree), divided by size-adjust (the overrides apply to the adjusted local font).
//
// Web fonts: the @fontsource packages' latin WOFF files (the same faces as the WOFF2 the site serves;
// WOFF tables are zlib-compressed, WOFF2's are Brotli with transformed glyph tables). Local fonts: Arial
// and Times New Roman are not free to ship, so their metrics are read from Liberation Sans and Liberation
// Serif (Debian's fonts-liberation, which Chromium depends on), made metric-compatible with them: the same
// advance widths and vertical metrics. `LIBERATION_DIR` points elsewhere if needed.
//
//   node scripts/font-fallback-metrics.mjs          prints the numbers and the SCSS
//   node scripts/font-fallback-metrics.mjs --write  rewrites src/app/styles/_font-fallbacks.scss
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const fontsource = (pkg, file) => path.join(root, 'node_modules', '@fontsource', pkg, 'files', file);
const liberationDir = process.env.LIBERATION_DIR || '/usr/share/fonts/truetype/liberation';

/** English letter frequencies (per cent of letters, Wikipedia "Letter frequency"), and the space's share. */
const LETTER_FREQUENCY = {
  a: 8.2, b: 1.5, c: 2.8, d: 4.3, e: 12.7, f: 2.2, g: 2.0, h: 6.1, i: 7.0, j: 0.15, k: 0.77, l: 4.0, m: 2.4,
  n: 6.7, o: 7.5, p: 1.9, q: 0.095, r: 6.0, s: 6.3, t: 9.1, u: 2.8, v: 0.98, w: 2.4, x: 0.15, y: 2.0, z: 0.074,
};
const SPACE_SHARE = 0.18;

/** The tables of a TrueType/OpenType (sfnt) or WOFF 1 file, by tag, uncompressed. */
/**
 * Where a container's table directory stands: the offset of its table count, of its first entry and each
 * entry's length; within an entry, the table's offset, its stored length and its length (WOFF stores a table
 * deflated when that is shorter; a TrueType/OpenType file stores it as it is, so both lengths are one field).
 */
const TABLE_DIRECTORIES = [
  { signatures: ['wOFF'], count: 12, first: 44, size: 20, offset: 4, stored: 8, length: 12 },
  { signatures: ['\0\u0001\0\0', 'true', 'OTTO'], count: 4, first: 12, size: 16, offset: 8, stored: 12, length: 12 },
];

function readTables(file) {
  const data = readFileSync(file);
  const signature = data.toString('latin1', 0, 4);
  const directory = TABLE_DIRECTORIES.find(({ signatures }) => signatures.includes(signature));
  if (!directory) throw new Error(`${file}: not a TrueType, OpenType or WOFF 1 font`);
  const tables = new Map();
  for (let i = 0; i < data.readUInt16BE(directory.count); i += 1) {
    const entry = directory.first + i * directory.size;
    const offset = data.readUInt32BE(entry + directory.offset);
    const stored = data.readUInt32BE(entry + directory.stored);
    const bytes = data.subarray(offset, offset + stored);
    tables.set(data.toString('latin1', entry, entry + 4), stored < data.readUInt32BE(entry + directory.length) ? inflateSync(bytes) : bytes);
  }
  for (const tag of ['head', 'hhea', 'hmtx', 'cmap', 'OS/2']) {
    if (!tables.has(tag)) throw new Error(`${file}: no ${tag} table`);
  }
  return tables;
}

/** Unicode code point → glyph id, from the cmap's Windows Unicode subtable (format 4 or 12). */
function characterMap(cmap) {
  const count = cmap.readUInt16BE(2);
  const subtables = [];
  for (let i = 0; i < count; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    subtables.push({ platform, encoding, offset, format: cmap.readUInt16BE(offset) });
  }
  const unicode = (s) => (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)) || s.platform === 0;
  const table = subtables.find((s) => unicode(s) && s.format === 12) ?? subtables.find((s) => unicode(s) && s.format === 4);
  if (!table) throw new Error('no Unicode cmap subtable of format 4 or 12');
  const at = table.offset;
  if (table.format === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    return (code) => {
      for (let g = 0; g < groups; g += 1) {
        const start = cmap.readUInt32BE(at + 16 + g * 12);
        const end = cmap.readUInt32BE(at + 20 + g * 12);
        if (code >= start && code <= end) return cmap.readUInt32BE(at + 24 + g * 12) + code - start;
      }
      return 0;
    };
  }
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let s = 0; s < segments; s += 1) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** What a fallback needs from one font file. */
function fontMetrics(file) {
  const tables = readTables(file);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const os2 = tables.get('OS/2');
  const unitsPerEm = head.readUInt16BE(18);
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const glyphOf = characterMap(tables.get('cmap'));
  const widthOf = (character) => {
    const glyph = glyphOf(character.codePointAt(0));
    if (glyph === 0) throw new Error(`${file}: no glyph for ${JSON.stringify(character)}`);
    return advance(glyph);
  };
  const letters = Object.entries(LETTER_FREQUENCY);
  const letterTotal = letters.reduce((sum, [, share]) => sum + share, 0);
  const averageWidth =
    letters.reduce((sum, [letter, share]) => sum + (widthOf(letter) * share * (1 - SPACE_SHARE)) / letterTotal, 0) +
    widthOf(' ') * SPACE_SHARE;
  // The line box: OS/2's typo metrics when fsSelection bit 7 (USE_TYPO_METRICS) asks for them, else hhea.
  const useTypoMetrics = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const [table, at] = useTypoMetrics ? [os2, 68] : [hhea, 4];
  return {
    unitsPerEm,
    lineMetrics: useTypoMetrics ? 'OS/2 typo' : 'hhea',
    ascent: table.readInt16BE(at),
    descent: table.readInt16BE(at + 2),
    lineGap: table.readInt16BE(at + 4),
    averageWidth,
  };
}

/** The @font-face descriptors that make `local` take the space `web` will. */
function fallbackOverrides(web, local) {
  const sizeAdjust = web.averageWidth / web.unitsPerEm / (local.averageWidth / local.unitsPerEm);
  const perEm = (value) => Math.abs(value) / web.unitsPerEm / sizeAdjust;
  return { sizeAdjust, ascent: perEm(web.ascent), descent: perEm(web.descent), lineGap: perEm(web.lineGap) };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** The local faces a fallback is drawn in, by the names browsers know them by, and the file that gives their metrics. */
const LOCAL = {
  sans: { names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], metricsOf: 'LiberationSans-Regular.ttf' },
  sansBold: { names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], metricsOf: 'LiberationSans-Bold.ttf' },
  serif: { names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'], metricsOf: 'LiberationSerif-Regular.ttf' },
  serifBold: {
    names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    metricsOf: 'LiberationSerif-Bold.ttf',
  },
};

/**
 * One fallback face per web-font weight that paints: the family's name + ' Fallback', from the @fontsource
 * package's latin face of that weight. Marathi pages draw their Latin text (numbers, names, e-mail addresses)
 * in Noto Sans Devanagari's own Latin faces, designed to sit beside its Devanagari (src/app/styles/_marathi.scss).
 */
const FALLBACKS = [
  ['Inter', 'inter', 400, LOCAL.sans],
  ['Inter', 'inter', 600, LOCAL.sansBold],
  ['Cormorant Garamond', 'cormorant-garamond', 500, LOCAL.serif],
  ['Cormorant Garamond', 'cormorant-garamond', 600, LOCAL.serifBold],
  ['Noto Sans Devanagari', 'noto-sans-devanagari', 400, LOCAL.sans],
  ['Noto Sans Devanagari', 'noto-sans-devanagari', 600, LOCAL.sansBold],
].map(([webFamily, pkg, weight, local]) => ({
  family: `${webFamily} Fallback`,
  weight,
  web: fontsource(pkg, `${pkg}-latin-${weight}-normal.woff`),
  local: local.names,
  metricsOf: path.join(liberationDir, local.metricsOf),
}));

function scss(rows) {
  const faces = rows.map(({ fallback, web, local, overrides }) =>
    [
      `// ${path.basename(fallback.web)}: ${web.unitsPerEm}/em, ${web.lineMetrics} ${web.ascent} ${web.descent} ${web.lineGap}, average width ${web.averageWidth.toFixed(1)};`,
      `// ${path.basename(fallback.metricsOf)}: ${local.unitsPerEm}/em, average width ${local.averageWidth.toFixed(1)}.`,
      `@include fallback-face('${fallback.family}', ${fallback.weight}, ${[overrides.sizeAdjust, overrides.ascent, overrides.descent, overrides.lineGap].map(percent).join(', ')}, ${fallback.local.map((name) => `local('${name}')`).join(', ')});`,
    ].join('\n'),
  );
  return [
    '// Generated by `npm run fonts:fallbacks -- --write` (scripts/font-fallback-metrics.mjs); do not edit by hand.',
    '// Local fallback faces shaped like the web fonts: until Inter, Cormorant Garamond or (Marathi pages) Noto Sans Devanagari\'s Latin faces arrive (font-display:',
    '// swap), text is drawn in Arial / Times New Roman (or their metric twins, Liberation Sans / Serif) scaled',
    "// by size-adjust to the web font's average English character width, with the web font's own ascent,",
    '// descent and line gap as overrides, so lines wrap and stand where they will after the swap.',
    '// Each family stack in _theme.scss names the fallback right after its web font.',
    '',
    "// One face: its family and weight, the four overrides, then the local faces it is drawn in.",
    '@mixin fallback-face($family, $weight, $size-adjust, $ascent, $descent, $line-gap, $locals...) {',
    '  @font-face {',
    '    font-family: $family;',
    '    font-style: normal;',
    '    font-weight: $weight;',
    '    src: $locals;',
    '    size-adjust: $size-adjust;',
    '    ascent-override: $ascent;',
    '    descent-override: $descent;',
    '    line-gap-override: $line-gap;',
    '  }',
    '}',
    '',
    faces.join('\n\n'),
    '',
  ].join('\n');
}

const rows = FALLBACKS.map((fallback) => {
  const web = fontMetrics(fallback.web);
  const local = fontMetrics(fallback.metricsOf);
  return { fallback, web, local, overrides: fallbackOverrides(web, local) };
});
for (const { fallback, web, local, overrides } of rows) {
  console.log(
    `${fallback.family} ${fallback.weight}: size-adjust ${percent(overrides.sizeAdjust)}, ascent ${percent(overrides.ascent)}, ` +
      `descent ${percent(overrides.descent)}, line gap ${percent(overrides.lineGap)} ` +
      `(web ${web.unitsPerEm}/em ${web.lineMetrics} ${web.ascent}/${web.descent}/${web.lineGap} avg ${web.averageWidth.toFixed(1)}; ` +
      `local ${local.unitsPerEm}/em ${local.ascent}/${local.descent}/${local.lineGap} avg ${local.averageWidth.toFixed(1)})`,
  );
}
const output = scss(rows);
if (process.argv.includes('--write')) {
  const target = path.join(root, 'src', 'app', 'styles', '_font-fallbacks.scss');
  writeFileSync(target, output);
  console.log(`wrote ${path.relative(root, target)}`);
} else {
  console.log(`\n${output}`);
}
