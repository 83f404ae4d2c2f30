/** Catalogue pieces for gypsum, paint, texture and Corian work: walls shown mid-finish. */
import { circle, ellipse, g, path, rect, tag } from './svg.mjs';
import { armchair, plant } from './furniture-home.mjs';
import { darken, lighten, mix } from './palette.mjs';

const STEEL = '#a9aeb0';
const BOARD = '#ece8df';
const wallBlock = (fill) => rect(-200, -320, 400, 320, { fill });
const lines = (d, stroke, width = 1, opacity) => path(d, { fill: 'none', stroke, 'stroke-width': width, opacity });
const repeat = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');

export const studPartition = () =>
  g(
    {},
    rect(-190, -320, 190, 320, { fill: BOARD }),
    lines(repeat(3, (i) => `M${-130 + i * 60} -320v320`), darken(BOARD, 0.08)),
    path(repeat(4, (i) => `M${10 + i * 45} -320h8v320h-8z`) + 'M0 -8h200v8h-200zM0 -320h200v8h-200z', { fill: STEEL }),
    rect(-4, -320, 8, 320, { fill: darken(BOARD, 0.15) }),
  );

export const plasterWall = (pal) =>
  g(
    {},
    wallBlock('#b9826a'),
    lines(repeat(16, (i) => `M-200 ${-320 + i * 20}h400`) + repeat(40, (i) => `M${-200 + (i % 10) * 40 + (Math.floor(i / 10) % 2) * 20} ${-320 + Math.floor(i / 10) * 80}v20`), '#9a6a55', 1.5),
    path('M-200 -320H40Q10 -200 60 -120Q20 -60 40 0H-200Z', { fill: lighten(pal.linen, 0.2) }),
    path('M30 -150l60 -10l6 14l-60 10z', { fill: STEEL }),
    rect(88, -164, 10, 30, { fill: pal.woodDark }),
  );

export const gypsumPanels = (pal) =>
  g(
    {},
    wallBlock(lighten(pal.wall, 0.1)),
    [-1, 0, 1].map((c) => g(
      {},
      rect(-60 + c * 125, -290, 115, 150, { fill: 'none', stroke: darken(pal.wall, 0.12), 'stroke-width': 5 }),
      rect(-60 + c * 125, -120, 115, 100, { fill: 'none', stroke: darken(pal.wall, 0.12), 'stroke-width': 5 }),
    )),
    rect(-200, -320, 400, 8, { fill: pal.glow, opacity: 0.8 }),
    g({ transform: 'translate(0 0)' }, armchair(pal)),
  );

export const acousticSection = (pal) =>
  g(
    {},
    rect(-200, -320, 60, 320, { fill: BOARD }),
    rect(-140, -320, 14, 320, { fill: darken(BOARD, 0.1) }),
    rect(-126, -320, 180, 320, { fill: '#d9c27a' }),
    lines(repeat(16, (i) => `M-126 ${-310 + i * 20}q22 -12 45 0t45 0t45 0t45 0`), '#b89f55', 2),
    rect(54, -320, 14, 320, { fill: darken(BOARD, 0.1) }),
    rect(68, -320, 132, 320, { fill: BOARD }),
    path('M-60 -160 l-30 -20 M-60 -160 l-30 20 M-60 -160 h-70', { stroke: pal.charcoal, 'stroke-width': 3, opacity: 0.4 }),
  );

/** A wall half repainted, with the roller and tray. */
export const rollerWall = (pal, rand, { colour } = {}) => {
  const paint = colour ?? rand.pick([pal.sage, pal.fabric, pal.accent, lighten(pal.feature, 0.2)]);
  return g(
    {},
    wallBlock(lighten(pal.wall, 0.1)),
    path('M-200 -320H30Q40 -200 20 -120Q36 -60 24 0H-200Z', { fill: paint }),
    rect(14, -210, 70, 26, { rx: 10, fill: paint }),
    path('M84 -197 h14 v40 l-30 20 v120', { fill: 'none', stroke: pal.charcoal, 'stroke-width': 5 }),
    path('M100 -14 l80 0 l-10 14 l-60 0 z', { fill: STEEL }),
    ellipse(140, -12, 34, 4, { fill: paint }),
  );
};

export const grill = (pal) =>
  g(
    {},
    wallBlock(lighten(pal.wall, 0.1)),
    rect(-150, -280, 300, 280, { fill: 'none', stroke: pal.charcoal, 'stroke-width': 10 }),
    lines(repeat(9, (i) => `M${-120 + i * 30} -280v280`), pal.charcoal, 6),
    lines(repeat(2, (i) => `M-150 ${-200 + i * 110}h300`), pal.charcoal, 6),
    path(repeat(3, (i) => `M${-105 + i * 100} -250a20 20 0 1 0 0.1 0z`), { fill: 'none', stroke: pal.brass, 'stroke-width': 4 }),
    rect(160, -40, 34, 40, { fill: pal.green }),
  );

export const woodPanel = (pal, rand, { spray = false, sheen = true } = {}) => {
  const grain = repeat(18, (i) => `M${-160 + i * 18} -300q${rand.int(-8, 8)} 150 0 300`);
  return g(
    {},
    rect(-160, -300, 320, 300, { fill: pal.wood }),
    lines(grain, pal.woodDark, 1.5, 0.5),
    sheen ? path('M-160 -300h120l-200 300h-40z', { fill: '#ffffff', opacity: 0.12, transform: 'translate(120 0)' }) : '',
    spray ? g({}, path('M190 -190l50 -14l6 24l-50 10zM200 -172l-10 40h14l10 -38z', { fill: pal.charcoal }), [0, 1, 2, 3].map((i) => ellipse(150 - i * 26, -186 + i * 3, 16 + i * 10, 10 + i * 6, { fill: '#ffffff', opacity: 0.25 - i * 0.04 }))) : '',
  );
};

export const decoWall = (pal) => {
  const arches = [];
  for (let r = 0; r < 4; r += 1) for (let c = 0; c < 7; c += 1) arches.push(`M${-180 + c * 60} ${-230 + r * 70}v-20a20 20 0 0 1 40 0v20z`);
  return g({}, wallBlock(pal.feature), path(arches.join(''), { fill: 'none', stroke: pal.brassLight, 'stroke-width': 3 }), g({ transform: 'translate(0 0)' }, armchair(pal)));
};

export const sprayWall = (pal) =>
  g(
    {},
    wallBlock(lighten(pal.wall, 0.15)),
    path('M-200 -320h220q-30 80 0 160t-10 160h-210z', { fill: lighten(pal.sage, 0.2) }),
    [0, 1, 2, 3, 4].map((i) => ellipse(40 + i * 18, -200 + i * 2, 12 + i * 8, 16 + i * 8, { fill: lighten(pal.sage, 0.2), opacity: 0.3 - i * 0.05 })),
    path('M130 -210l50 -12l6 24l-50 10zM140 -192l-10 40h14l10 -38z', { fill: pal.charcoal }),
  );

export const textureWall = (pal) => {
  const dots = repeat(60, (i) => `M${-190 + (i * 37) % 120} ${-300 + Math.floor(i / 4) * 19}h2v2h-2z`);
  return g(
    {},
    rect(-200, -320, 134, 320, { fill: lighten(pal.linen, 0.1) }),
    path(dots, { fill: darken(pal.linen, 0.2) }),
    rect(-66, -320, 133, 320, { fill: mix(pal.linen, pal.wood, 0.4) }),
    lines(repeat(20, (i) => `M-66 ${-316 + i * 16}q33 -8 66 0t67 0`), darken(mix(pal.linen, pal.wood, 0.4), 0.15), 2),
    rect(67, -320, 133, 320, { fill: darken(pal.linen, 0.12) }),
    lines(repeat(8, (i) => `M67 ${-320 + i * 40}h133`) + repeat(16, (i) => `M${67 + ((i % 2) * 33) + 66 * Math.floor((i % 4) / 2)} ${-320 + Math.floor(i / 2) * 40}v40`), darken(pal.linen, 0.3), 2),
  );
};

export const wallpaper = (pal) => {
  const leaf = tag(
    'pattern',
    { id: 'wp', width: 60, height: 60, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 60, 60, { fill: lighten(pal.sage, 0.45) }),
    path('M10 50Q12 20 40 10Q42 40 10 50Z', { fill: pal.sage }),
    circle(48, 46, 4, { fill: pal.brass }),
  );
  return g(
    {},
    tag('defs', {}, leaf),
    rect(-200, -320, 400, 320, { fill: 'url(#wp)' }),
    path('M120 -320h80v320h-80z', { fill: lighten(pal.wall, 0.1) }),
    path('M120 -320q-30 10 -20 60t-10 60', { fill: lighten(pal.sage, 0.3), stroke: darken(pal.sage, 0.1) }),
    g({ transform: 'translate(-90 0)' }, armchair(pal)),
  );
};

export const enamelDoor = (pal) =>
  g(
    {},
    wallBlock(lighten(pal.wall, 0.15)),
    rect(-70, -224, 140, 224, { fill: pal.green }),
    rect(-56, -212, 112, 212, { fill: lighten(pal.green, 0.1) }),
    path('M-56 -212h30l-70 212h-30z', { fill: '#ffffff', opacity: 0.14, transform: 'translate(40 0)' }),
    rect(80, -250, 100, 130, { fill: 'url(#rs)', stroke: pal.green, 'stroke-width': 10 }),
    circle(40, -110, 5, { fill: pal.brass }),
  );

export const waterproofing = (pal) =>
  g(
    {},
    rect(-200, -320, 400, 210, { fill: 'url(#rs)' }),
    rect(-200, -110, 400, 40, { fill: '#8d8f8c' }),
    rect(-200, -70, 400, 14, { fill: pal.sage }),
    rect(-200, -56, 400, 20, { fill: '#c6bfb1' }),
    rect(-200, -36, 400, 36, { fill: mix(pal.accent, pal.linen, 0.3) }),
    [-120, -40, 40, 120].map((x, i) => path(`M${x} ${-180 + (i % 2) * 30}q-10 18 0 22q10 -4 0 -22z`, { fill: '#7f95a3' })),
    lines('M-200 -56h400', '#ffffff', 2, 0.6),
  );

export const corianTop = (pal, rand) =>
  g(
    {},
    rect(-190, -92, 380, 92, { fill: pal.wood }),
    path('M-196 -104h392a12 12 0 0 1 0 14h-392a12 12 0 0 1 0 -14z', { fill: '#f7f5f0' }),
    ellipse(40, -100, 50, 5, { fill: '#e3e0d8' }),
    path('M40 -104v-40q0 -16 20 -16h10', { fill: 'none', stroke: STEEL, 'stroke-width': 5 }),
    g({ transform: 'translate(-120 -104) scale(0.3)' }, plant(pal, rand, 120)),
  );

export const corianWall = (pal) =>
  g(
    {},
    [0, 1, 2, 3].map((i) => rect(-190 + i * 95, -300, 90, 300, { fill: '#f3eee4' })),
    [0, 1, 2, 3].map((i) => rect(-190 + i * 95, -300, 90, 300, { fill: pal.glow, opacity: 0.18 + (i % 2) * 0.12 })),
    lines(repeat(3, (i) => `M${-95 + i * 95} -300v300`), '#ffffff', 5),
  );

export const jaali = (pal) => {
  const cells = [];
  for (let r = 0; r < 7; r += 1) for (let c = 0; c < 7; c += 1) cells.push(`M${-140 + c * 40} ${-290 + r * 40}m20 4l16 16l-16 16l-16 -16z`);
  return g({}, rect(-160, -300, 320, 300, { fill: pal.glow, opacity: 0.7 }), path(`M-160 -300h320v300h-320z${cells.join('')}`, { fill: '#f3eee4', 'fill-rule': 'evenodd' }));
};
