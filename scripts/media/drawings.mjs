/**
 * Drawings that are not rooms: a building facade, a measured floor plan, a budget chart, and the
 * tender board's blueprint banner.
 */
import { circle, g, line, linear, path, rect, svgDocument, text } from './svg.mjs';
import { seeded } from './random.mjs';
import { BASE, darken, lighten, palette } from './palette.mjs';

const SANS = "'Helvetica Neue', Arial, sans-serif";

/** A three-storey facade mid-repaint, with scaffolding on one side. */
export function facade({ width, height, title, seed }) {
  const rand = seeded(seed);
  const pal = palette(rand);
  const bw = width * 0.56;
  const x0 = (width - bw) / 2;
  const floorH = height * 0.22;
  const top = height - floorH * 3 - 40;
  const windows = [];
  for (let f = 0; f < 3; f += 1) for (let c = 0; c < 4; c += 1) windows.push(rect(
    x0 + 30 + c * (bw - 60) / 4,
    top + 30 + f * floorH,
    (bw - 60) / 4 - 30,
    floorH - 60,
    { fill: '#9fb3b5', stroke: BASE.ivory, 'stroke-width': 4 },
  ));
  const scaffold = [];
  for (let f = 0; f <= 3; f += 1) scaffold.push(`M${x0 + bw * 0.62} ${top + f * floorH}h${bw * 0.45}`);
  for (let c = 0; c < 4; c += 1) scaffold.push(`M${x0 + bw * 0.62 + c * bw * 0.15} ${top - 20}V${height - 40}`);
  return svgDocument({
    width,
    height,
    title,
    defs: linear('sk', [[0, '#b7cad3'], [1, '#efe6d4']]),
    body: [
      rect(0, 0, width, height, { fill: 'url(#sk)' }),
      rect(x0, top, bw, height - top - 40, { fill: lighten(pal.linen, 0.2) }),
      rect(x0, top, bw * 0.62, height - top - 40, { fill: pal.sage }),
      windows,
      rect(x0 - 14, top - 16, bw + 28, 16, { fill: pal.charcoal }),
      path(scaffold.join(''), { stroke: '#8d8f8c', 'stroke-width': 5 }),
      rect(0, height - 40, width, 40, { fill: darken(pal.floor, 0.1) }),
      circle(width * 0.12, height * 0.2, 36, { fill: BASE.glow, opacity: 0.8 }),
    ],
  });
}

/** A measured plan of a small flat: the interior estimate card. */
export function planDrawing({ width, height, title, seed }) {
  const rand = seeded(seed);
  const ink = BASE.green;
  const m = 60;
  const w = width - 2 * m;
  const h = height - 2 * m;
  const walls = `M${m} ${m}h${w}v${h}h${-w}zM${m + w * 0.45} ${m}v${h * 0.55}M${m} ${m + h * 0.55}h${w * 0.7}M${m + w * 0.7} ${m + h * 0.55}v${h * 0.45}`;
  const dims = [
    line(m, m - 24, m + w * 0.45, m - 24, { stroke: BASE.brass }),
    text(m + w * 0.22, m - 30, "12' × 14'", { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 16, fill: BASE.brass }),
    text(m + w * 0.72, m - 30, "12' × 16'", { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 16, fill: BASE.brass }),
  ];
  const labels = [['BEDROOM', 0.22, 0.28], ['LIVING', 0.72, 0.28], ['KITCHEN', 0.35, 0.78], ['BATH', 0.85, 0.78]].map(([t, fx, fy]) =>
    text(m + w * fx, m + h * fy, t, { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 18, 'letter-spacing': 3, fill: ink }),
  );
  const furniture = [rect(m + 30, m + 30, 130, 150, { rx: 6, fill: lighten(BASE.sage, 0.4) }), rect(m + w * 0.55, m + h * 0.36, 200, 70, { rx: 10, fill: lighten(BASE.sand, 0.3) }), rect(m + 20, m + h * 0.62, w * 0.5, 40, { fill: lighten(BASE.sand, 0.2) })];
  return svgDocument({
    width,
    height,
    title,
    body: [
      rect(0, 0, width, height, { fill: BASE.ivory }),
      path(
        Array.from({ length: Math.floor(width / 40) }, (_, i) => `M${i * 40} 0V${height}`).join('') + Array.from({ length: Math.floor(height / 40) }, (_, i) => `M0 ${i * 40}H${width}`).join(''),
        { stroke: lighten(BASE.sand, 0.5), 'stroke-width': 1 },
      ),
      furniture,
      path(walls, { fill: 'none', stroke: ink, 'stroke-width': 10, 'stroke-linejoin': 'square' }),
      path(`M${m + w * 0.45} ${m + h * 0.35}a${h * 0.15} ${h * 0.15} 0 0 1 ${-h * 0.15} ${h * 0.15}`, { fill: 'none', stroke: ink, 'stroke-width': 2 }),
      dims,
      labels,
      g(
        { transform: `translate(${width - 150} ${height - 40})` },
        rect(0, -30, 120, 40, { fill: BASE.green }),
        text(60, -4, `${rand.int(1000, 1100)} sq ft`, { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 15, fill: BASE.ivory }),
      ),
    ],
  });
}

/** A calm bar chart of where an interior budget goes. */
export function budgetChart({ width, height, title }) {
  const shares = [['Carpentry', 45], ['Flooring', 12], ['Ceiling', 10], ['Painting', 10], ['Electrical', 8], ['Glass', 8], ['Décor', 7]];
  const m = 70;
  const bw = (width - 2 * m) / shares.length;
  const max = 50;
  const bars = shares.map(([label, value], i) => {
    const h = ((height - 2 * m - 40) * value) / max;
    const x = m + i * bw + 12;
    return g(
      {},
      rect(x, height - m - h, bw - 24, h, { rx: 4, fill: i === 0 ? BASE.green : i % 2 ? BASE.sage : BASE.brassLight }),
      text(x + (bw - 24) / 2, height - m - h - 10, `${value}%`, { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 18, fill: BASE.charcoal }),
      text(x + (bw - 24) / 2, height - m + 26, label, { 'text-anchor': 'middle', 'font-family': SANS, 'font-size': 15, fill: BASE.graphite }),
    );
  });
  return svgDocument({
    width,
    height,
    title,
    body: [rect(0, 0, width, height, { fill: BASE.ivory }), line(m, height - m, width - m, height - m, { stroke: BASE.stone, 'stroke-width': 2 }), bars, text(m, m - 10, 'Where the budget goes, by trade', { 'font-family': SANS, 'font-size': 18, fill: BASE.green, 'letter-spacing': 1 })],
  });
}

/** The tender board's banner: a blueprint of a fit-out in brass lines on charcoal. */
export function blueprintBanner({ width, height, title, seed }) {
  const rand = seeded(seed);
  const grid = [];
  for (let x = 0; x <= width; x += 40) grid.push(`M${x} 0V${height}`);
  for (let y = 0; y <= height; y += 40) grid.push(`M0 ${y}H${width}`);
  const rooms = [];
  let x = 120;
  while (x < width - 200) {
    const w = rand.int(160, 300);
    const y = rand.int(60, 110);
    const h = height - y - rand.int(60, 110);
    rooms.push(`M${x} ${y}h${w}v${h}h${-w}z`);
    if (rand.chance(0.6)) rooms.push(`M${x + 20} ${y + h - 40}a40 40 0 0 1 40 40`);
    x += w + rand.int(0, 30);
  }
  return svgDocument({
    width,
    height,
    title,
    defs: linear('bb', [[0, BASE.charcoal], [1, BASE.green]], { x2: 1, y2: 0 }),
    body: [
      rect(0, 0, width, height, { fill: 'url(#bb)' }),
      path(grid.join(''), { stroke: '#ffffff', opacity: 0.06 }),
      path(rooms.join(''), { fill: 'none', stroke: BASE.brassLight, 'stroke-width': 2.5, opacity: 0.75 }),
      line(120, height - 36, width - 120, height - 36, { stroke: BASE.brassLight, 'stroke-width': 1.5, opacity: 0.6 }),
      rect(0, 0, width, height, { fill: BASE.charcoal, opacity: 0.25 }),
    ],
  });
}
