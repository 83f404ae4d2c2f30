/** Halls and special rooms: banquet, clinic, library, showroom, workshop, corridor, stair, galleries. */
import { circle, g, path, rect } from './svg.mjs';
import { armchair, plant } from './furniture-home.mjs';
import { artFrame, bookshelf, boardTable, chandelier, cncMachine, dentalChair, flutedWall, glassPartition, pendant, roundTable, stage, swatches } from './furniture-work.mjs';
import { FACTORY_ROOM, hang, onBack, plane, put } from './scene-kit.mjs';
import { darken, lighten } from './palette.mjs';

export const banquet = () => ({
  floor: 'carpet',
  ceiling: 'cove',
  mood: 'evening',
  k: 0.46,
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2;
    const items = [put(room, c, room.k, stage(pal, Math.min(L - 60, 560)))];
    for (const [t, xs] of [[0.12, [0.2, 0.5, 0.8]], [0.3, [0.35, 0.65]]]) for (const f of xs) items.push(put(room, L * f, plane(room, t), roundTable(pal, 120)));
    items.push([0.25, 0.75].map((f) => hang(room, L * f, plane(room, 0.45), chandelier(pal, 120))));
    items.push(hang(room, c, plane(room, 0.2), chandelier(pal, 160)));
    return items;
  },
});

export const clinic = (rand) => ({
  floor: 'tiles',
  ceiling: 'cove',
  windows: [{ wall: 'right', s1: 0.62, s2: 0.86, sill: 100 }],
  draw(room, pal) {
    const L = room.widthCm;
    const cabinets = Array.from({ length: 4 }, (_, i) => rect(-120 + i * 60 + 2, -88, 56, 84, { rx: 2, fill: lighten(pal.ivory, 0.4) }));
    return [
      put(room, L * 0.3, room.k, g({}, cabinets, rect(-124, -96, 248, 8, { fill: lighten(pal.ivory, 0.5) }))),
      onBack(room, L * 0.3, 150, artFrame(pal, rand, 100, 60)),
      put(room, L * 0.82, room.k + 0.03, glassPartition({ ...pal, glass: lighten(pal.sage, 0.3) }, 170, 300, { door: false })),
      put(room, L * 0.5, plane(room, 0.4), dentalChair(pal)),
      hang(room, L * 0.5, plane(room, 0.4), pendant(pal, 'drum', 80)),
    ];
  },
});

export const library = (rand) => ({
  floor: 'planks',
  ceiling: 'grid',
  windows: [{ wall: 'left', s1: 0.6, s2: 0.92, sill: 90 }],
  draw(room, pal) {
    const L = room.widthCm;
    const shelves = [0.25, 0.5, 0.75].map((f) => put(room, L * f, room.k, bookshelf(pal, rand, L * 0.23, 240)));
    return [shelves, put(room, L * 0.5, plane(room, 0.3), boardTable(pal, rand, 260)), put(room, L * 0.5, plane(room, 0.7), boardTable(pal, rand, 300))];
  },
});

const car = (pal, color) =>
  g(
    {},
    path('M-220 -40 Q-222 -78 -170 -84 L-110 -88 Q-70 -140 10 -140 Q80 -140 120 -92 L190 -84 Q226 -78 224 -40 Z', { fill: color }),
    path('M-92 -92 Q-60 -130 4 -130 Q60 -130 96 -92 Z', { fill: '#3b4a52', opacity: 0.85 }),
    [-140, 140].map((x) => g({}, circle(x, -34, 32, { fill: pal.charcoal }), circle(x, -34, 14, { fill: '#8d8f8c' }))),
    rect(-230, -10, 460, 10, { rx: 5, fill: pal.shadow, opacity: 0.15 }),
  );

export const showroom = (rand) => ({
  floor: 'tiles',
  ceiling: 'baffle',
  draw(room, pal) {
    const L = room.widthCm;
    return [
      put(room, L / 2, room.k, glassPartition({ ...pal, glass: '#c9d7db' }, L - 20, 320, { door: false, band: false })),
      put(room, L * 0.45, plane(room, 0.45), car(pal, rand.pick(['#8d2f2a', '#2f4a3f', '#d9d6cf', '#3a4b5c']))),
      put(room, L * 0.88, plane(room, 0.3), plant(pal, rand, 160)),
    ];
  },
});

export const workshop = () => ({
  ...FACTORY_ROOM,
  draw(room, pal) {
    const L = room.widthCm;
    const tubes = [0.3, 0.5, 0.7].map((f) => hang(room, L * 0.5, plane(room, f), g({}, rect(-90, 30, 180, 6, { fill: pal.glow }), rect(-90, 36, 180, 40, { fill: pal.glow, opacity: 0.15 }))));
    const stacks = [0, 1, 2, 3, 4, 5].map((i) => rect(-60, -12 - i * 6, 120 - i * 4, 5, { fill: i % 2 ? pal.woodLight : pal.ivory }));
    return [tubes, put(room, L * 0.18, plane(room, 0.1), g({}, stacks)), put(room, L * 0.55, plane(room, 0.35), cncMachine(pal))];
  },
});

export const corridor = (rand) => ({
  floor: 'tiles',
  ceiling: 'grid',
  k: 0.3,
  vp: (w, h) => [w * 0.5, h * 0.46],
  draw(room, pal) {
    const L = room.widthCm;
    const doors = [0.45, 0.62, 0.8].map((s) => {
      const pts = (x, w) => [[x, 0, s], [x, 0, s + w], [x, 220, s + w], [x, 220, s]].map(([a, h, sc]) => room.proj(a, h, sc));
      return [0, L].map((x) => path(`M${pts(x, 0.07).map(([a, b]) => `${Math.round(a)} ${Math.round(b)}`).join('L')}Z`, { fill: x ? pal.glass : pal.wood, opacity: x ? 0.6 : 1 }));
    });
    return [doors, onBack(room, L / 2, 100, artFrame(pal, rand, 100, 120))];
  },
});

export const staircase = (rand, { label = 'STUDIO' } = {}) => ({
  floor: 'marble',
  ceiling: 'cove',
  mood: 'green',
  draw(room, pal) {
    const L = room.widthCm;
    const steps = Array.from({ length: 10 }, (_, i) => rect(-200 + i * 26, -18 - i * 18, 240 - i * 26, 18, { fill: i % 2 ? lighten(pal.linen, 0.2) : pal.linen }));
    const rail = path('M-200 -110 L60 -290', { stroke: pal.brass, 'stroke-width': 4 });
    return [put(room, L * 0.32, room.k, flutedWall(pal, L * 0.6, 320, label)), put(room, L * 0.66, plane(room, 0.3), g({}, steps, rail))];
  },
});

/** A wall of frames: the gallery page banner. */
export const galleryWall = (rand) => ({
  floor: 'planks',
  ceiling: 'plain',
  draw(room, pal) {
    const L = room.widthCm;
    const frames = [];
    for (let x = 60; x < L - 60; x += rand.int(110, 150)) frames.push(onBack(room, x, rand.int(110, 150), artFrame(pal, rand, rand.int(60, 90), rand.int(60, 100))));
    const spots = frames.map((_, i) => hang(room, 60 + i * 130, room.k + 0.02, pendant(pal, 'cone', 30)));
    return [frames, spots, put(room, L * 0.5, plane(room, 0.4), g({}, rect(-90, -45, 180, 45, { rx: 6, fill: darken(pal.fabric, 0.1) })))];
  },
});

/** Shelves of laminate, veneer and stone samples in the studio. */
export const materialLibrary = (rand) => ({
  floor: 'planks',
  ceiling: 'cove',
  draw(room, pal) {
    const L = room.widthCm;
    const chips = [];
    const colours = [pal.wood, pal.woodLight, pal.sage, pal.linen, pal.brassLight, lighten(pal.accent, 0.3), pal.ivory, lighten(pal.feature, 0.35)];
    for (let r = 0; r < 5; r += 1) for (let c = 0; c < 12; c += 1) chips.push([-L * 0.42 + c * (L * 0.07), -280 + r * 48, L * 0.055, 38, rand.pick(colours)]);
    return [put(room, L / 2, room.k, g({}, rect(-L * 0.44, -290, L * 0.88, 250, { fill: darken(pal.wall, 0.15) }), swatches(chips))), put(room, L * 0.5, plane(room, 0.45), boardTable(pal, rand, 260)), put(room, L * 0.12, plane(room, 0.5), armchair(pal))];
  },
});
