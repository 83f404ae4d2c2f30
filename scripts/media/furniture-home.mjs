/**
 * Home furniture, drawn front-on in centimetres around the piece's floor point (y up is negative).
 * A scene drops each piece into a room with `g({ transform: room.place(x, s) }, piece)`.
 */
import { circle, ellipse, g, line, path, rect } from './svg.mjs';
import { darken, lighten } from './palette.mjs';

export const shadow = (w, pal, depth = 9) => ellipse(0, 0, w / 2 + 8, depth, { fill: pal.shadow, opacity: 0.14 });

export function sofa(pal, rand, w = 220) {
  const c = pal.fabric;
  const half = w / 2;
  const cushions = rand.pick([2, 3]);
  const cw = (w - 44) / cushions;
  return g(
    {},
    shadow(w, pal),
    rect(-half + 10, -10, 8, 10, { fill: pal.woodDark }),
    rect(half - 18, -10, 8, 10, { fill: pal.woodDark }),
    rect(-half + 16, -86, w - 32, 50, { rx: 10, fill: darken(c, 0.1) }),
    rect(-half, -44, w, 34, { rx: 7, fill: c }),
    Array.from({ length: cushions }, (_, i) => rect(-half + 22 + i * cw + 2, -54, cw - 4, 16, { rx: 6, fill: lighten(c, 0.1) })),
    rect(-half, -64, 24, 54, { rx: 9, fill: darken(c, 0.05) }),
    rect(half - 24, -64, 24, 54, { rx: 9, fill: darken(c, 0.05) }),
    rect(-half + 30, -80, 34, 30, { rx: 8, fill: pal.accent, transform: 'rotate(-8)' }),
    rect(half - 66, -78, 32, 28, { rx: 8, fill: lighten(pal.fabric2, 0.1), transform: 'rotate(7)' }),
  );
}

export function armchair(pal, w = 86) {
  const c = pal.fabric2;
  return g(
    {},
    shadow(w, pal, 6),
    rect(-w / 2 + 8, -12, 6, 12, { fill: pal.woodDark }),
    rect(w / 2 - 14, -12, 6, 12, { fill: pal.woodDark }),
    rect(-w / 2 + 10, -92, w - 20, 56, { rx: 14, fill: darken(c, 0.08) }),
    rect(-w / 2, -46, w, 34, { rx: 10, fill: c }),
    rect(-w / 2, -62, 16, 50, { rx: 7, fill: darken(c, 0.04) }),
    rect(w / 2 - 16, -62, 16, 50, { rx: 7, fill: darken(c, 0.04) }),
  );
}

export function coffeeTable(pal, w = 110) {
  return g(
    {},
    shadow(w, pal, 5),
    rect(-w / 2, -40, w, 7, { rx: 3, fill: pal.wood }),
    rect(-w / 2 + 10, -33, 6, 33, { fill: pal.woodDark }),
    rect(w / 2 - 16, -33, 6, 33, { fill: pal.woodDark }),
    rect(-w / 2 + 14, -16, w - 28, 4, { fill: pal.woodDark, opacity: 0.7 }),
    ellipse(-w / 6, -46, 12, 6, { fill: pal.brass }),
    rect(w / 8, -52, 22, 12, { rx: 2, fill: pal.ivory }),
  );
}

export function sideTable(pal, lamp = true) {
  return g(
    {},
    shadow(46, pal, 5),
    rect(-23, -55, 46, 55, { rx: 3, fill: pal.wood }),
    line(-23, -30, 23, -30, { stroke: pal.woodDark, 'stroke-width': 1.5 }),
    circle(0, -42, 2, { fill: pal.brass }),
    lamp ? g({}, rect(-2, -80, 4, 25, { fill: pal.brass }), path('M-16 -78 L16 -78 L10 -104 L-10 -104 Z', { fill: pal.linen })) : '',
  );
}

export function plant(pal, rand, h = 140) {
  const leaves = [];
  for (let i = 0; i < 7; i += 1) {
    const angle = -70 + i * 23 + rand.range(-6, 6);
    const len = h * rand.range(0.45, 0.75);
    leaves.push(ellipse(0, -len / 2, 9, len / 2, { transform: `translate(0 -40) rotate(${Math.round(angle)})`, fill: i % 2 ? pal.sage : '#6f8a6c' }));
  }
  return g({}, shadow(44, pal, 5), g({}, leaves), path('M-20 -42 L20 -42 L15 0 L-15 0 Z', { fill: pal.charcoal }));
}

export function floorLamp(pal) {
  return g(
    {},
    ellipse(0, 0, 18, 4, { fill: pal.charcoal }),
    rect(-1.5, -150, 3, 150, { fill: pal.brass }),
    path('M-20 -148 L20 -148 L13 -178 L-13 -178 Z', { fill: pal.ivory }),
    ellipse(0, -150, 40, 26, { fill: pal.glow, opacity: 0.25 }),
  );
}

export function bed(pal, rand, w = 180) {
  const half = w / 2;
  return g(
    {},
    shadow(w + 20, pal, 10),
    rect(-half - 10, -120, w + 20, 120, { rx: 6, fill: pal.feature }),
    Array.from({ length: 5 }, (_, i) => line(-half - 10 + (i + 1) * ((w + 20) / 6), -116, -half - 10 + (i + 1) * ((w + 20) / 6), -60, { stroke: darken(pal.feature, 0.2), 'stroke-width': 1.5 })),
    rect(-half, -55, w, 55, { rx: 4, fill: pal.woodDark }),
    rect(-half + 4, -66, w - 8, 26, { rx: 8, fill: pal.ivory }),
    ellipse(-w / 4, -72, w / 6, 12, { fill: lighten(pal.linen, 0.3) }),
    ellipse(w / 4, -72, w / 6, 12, { fill: lighten(pal.linen, 0.3) }),
    rect(-half + 2, -50, w - 4, 32, { rx: 6, fill: rand.pick([pal.fabric, pal.sage, pal.linen]) }),
    rect(-half + 2, -36, w - 4, 6, { fill: pal.accent, opacity: 0.8 }),
  );
}

export function diningSet(pal, w = 160) {
  const chair = (x) => g(
    {},
    rect(x - 20, -96, 40, 50, { rx: 8, fill: pal.fabric }),
    rect(x - 22, -48, 44, 8, { rx: 3, fill: darken(pal.fabric, 0.1) }),
    rect(x - 18, -40, 4, 40, { fill: pal.woodDark }),
    rect(x + 14, -40, 4, 40, { fill: pal.woodDark }),
  );
  return g(
    {},
    shadow(w + 40, pal, 8),
    chair(-w / 2 + 25),
    chair(w / 2 - 25),
    rect(-w / 2, -76, w, 7, { rx: 2, fill: pal.wood }),
    rect(-w / 2 + 12, -69, 7, 69, { fill: pal.woodDark }),
    rect(w / 2 - 19, -69, 7, 69, { fill: pal.woodDark }),
    ellipse(0, -82, 18, 6, { fill: pal.ivory }),
  );
}

/** A run of kitchen units along a wall, `w` cm wide: base, counter, splash, wall units, hood. */
export function kitchenRun(pal, rand, w = 360) {
  const half = w / 2;
  const doors = Math.max(3, Math.round(w / 60));
  const dw = w / doors;
  const shutter = rand.pick([pal.feature, pal.ivory, pal.sage, pal.wood]);
  const base = [];
  const wall = [];
  for (let i = 0; i < doors; i += 1) {
    const x = -half + i * dw;
    base.push(rect(x + 2, -82, dw - 4, 74, { rx: 2, fill: shutter }), rect(x + dw / 2 - 10, -76, 20, 2.5, { fill: pal.brass }));
    if (i !== Math.floor(doors / 2)) wall.push(rect(x + 2, -222, dw - 4, 70, { rx: 2, fill: lighten(shutter, 0.12) }), rect(x + dw / 2 - 10, -158, 20, 2.5, { fill: pal.brass }));
  }
  const hx = -half + Math.floor(doors / 2) * dw;
  return g(
    {},
    rect(-half, -150, w, 58, { fill: lighten(pal.linen, 0.2) }),
    g({ stroke: darken(pal.linen, 0.1), 'stroke-width': 1 }, Array.from({ length: Math.floor(w / 30) }, (_, i) => line(-half + (i + 1) * 30, -150, -half + (i + 1) * 30, -92))),
    rect(-half, -92, w, 6, { fill: pal.charcoal }),
    rect(-half, -8, w, 8, { fill: darken(shutter, 0.35) }),
    base,
    wall,
    path(`M${hx + 10} -150 L${hx + dw - 10} -150 L${hx + dw / 2 + 12} -200 L${hx + dw / 2 - 12} -200 Z`, { fill: '#8d8f8c' }),
    rect(hx + dw / 2 - 12, -222, 24, 22, { fill: '#8d8f8c' }),
    rect(hx + 14, -98, dw - 28, 4, { fill: pal.charcoal }),
  );
}

/** A low TV console with the screen above it, on a panelled wall section. */
export function tvWall(pal, rand, w = 260) {
  const half = w / 2;
  const flutes = [];
  for (let x = -half + 8; x < half; x += 12) flutes.push(line(x, -250, x, -60, {}));
  return g(
    {},
    rect(-half, -250, w, 250, { fill: pal.feature }),
    g({ stroke: darken(pal.feature, 0.18), 'stroke-width': 2 }, flutes),
    rect(-62, -175, 124, 70, { rx: 2, fill: pal.charcoal }),
    rect(-58, -171, 116, 62, { fill: '#3b4a52', opacity: 0.9 }),
    rect(-half - 10, -52, w + 20, 40, { rx: 2, fill: pal.wood }),
    line(-half + w / 3 - 10, -50, -half + w / 3 - 10, -14, { stroke: pal.woodDark }),
    line(half - w / 3 + 10, -50, half - w / 3 + 10, -14, { stroke: pal.woodDark }),
    rect(-half + 20, -60, 22, 8, { fill: pal.brass }),
    rand.chance(0.5) ? rect(-half - 10, -4, w + 20, 4, { fill: pal.glow, opacity: 0.6 }) : '',
  );
}

/** A wardrobe: full-height shutters with a loft, `w` cm wide. */
export function wardrobe(pal, rand, w = 240, h = 280) {
  const half = w / 2;
  const doors = Math.max(2, Math.round(w / 55));
  const dw = w / doors;
  const finish = rand.pick([pal.wood, pal.ivory, pal.sage, pal.feature, pal.linen]);
  const items = [rect(-half, -h, w, h, { fill: darken(finish, 0.2) })];
  for (let i = 0; i < doors; i += 1) {
    const x = -half + i * dw;
    items.push(rect(x + 2, -h + 4, dw - 4, 52, { fill: lighten(finish, 0.05) }));
    items.push(rect(x + 2, -h + 60, dw - 4, h - 66, { fill: finish }));
    const hx = i % 2 ? x + 10 : x + dw - 12;
    items.push(rect(hx, -h / 2 - 30, 2.5, 60, { fill: pal.brass }));
  }
  return g({}, shadow(w, pal, 6), items);
}
