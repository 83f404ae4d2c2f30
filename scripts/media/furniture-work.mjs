/**
 * Pieces for offices, halls and workshops, plus lamps and wall art shared by every scene. Same
 * convention as `furniture-home.mjs`: centimetres, floor point at the origin, y up is negative.
 */
import { circle, ellipse, g, line, path, rect, text } from './svg.mjs';
import { darken, lighten } from './palette.mjs';
import { shadow } from './furniture-home.mjs';

export function officeChair(pal, back = true) {
  return g(
    {},
    ellipse(0, 0, 26, 5, { fill: pal.shadow, opacity: 0.15 }),
    path('M-24 0 L0 -8 L24 0 M0 -8 L0 -42', { stroke: pal.charcoal, 'stroke-width': 4, fill: 'none' }),
    rect(-24, -50, 48, 10, { rx: 4, fill: pal.charcoal }),
    back ? rect(-21, -100, 42, 48, { rx: 8, fill: darken(pal.fabric, 0.3) }) : '',
  );
}

export function workstation(pal, rand, w = 150) {
  const half = w / 2;
  return g(
    {},
    shadow(w, pal, 5),
    rect(-half, -118, w, 40, { rx: 2, fill: rand.pick([pal.sage, pal.fabric, pal.linen]) }),
    rect(-half, -78, w, 5, { fill: pal.ivory }),
    rect(-half + 4, -73, 4, 73, { fill: '#8d8f8c' }),
    rect(half - 8, -73, 4, 73, { fill: '#8d8f8c' }),
    rect(-half + 10, -68, w - 20, 30, { fill: darken(pal.linen, 0.08) }),
    rect(-30, -128, 60, 36, { rx: 2, fill: pal.charcoal }),
    rect(-4, -92, 8, 14, { fill: pal.charcoal }),
    g({ transform: 'translate(0 12)' }, officeChair(pal)),
  );
}

/** A long table with a row of chairs behind it, seen across the table. */
export function boardTable(pal, rand, w = 360) {
  const half = w / 2;
  const chairs = Math.max(3, Math.round(w / 75));
  const step = w / chairs;
  return g(
    {},
    Array.from({ length: chairs }, (_, i) => g({ transform: `translate(${Math.round(-half + step / 2 + i * step)} -14)` }, officeChair(pal))),
    shadow(w, pal, 8),
    rect(-half, -78, w, 8, { rx: 3, fill: rand.pick([pal.wood, pal.charcoal, pal.ivory]) }),
    path(`M${-half + 40} -70 L${-half + 60} 0 L${half - 60} 0 L${half - 40} -70 Z`, { fill: pal.woodDark, opacity: 0.85 }),
    ellipse(-w / 5, -82, 10, 3, { fill: pal.ivory }),
    ellipse(w / 6, -82, 10, 3, { fill: pal.ivory }),
  );
}

export function wallScreen(pal, w = 160) {
  return g(
    {},
    rect(-w / 2, -w * 0.56, w, w * 0.56, { rx: 3, fill: pal.charcoal }),
    rect(-w / 2 + 5, -w * 0.56 + 5, w - 10, w * 0.56 - 10, { fill: '#40525a' }),
    path(`M${-w / 2 + 5} ${-18} L${-w / 6} ${-w * 0.3} L${w / 8} ${-w * 0.18} L${w / 2 - 5} ${-w * 0.42} L${w / 2 - 5} -5 L${-w / 2 + 5} -5 Z`, { fill: '#55707a', opacity: 0.8 }),
  );
}

/** Glazed partition `w` × `h` cm, with a frosted band and an optional door. */
export function glassPartition(pal, w = 300, h = 270, { door = true, band = true } = {}) {
  const half = w / 2;
  const panes = Math.max(2, Math.round(w / 110));
  const pw = w / panes;
  const frame = { stroke: pal.charcoal, 'stroke-width': 3 };
  return g(
    {},
    rect(-half, -h, w, h, { fill: pal.glass, opacity: 0.45 }),
    band ? rect(-half, -150, w, 34, { fill: '#ffffff', opacity: 0.55 }) : '',
    path(`M${-half + 20} ${-h + 10} L${-half + 60} ${-h + 10} L${-half + 20} ${-h + 60} Z`, { fill: '#ffffff', opacity: 0.35 }),
    g(frame, rect(-half, -h, w, h, { fill: 'none' }), Array.from({ length: panes - 1 }, (_, i) => line(-half + (i + 1) * pw, -h, -half + (i + 1) * pw, 0))),
    door ? g({}, rect(half - pw + 8, -215, pw - 16, 215, { fill: pal.glass, opacity: 0.3 }), rect(half - pw + 18, -130, 3, 50, { fill: pal.brass })) : '',
  );
}

export function receptionCounter(pal, w = 300) {
  const half = w / 2;
  return g(
    {},
    ellipse(0, 2, half + 20, 10, { fill: pal.glow, opacity: 0.35 }),
    rect(-half, -110, w, 100, { rx: 40, fill: lighten(pal.ivory, 0.4) }),
    rect(-half + 14, -124, w - 28, 14, { rx: 4, fill: pal.ivory }),
    rect(-half + 30, -10, w - 60, 8, { fill: pal.glow, opacity: 0.8 }),
    line(-half + 30, -70, half - 30, -70, { stroke: pal.brass, 'stroke-width': 2 }),
  );
}

/** A fluted feature wall with brass lettering. */
export function flutedWall(pal, w, h, label) {
  const flutes = [];
  for (let x = -w / 2 + 10; x < w / 2; x += 14) flutes.push(line(x, -h, x, 0));
  return g(
    {},
    rect(-w / 2, -h, w, h, { fill: pal.feature }),
    g({ stroke: darken(pal.feature, 0.22), 'stroke-width': 3 }, flutes),
    label ? text(0, -h * 0.62, label, { 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 26, 'letter-spacing': 6, fill: pal.brassLight }) : '',
  );
}

/** Rectangles grouped into one path per colour: shelves of books and sample chips stay small on disk. */
export function swatches(list) {
  const byColour = new Map();
  for (const [x, y, w, h, colour] of list) byColour.set(colour, `${byColour.get(colour) ?? ''}M${Math.round(x)} ${Math.round(y)}h${Math.round(w)}v${Math.round(h)}h${-Math.round(w)}z`);
  return [...byColour].map(([fill, d]) => path(d, { fill }));
}

export function bookshelf(pal, rand, w = 240, h = 220) {
  const rows = 4;
  const rh = h / rows;
  const books = [];
  const colors = [pal.feature, pal.accent, pal.linen, pal.fabric, pal.sage, pal.brass, pal.ivory];
  for (let r = 0; r < rows; r += 1) {
    let x = -w / 2 + 8;
    while (x < w / 2 - 18) {
      const bw = rand.int(5, 11);
      const bh = Math.round(rh * rand.range(0.55, 0.85));
      if (rand.chance(0.9)) books.push([x, -r * rh - bh - 4, bw, bh, rand.pick(colors)]);
      x += bw + 1 + (rand.chance(0.15) ? rand.int(10, 24) : 0);
    }
  }
  const shelves = Array.from({ length: rows + 1 }, (_, r) => `M${-w / 2} ${Math.round(-r * rh - 4)}h${w}v4h${-w}z`).join('');
  return g({}, rect(-w / 2, -h, w, h, { fill: darken(pal.wall, 0.12) }), swatches(books), path(`${shelves}M${-w / 2 - 4} ${-h}h4v${h}h-4zM${w / 2} ${-h}h4v${h}h-4z`, { fill: pal.wood }));
}

export function roundTable(pal, w = 150) {
  const chair = (x) => g({}, rect(x - 16, -92, 32, 46, { rx: 10, fill: pal.ivory }), rect(x - 16, -48, 32, 6, { fill: pal.brass }));
  return g(
    {},
    shadow(w, pal, 8),
    chair(-w / 2 + 10),
    chair(w / 2 - 10),
    path(`M${-w / 2} -74 L${w / 2} -74 L${w / 2 + 6} 0 L${-w / 2 - 6} 0 Z`, { fill: pal.linen }),
    ellipse(0, -74, w / 2, 8, { fill: pal.ivory }),
    rect(-5, -104, 10, 30, { fill: pal.brass }),
    circle(0, -110, 12, { fill: pal.accent, opacity: 0.8 }),
  );
}

export function stage(pal, w = 500) {
  const panels = Array.from({ length: 9 }, (_, i) => rect(-w / 2 + 20 + i * ((w - 40) / 9), -300, (w - 40) / 9 - 6, 250, { rx: 3, fill: i % 2 ? lighten(pal.ivory, 0.3) : pal.linen }));
  return g({}, panels, rect(-w / 2, -52, w, 52, { fill: pal.feature }), rect(-w / 2, -56, w, 6, { fill: pal.brass }), rect(-w / 2 + 20, -300, w - 40, 10, { fill: pal.glow, opacity: 0.8 }));
}

export function dentalChair(pal) {
  return g(
    {},
    shadow(160, pal, 8),
    rect(-20, -40, 40, 40, { fill: '#8d8f8c' }),
    path('M-90 -60 L40 -60 Q70 -60 80 -100 L96 -150 L112 -146 L96 -90 Q84 -40 40 -38 L-90 -38 Z', { fill: pal.sage }),
    rect(-120, -210, 6, 210, { fill: '#8d8f8c' }),
    path('M-117 -210 L-40 -210 L-40 -200 L-117 -200 Z', { fill: '#8d8f8c' }),
    ellipse(-40, -195, 22, 10, { fill: pal.ivory }),
  );
}

export function cncMachine(pal) {
  return g(
    {},
    shadow(300, pal, 10),
    rect(-150, -90, 300, 90, { fill: pal.charcoal }),
    rect(-140, -100, 280, 12, { fill: '#8d8f8c' }),
    rect(-120, -104, 200, 6, { fill: pal.woodLight }),
    rect(-160, -200, 16, 110, { fill: '#6f716e' }),
    rect(144, -200, 16, 110, { fill: '#6f716e' }),
    rect(-160, -210, 320, 22, { fill: pal.accent }),
    rect(-20, -190, 40, 60, { fill: '#8d8f8c' }),
    rect(-4, -130, 8, 22, { fill: pal.charcoal }),
    rect(170, -150, 50, 150, { fill: darken(pal.linen, 0.3) }),
    rect(178, -140, 34, 22, { fill: '#40525a' }),
  );
}

/** A lamp hung `drop` cm below the ceiling; place it at the ceiling point. */
export function pendant(pal, style = 'dome', drop = 90) {
  const shade = {
    dome: path('M-22 0 Q-22 -24 0 -24 Q22 -24 22 0 Z', { fill: pal.brass }),
    cone: path('M-8 -22 L8 -22 L20 0 L-20 0 Z', { fill: pal.charcoal }),
    globe: circle(0, -12, 14, { fill: lighten(pal.glow, 0.3) }),
    drum: rect(-24, -20, 48, 20, { rx: 3, fill: pal.linen }),
  }[style];
  return g(
    {},
    line(0, 0, 0, drop - 22, { stroke: pal.charcoal, 'stroke-width': 1.2 }),
    g({ transform: `translate(0 ${drop})` }, ellipse(0, 10, 46, 34, { fill: pal.glow, opacity: 0.28 }), shade, ellipse(0, 0, 10, 3, { fill: pal.glow })),
  );
}

export function chandelier(pal, w = 140) {
  const lights = Array.from({ length: 7 }, (_, i) => {
    const x = -w / 2 + (i * w) / 6;
    const y = 80 + Math.round(Math.abs(3 - i) * -5);
    return g({}, line(x, 60, x, y, { stroke: pal.brass }), circle(x, y + 6, 6, { fill: pal.glow }));
  });
  return g(
    {},
    line(0, 0, 0, 60, { stroke: pal.brass, 'stroke-width': 2 }),
    ellipse(0, 66, w / 2 + 20, 36, { fill: pal.glow, opacity: 0.2 }),
    ellipse(0, 60, w / 2, 8, { fill: 'none', stroke: pal.brass, 'stroke-width': 3 }),
    lights,
  );
}

/** Calm abstract art: an arch, a sun or a set of lines. */
export function artFrame(pal, rand, w = 90, h = 110) {
  const motif = rand.pick(['arch', 'sun', 'lines', 'hills']);
  const inner = {
    arch: path(`M${-w / 4} -12 L${-w / 4} ${-h * 0.55} A${w / 4} ${w / 4} 0 0 1 ${w / 4} ${-h * 0.55} L${w / 4} -12 Z`, { fill: pal.accent }),
    sun: g({}, circle(0, -h * 0.55, w * 0.22, { fill: pal.brass }), rect(-w / 2 + 8, -h * 0.32, w - 16, h * 0.32 - 8, { fill: pal.feature })),
    lines: g({ stroke: pal.feature, 'stroke-width': 3 }, [0.3, 0.45, 0.6, 0.75].map((t) => line(-w / 2 + 12, -h * t, w / 2 - 12 - t * 20, -h * t))),
    hills: path(`M${-w / 2 + 8} -8 Q${-w / 6} ${-h * 0.6} 0 ${-h * 0.35} T${w / 2 - 8} ${-h * 0.5} L${w / 2 - 8} -8 Z`, { fill: pal.sage }),
  }[motif];
  return g({}, rect(-w / 2 - 4, -h - 4, w + 8, h + 8, { fill: pal.woodDark }), rect(-w / 2, -h, w, h, { fill: lighten(pal.ivory, 0.4) }), inner);
}
