/** The company's logo and mark, and wordmarks for the (invented) client companies. */
import { circle, g, line, path, rect, svgDocument, text } from './svg.mjs';
import { seeded } from './random.mjs';
import { BASE } from './palette.mjs';

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

/** The monogram: an arched doorway under a roof line, the V of Vastukala in brass. */
const monogram = (cx, cy, r, { disc = BASE.green, line: stroke = BASE.brassLight } = {}) =>
  g(
    {},
    circle(cx, cy, r, { fill: disc }),
    path(
      `M${cx - r * 0.55} ${cy - r * 0.28} L${cx} ${cy + r * 0.52} L${cx + r * 0.55} ${cy - r * 0.28}`,
      { fill: 'none', stroke, 'stroke-width': r * 0.11, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
    ),
    path(
      `M${cx - r * 0.2} ${cy + r * 0.05} L${cx - r * 0.2} ${cy - r * 0.22} A${r * 0.2} ${r * 0.2} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.22} L${cx + r * 0.2} ${cy + r * 0.05}`,
      { fill: 'none', stroke: BASE.ivory, 'stroke-width': r * 0.06 },
    ),
    path(`M${cx - r * 0.62} ${cy - r * 0.48} L${cx} ${cy - r * 0.78} L${cx + r * 0.62} ${cy - r * 0.48}`, { fill: 'none', stroke: BASE.ivory, 'stroke-width': r * 0.06, 'stroke-linecap': 'round' }),
  );

/** Full logo, 360 × 200: drawn for the header's 180 × 100 slot, so every stroke survives halving. */
export function companyLogo({ name = 'Vastukala Interiors', title }) {
  const [first, ...rest] = name.toUpperCase().split(' ');
  return svgDocument({
    width: 360,
    height: 200,
    title: title ?? `${name} logo`,
    body: [
      monogram(180, 58, 46),
      text(180, 148, first, { 'text-anchor': 'middle', 'font-family': SERIF, 'font-size': 40, 'letter-spacing': 5, fill: BASE.green }),
      line(96, 164, 264, 164, { stroke: BASE.brass, 'stroke-width': 2 }),
      text(180, 186, rest.join(' ') || 'INTERIORS', { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 17, 'letter-spacing': 9, fill: BASE.charcoal }),
    ],
  });
}

export function companyMark({ name = 'Vastukala Interiors', title }) {
  return svgDocument({ width: 200, height: 200, title: title ?? `${name} monogram`, body: [monogram(100, 100, 96)] });
}

const SYMBOLS = {
  mountain: (x, y, c) => path(`M${x - 26} ${y + 16} L${x - 8} ${y - 16} L${x + 4} ${y + 2} L${x + 12} ${y - 8} L${x + 26} ${y + 16} Z`, { fill: c }),
  arch: (x, y, c) => path(`M${x - 18} ${y + 18} L${x - 18} ${y - 2} A18 18 0 0 1 ${x + 18} ${y - 2} L${x + 18} ${y + 18}`, { fill: 'none', stroke: c, 'stroke-width': 5 }),
  hexagon: (x, y, c) => g(
    {},
    path(`M${x} ${y - 20} L${x + 17} ${y - 10} L${x + 17} ${y + 10} L${x} ${y + 20} L${x - 17} ${y + 10} L${x - 17} ${y - 10} Z`, { fill: c }),
    circle(x, y, 7, { fill: BASE.ivory }),
  ),
  leaf: (x, y, c) => g(
    {},
    path(`M${x - 16} ${y + 16} Q${x - 18} ${y - 16} ${x + 18} ${y - 18} Q${x + 16} ${y + 16} ${x - 16} ${y + 16} Z`, { fill: c }),
    line(x - 14, y + 14, x + 8, y - 8, { stroke: BASE.ivory, 'stroke-width': 2 }),
  ),
  book: (x, y, c) => path(
    `M${x - 22} ${y - 12} Q${x - 10} ${y - 18} ${x} ${y - 10} Q${x + 10} ${y - 18} ${x + 22} ${y - 12} L${x + 22} ${y + 14} Q${x + 10} ${y + 8} ${x} ${y + 16} Q${x - 10} ${y + 8} ${x - 22} ${y + 14} Z`,
    { fill: c },
  ),
  wheel: (x, y, c) => g({ fill: 'none', stroke: c, 'stroke-width': 5 }, circle(x, y, 18), path(`M${x - 18} ${y} H${x + 18} M${x} ${y - 18} V${y + 18}`)),
  bars: (x, y, c) => g({ fill: c }, rect(x - 20, y + 2, 10, 16), rect(x - 6, y - 8, 10, 26), rect(x + 8, y - 18, 10, 36)),
  sun: (x, y, c) => g({}, circle(x, y, 12, { fill: c }), circle(x, y, 20, { fill: 'none', stroke: c, 'stroke-width': 2 })),
  waves: (x, y, c) => path(`M${x - 22} ${y - 6} q11 -10 22 0 t22 0 M${x - 22} ${y + 6} q11 -10 22 0 t22 0`, { fill: 'none', stroke: c, 'stroke-width': 4 }),
};

const KEYWORDS = [
  [/height|tower/, 'mountain'],
  [/hospitality|hotel|residency/, 'arch'],
  [/engineer|works|industr/, 'hexagon'],
  [/dental|care|clinic|agro|food|farm/, 'leaf'],
  [/academy|school|learning/, 'book'],
  [/motor|auto/, 'wheel'],
  [/fin|tech|capital/, 'bars'],
];

/** A client wordmark, 360 × 160, with a symbol chosen from the name and a seeded type style. */
export function clientWordmark({ name, title }) {
  const rand = seeded(`client:${name}`);
  const lower = name.toLowerCase();
  const symbol = KEYWORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? rand.pick(['sun', 'waves']);
  const colour = rand.pick([BASE.green, BASE.charcoal, '#5c4a3a', BASE.greenMid]);
  const accent = rand.pick([BASE.brass, BASE.terracotta, BASE.sage]);
  const words = name.split(' ');
  // A short first word ("Sai") reads better with the next one on the main line.
  const split = words[0].length <= 3 ? 2 : 1;
  const head = words.slice(0, split).join(' ');
  const tail = words.slice(split).join(' ');
  const style = rand.pick(['serif', 'sans']);
  const headSize = Math.min(40, Math.floor(250 / Math.max(4, head.length) / 0.62));
  return svgDocument({
    width: 360,
    height: 160,
    title: title ?? `${name} logo`,
    body: [
      SYMBOLS[symbol](56, 80, accent),
      text(96, tail ? 84 : 94, style === 'serif' ? head.toUpperCase() : head, {
        'font-family': style === 'serif' ? SERIF : SANS,
        'font-size': headSize,
        'font-weight': style === 'serif' ? undefined : 700,
        'letter-spacing': style === 'serif' ? 3 : 0,
        fill: colour,
      }),
      // The second line stays legible when a phone shows the logo 160 px wide.
      tail ? text(98, 116, tail.toUpperCase(), { 'font-family': SANS, 'font-size': Math.min(20, Math.floor(250 / tail.length / 0.7)), 'letter-spacing': 2, fill: colour, opacity: 0.85 }) : '',
    ],
  });
}
