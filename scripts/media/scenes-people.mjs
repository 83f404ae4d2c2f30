/** Scenes with people: talks, open houses, celebrations, expos, site briefings and team photos. */
import { circle, g, line, path, rect, text } from './svg.mjs';
import { kitchenRun, plant } from './furniture-home.mjs';
import { bookshelf, boardTable, cncMachine, pendant, wallScreen } from './furniture-work.mjs';
import { figure, group } from './people.mjs';
import { FACTORY_ROOM, hang, onBack, plane, put } from './scene-kit.mjs';
import { darken, lighten } from './palette.mjs';

const audience = (room, rand, rows) =>
  rows.map((t) => {
    const L = room.widthCm;
    const n = Math.floor((L - 80) / 70);
    return Array.from({ length: n }, (_, i) => put(room, 70 + i * 70 + rand.range(-6, 6), plane(room, t), figure(rand, { pose: 'back' })));
  });

/** A talk or workshop: a screen, a speaker and rows of listeners. `chart` shows bars on the screen. */
export const talk = (rand, { chart = false } = {}) => ({
  floor: 'carpet',
  ceiling: 'cove',
  mood: rand.pick(['day', 'evening']),
  draw(room, pal) {
    const L = room.widthCm;
    const bars = chart ? [0, 1, 2, 3].map((i) => rect(-60 + i * 32, -20 - 18 * (i + 1), 20, 18 * (i + 1), { fill: i === 3 ? pal.brass : lighten(pal.sage, 0.3) })) : '';
    return [
      onBack(room, L * 0.45, 100, g({}, wallScreen(pal, 220), bars)),
      put(room, L * 0.78, room.k + 0.02, figure(rand, { clothes: pal.green })),
      put(room, L * 0.78, room.k + 0.01, rect(-22, -105, 44, 105, { fill: pal.wood })),
      audience(room, rand, [0.35, 0.6, 0.85]),
    ];
  },
});

/** Hard hats, a clipboard and a toolbox talk in the workshop or on site. */
export const toolboxTalk = (rand) => ({
  ...FACTORY_ROOM,
  draw(room, pal) {
    const L = room.widthCm;
    const sign = g(
      {},
      rect(-70, -60, 140, 60, { fill: '#2f5d46' }),
      text(0, -24, 'SAFETY FIRST', { 'text-anchor': 'middle', 'font-family': 'Arial, sans-serif', 'font-size': 14, 'font-weight': 700, fill: '#ffffff' }),
    );
    return [
      onBack(room, L * 0.25, 160, sign),
      put(room, L * 0.7, room.k, cncMachine(pal)),
      put(room, L * 0.5, plane(room, 0.3), group(rand, 5, 52, { hat: true })),
      put(room, L * 0.5, plane(room, 0.62), group(rand, 3, 64, { hat: true })),
    ];
  },
});

/** Visitors trying out kitchens in the studio. */
export const openHouse = (rand) => ({
  floor: 'tiles',
  ceiling: 'cove',
  draw(room, pal) {
    const L = room.widthCm;
    return [
      put(room, L / 2, room.k, kitchenRun(pal, rand, Math.min(L - 60, 420))),
      put(room, L * 0.35, plane(room, 0.3), group(rand, 2, 50)),
      put(room, L * 0.7, plane(room, 0.45), group(rand, 3, 50)),
      [0.35, 0.7].map((f) => hang(room, L * f, plane(room, 0.3), pendant(pal, 'dome', 110))),
    ];
  },
});

/** A string of lights sagging across the room on plane `s`. */
const lights = (room, pal, s) => {
  const [x0, y0] = room.proj(0, room.ceilingCm - 30, s);
  const [x1, y1] = room.proj(room.widthCm, room.ceilingCm - 30, s);
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2 + 90 * s];
  const at = (t) => [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1];
  const bulbs = Array.from({ length: 15 }, (_, i) => circle(...at((i + 1) / 16), 4, { fill: pal.glow }));
  return g({}, path(`M${Math.round(x0)} ${Math.round(y0)} Q${Math.round(cx)} ${Math.round(cy)} ${Math.round(x1)} ${Math.round(y1)}`, { fill: 'none', stroke: pal.charcoal, 'stroke-width': 1 }), bulbs);
};

const lantern = (pal) => g(
  {},
  line(0, 0, 0, 40, { stroke: pal.charcoal }),
  path('M0 40 L18 62 L0 84 L-18 62 Z', { fill: pal.accent }),
  path('M-18 62 L18 62', { stroke: pal.brassLight, 'stroke-width': 2 }),
  circle(0, 62, 8, { fill: pal.glow, opacity: 0.8 }),
);

/** An evening gathering with string lights; `festive` adds lanterns and a row of lamps. */
export const celebration = (rand, { festive = false } = {}) => ({
  floor: 'tiles',
  ceiling: 'plain',
  mood: 'evening',
  draw(room, pal) {
    const L = room.widthCm;
    const diyas = Array.from(
      { length: 12 },
      (_, i) => g({ transform: `translate(${Math.round(-L * 0.35 + i * L * 0.064)} 0)` }, path('M-8 0 Q0 8 8 0 Z', { fill: pal.accent }), path('M0 -2 Q-3 -8 0 -14 Q3 -8 0 -2 Z', { fill: pal.glow })),
    );
    return [
      lights(room, pal, plane(room, 0.1)),
      lights(room, pal, plane(room, 0.5)),
      festive ? [0.2, 0.45, 0.7, 0.9].map((f) => hang(room, L * f, plane(room, 0.2), lantern(pal))) : '',
      put(room, L * 0.5, room.k, g({}, rect(-130, -80, 260, 80, { fill: lighten(pal.linen, 0.3) }), rect(-130, -84, 260, 6, { fill: pal.brass }))),
      festive ? put(room, L * 0.5, plane(room, 0.05), g({}, diyas)) : '',
      put(room, L * 0.3, plane(room, 0.35), group(rand, 3, 46)),
      put(room, L * 0.72, plane(room, 0.5), group(rand, 3, 46)),
    ];
  },
});

/** Supplier stalls with sample boards. */
export const expo = (rand) => ({
  floor: 'carpet',
  ceiling: 'grid',
  draw(room, pal) {
    const L = room.widthCm;
    const stall = (colour) =>
      g(
        {},
        rect(-90, -250, 180, 250, { fill: lighten(colour, 0.55) }),
        rect(-90, -250, 180, 36, { fill: colour }),
        [0, 1, 2].map((i) => rect(-70 + i * 50, -190, 40, 70, { fill: [pal.wood, pal.sage, pal.linen][i] })),
        rect(-80, -90, 160, 90, { fill: colour }),
      );
    return [
      [0.2, 0.5, 0.8].map((f, i) => put(room, L * f, room.k, stall([pal.green, pal.charcoal, pal.accent][i]))),
      put(room, L * 0.3, plane(room, 0.35), group(rand, 2, 50)),
      put(room, L * 0.7, plane(room, 0.5), group(rand, 3, 50)),
    ];
  },
});

/** Hands-on work at a bench: solid-surface sheets or a drawing table. */
export const masterclass = (rand) => ({
  ...FACTORY_ROOM,
  draw(room, pal) {
    const L = room.widthCm;
    const bench = g(
      {},
      rect(-150, -90, 300, 10, { fill: lighten(pal.ivory, 0.5) }),
      rect(-140, -80, 10, 80, { fill: pal.charcoal }),
      rect(130, -80, 10, 80, { fill: pal.charcoal }),
      rect(-100, -96, 120, 6, { fill: pal.linen }),
    );
    return [put(room, L * 0.5, plane(room, 0.25), group(rand, 5, 55)), put(room, L * 0.5, plane(room, 0.4), bench), put(room, L * 0.8, room.k, bookshelf(pal, rand, 150, 200))];
  },
});

/** A team photo: two rows of colleagues in the office. */
export const team = (rand, { hat = false } = {}) => ({
  ...(hat ? FACTORY_ROOM : { floor: 'planks', ceiling: 'cove', mood: 'day' }),
  windows: [{ wall: 'left', s1: 0.62, s2: 0.9 }],
  draw(room, pal) {
    const L = room.widthCm;
    return [
      hat ? put(room, L * 0.5, room.k, g({}, rect(-200, -300, 400, 300, { fill: darken(pal.wall, 0.1) }), line(-200, -150, 200, -150, { stroke: pal.wood, 'stroke-width': 6 }))) : put(
        room,
        L * 0.8,
        room.k,
        bookshelf(pal, rand, 150, 220),
      ),
      put(room, L * 0.5, plane(room, 0.25), group(rand, 5, 50, { hat })),
      put(room, L * 0.5, plane(room, 0.4), group(rand, 4, 56, { hat })),
      hat ? '' : put(room, 50, plane(room, 0.1), plant(pal, rand)),
    ];
  },
});

/** Designers around a table reviewing drawings. */
export const review = (rand) => ({
  floor: 'planks',
  ceiling: 'plain',
  windows: [{ wall: 'right', s1: 0.62, s2: 0.92 }],
  draw(room, pal) {
    const L = room.widthCm;
    const sheets = [0, 1, 2].map((i) => rect(-110 + i * 80, -84, 60, 6, { fill: lighten(pal.ivory, 0.5) }));
    return [
      put(room, L * 0.8, room.k, bookshelf(pal, rand, 160, 220)),
      put(room, L * 0.45, plane(room, 0.2), group(rand, 4, 60)),
      put(room, L * 0.45, plane(room, 0.4), g({}, boardTable(pal, rand, 280), sheets)),
      hang(room, L * 0.45, plane(room, 0.4), pendant(pal, 'cone', 140)),
    ];
  },
});
