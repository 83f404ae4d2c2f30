/** Catalogue pieces for aluminium and glass work: windows, doors, partitions, railings, counters. */
import { circle, g, line, path, rect } from './svg.mjs';
import { plant } from './furniture-home.mjs';
import { glassPartition, officeChair, workstation } from './furniture-work.mjs';
import { darken, lighten } from './palette.mjs';

const ALU = '#7d8286';
const GLASS = { fill: '#bfd0d4', opacity: 0.85 };
const glint = (x, y, s = 1) => path(`M${x} ${y}l${30 * s} 0l${-30 * s} ${40 * s}z`, { fill: '#ffffff', opacity: 0.5 });

/** A wall opening filled with sky, so windows and glass read as glass. */
const opening = (x, y, w, h) => rect(x, y, w, h, { fill: 'url(#rs)' });

export const slidingWindow = (pal, rand) => {
  const tracks = rand.pick([2, 3]);
  const w = 260;
  const pw = w / tracks;
  const shutters = Array.from({ length: tracks }, (_, i) =>
    g({}, rect(-w / 2 + i * pw + (i % 2 ? -6 : 0), -230, pw + 6, 140, { fill: 'none', stroke: ALU, 'stroke-width': 6 }), rect(-w / 2 + i * pw + pw - 12, -170, 3, 26, { fill: pal.charcoal })),
  );
  return g(
    {},
    opening(-w / 2, -230, w, 140),
    rect(-w / 2, -230, pw, 140, { fill: pal.charcoal, opacity: 0.18 }),
    glint(-w / 2 + pw + 10, -220),
    shutters,
    rect(-w / 2 - 10, -92, w + 20, 8, { fill: ALU }),
  );
};

export const openableWindow = () =>
  g(
    {},
    opening(-120, -240, 240, 150),
    rect(-120, -240, 240, 150, { fill: 'none', stroke: ALU, 'stroke-width': 7 }),
    line(0, -240, 0, -90, { stroke: ALU, 'stroke-width': 6 }),
    path('M0 -236 L70 -220 L70 -108 L0 -94 Z', { fill: '#bfd0d4', opacity: 0.9, stroke: ALU, 'stroke-width': 5 }),
    glint(-100, -230),
    rect(-130, -92, 260, 8, { fill: ALU }),
  );

export const fixWindow = () =>
  g(
    {},
    opening(-170, -280, 340, 250),
    rect(-170, -280, 340, 250, { fill: 'none', stroke: ALU, 'stroke-width': 8 }),
    glint(-150, -268, 1.6),
    line(-170, -90, 170, -90, { stroke: ALU, 'stroke-width': 5 }),
  );

export const slidingDoor = (pal, rand, { sensor = false } = {}) =>
  g(
    {},
    opening(-160, -250, 320, 250),
    rect(-160, -250, 170, 250, { ...GLASS, opacity: 0.55, stroke: ALU, 'stroke-width': sensor ? 2 : 7 }),
    rect(10, -250, 150, 250, { fill: 'none', stroke: ALU, 'stroke-width': sensor ? 2 : 7 }),
    sensor ? g({}, rect(-170, -272, 340, 22, { fill: ALU }), rect(-16, -268, 32, 12, { rx: 3, fill: pal.charcoal }), circle(0, -262, 3, { fill: pal.glow })) : rect(
      -14,
      -140,
      3,
      40,
      { fill: pal.charcoal },
    ),
    glint(-140, -236, 1.4),
    g({ transform: 'translate(230 0)' }, plant(pal, rand, 140)),
  );

export const louvers = () => {
  const blades = Array.from({ length: 8 }, (_, i) => `M-80 ${-250 + i * 20}l160 0l0 10l-160 6z`).join('');
  return g({}, opening(-80, -260, 160, 170), path(blades, { fill: lighten(ALU, 0.3), stroke: ALU }), rect(-80, -260, 160, 170, { fill: 'none', stroke: ALU, 'stroke-width': 7 }));
};

export const openableDoor = (pal, rand, { double = true } = {}) => {
  const leaf = (x) => g({}, rect(x, -230, 90, 230, { fill: 'none', stroke: ALU, 'stroke-width': 7 }), rect(x + 8, -222, 74, 110, GLASS), rect(x + 8, -104, 74, 96, { fill: lighten(pal.linen, 0.2) }));
  return g({}, double ? [leaf(-90), leaf(0)] : leaf(-45), rect(-8, -130, 3, 36, { fill: pal.charcoal }), rect(5, -130, 3, 36, { fill: pal.charcoal }));
};

/** An office partition: `half` stops at desk height with workstations behind it. */
export const aluminiumPartition = (pal, rand, { half = false } = {}) => {
  if (half) return g({}, [-100, 100].map((x) => g({ transform: `translate(${x} 0)` }, workstation(pal, rand, 180))));
  const infill = [GLASS, { fill: pal.wood }, GLASS, { fill: lighten(pal.linen, 0.2) }];
  return g(
    {},
    [0, 1, 2, 3].map((i) => g({}, rect(-200 + i * 100, -300, 100, 140, GLASS), rect(-200 + i * 100, -160, 100, 160, infill[i]))),
    path(Array.from({ length: 5 }, (_, i) => `M${-200 + i * 100} -300v300`).join('') + 'M-200 -160h400M-200 -300h400', { stroke: ALU, 'stroke-width': 6 }),
  );
};

export const glassDoor = () =>
  g(
    {},
    rect(-130, -250, 260, 250, GLASS),
    line(0, -250, 0, 0, { stroke: '#ffffff', 'stroke-width': 2 }),
    [-126, 104].map((x) => g({}, rect(x, -250, 22, 12, { fill: '#a9aeb0' }), rect(x, -12, 22, 12, { fill: '#a9aeb0' }))),
    rect(-16, -160, 4, 80, { fill: '#a9aeb0' }),
    rect(12, -160, 4, 80, { fill: '#a9aeb0' }),
    glint(-110, -236, 1.5),
  );

export const showerPartition = (pal) => {
  const tiles = Array.from({ length: 8 }, (_, i) => `M-180 ${-300 + i * 40}h360`).join('') + Array.from({ length: 6 }, (_, i) => `M${-180 + i * 60} -300v300`).join('');
  return g(
    {},
    rect(-180, -300, 360, 300, { fill: lighten(pal.linen, 0.25) }),
    path(tiles, { stroke: darken(pal.linen, 0.08) }),
    path('M-120 -250 q0 -20 20 -20 h30', { fill: 'none', stroke: '#a9aeb0', 'stroke-width': 4 }),
    circle(-70, -268, 10, { fill: '#a9aeb0' }),
    rect(-10, -230, 150, 230, GLASS),
    rect(-10, -234, 150, 4, { fill: '#a9aeb0' }),
    glint(10, -220, 1.2),
    rect(-180, -6, 360, 6, { fill: pal.charcoal, opacity: 0.6 }),
  );
};

export const glassCabin = (pal) => g(
  {},
  rect(-20, -80, 140, 6, { fill: pal.wood }),
  rect(20, -124, 56, 36, { fill: pal.charcoal }),
  g({ transform: 'translate(50 0)' }, officeChair(pal)),
  glassPartition(pal, 360, 300, { door: true }),
);

export const counterPartition = (pal) =>
  g(
    {},
    rect(-180, -110, 360, 110, { fill: pal.wood }),
    rect(-186, -116, 372, 8, { fill: lighten(pal.ivory, 0.3) }),
    rect(-170, -240, 340, 124, GLASS),
    rect(-40, -132, 80, 16, { rx: 4, fill: lighten(pal.wall, 0.2) }),
    circle(0, -180, 14, { fill: 'none', stroke: '#ffffff', 'stroke-width': 3 }),
    glint(-150, -230),
  );

export const glassTable = (pal) =>
  g(
    {},
    rect(-140, -80, 280, 8, { ...GLASS, opacity: 0.9 }),
    path('M-110 -72 L-80 0 M110 -72 L80 0', { stroke: pal.brass, 'stroke-width': 5 }),
    path('M-80 -72 L-110 0 M80 -72 L110 0', { stroke: pal.brass, 'stroke-width': 5 }),
    circle(40, -92, 14, { fill: pal.ivory }),
    rect(-60, -88, 50, 8, { fill: pal.accent }),
  );

export const glassRailing = (pal) =>
  g(
    {},
    path(`M-200 0${'v-26h40'.repeat(9)}V0Z`, { fill: pal.linen }),
    path('M-200 -26 L160 -234 L160 -324 L-200 -116 Z', GLASS),
    path('M-200 -122 L160 -330', { stroke: pal.brass, 'stroke-width': 5 }),
  );
