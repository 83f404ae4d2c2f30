/** Residential rooms: living, bedroom, kitchen, dining, guest room, verandah, an empty room. */
import { g, path, rect } from './svg.mjs';
import { armchair, bed, coffeeTable, diningSet, floorLamp, kitchenRun, plant, sideTable, sofa, tvWall, wardrobe } from './furniture-home.mjs';
import { artFrame, chandelier, pendant } from './furniture-work.mjs';
import { floorPatch, hang, onBack, plane, put } from './scene-kit.mjs';
import { lighten } from './palette.mjs';

const left = (rand) => [{ wall: rand.pick(['left', 'right']), s1: 0.66, s2: 0.9 }];

export const living = (rand) => ({
  floor: rand.pick(['planks', 'marble']),
  ceiling: 'cove',
  windows: left(rand),
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2 + rand.range(-40, 40);
    const withTv = rand.chance(0.4);
    return [
      withTv ? put(room, c, room.k, tvWall(pal, rand, 260)) : onBack(room, c, 120, g({}, artFrame(pal, rand, 110, 80))),
      floorPatch(room, c - 150, c + 150, plane(room, 0.15), plane(room, 0.55), { fill: lighten(pal.fabric2, 0.35), opacity: 0.9 }),
      put(room, c - 190, plane(room, 0.05), plant(pal, rand)),
      put(room, c + 170, plane(room, 0.04), floorLamp(pal)),
      withTv ? put(room, c - 150, plane(room, 0.4), armchair(pal)) : put(room, c, plane(room, 0.08), sofa(pal, rand, 230)),
      put(room, c + 140, plane(room, 0.42), armchair(pal)),
      put(room, c - 20, plane(room, 0.4), coffeeTable(pal)),
      hang(room, c - 20, plane(room, 0.35), pendant(pal, rand.pick(['dome', 'globe', 'drum']), 110)),
    ];
  },
});

export const bedroom = (rand) => ({
  floor: 'planks',
  ceiling: 'cove',
  windows: left(rand),
  draw(room, pal) {
    const withWardrobe = rand.chance(0.5);
    const c = withWardrobe ? room.widthCm * 0.38 : room.widthCm / 2 + rand.range(-30, 30);
    return [
      onBack(room, c, 150, artFrame(pal, rand, 120, 60)),
      withWardrobe ? put(room, room.widthCm - 80, room.k, wardrobe(pal, rand, 140, 290)) : put(room, 60, plane(room, 0.05), plant(pal, rand)),
      put(room, c - 125, plane(room, 0.02), sideTable(pal)),
      put(room, c + 125, plane(room, 0.02), sideTable(pal)),
      put(room, c, plane(room, 0.06), bed(pal, rand, 180)),
      hang(room, c - 125, plane(room, 0.02), pendant(pal, 'globe', 150)),
      hang(room, c + 125, plane(room, 0.02), pendant(pal, 'globe', 150)),
    ];
  },
});

export const kitchen = (rand) => ({
  floor: 'tiles',
  ceiling: rand.pick(['cove', 'plain']),
  windows: [{ wall: 'right', s1: 0.62, s2: 0.78, sill: 110 }],
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2;
    const island = rect(-90, -92, 180, 90, { fill: rand.pick([pal.wood, pal.sage, pal.fabric]) });
    return [
      put(room, c, room.k, kitchenRun(pal, rand, Math.min(L - 60, 420))),
      put(room, c, plane(room, 0.35), g({}, island, rect(-98, -98, 196, 8, { fill: lighten(pal.linen, 0.3) }), rect(-90, -6, 180, 6, { fill: pal.charcoal }))),
      [-60, 0, 60].map((x) => hang(room, c + x, plane(room, 0.35), pendant(pal, rand.pick(['cone', 'dome']), 105))),
    ];
  },
});

export const dining = (rand) => ({
  floor: rand.pick(['marble', 'planks']),
  ceiling: 'cove',
  windows: left(rand),
  draw(room, pal) {
    const c = room.widthCm / 2;
    return [
      put(room, c, room.k, wardrobe({ ...pal, feature: pal.feature }, rand, 220, 200)),
      onBack(room, c, 210, g({}, rect(-110, -10, 220, 10, { fill: pal.wood }))),
      put(room, c + 180, plane(room, 0.05), plant(pal, rand)),
      put(room, c, plane(room, 0.45), diningSet(pal, 180)),
      hang(room, c, plane(room, 0.45), chandelier(pal, 90)),
    ];
  },
});

export const guestRoom = (rand) => ({
  floor: 'carpet',
  ceiling: 'cove',
  windows: [{ wall: 'left', s1: 0.64, s2: 0.9 }],
  draw(room, pal) {
    const c = room.widthCm / 2 - 20;
    return [
      put(room, c, room.k, rect(-160, -170, 320, 170, { fill: pal.wood })),
      put(room, c - 140, plane(room, 0.03), sideTable(pal)),
      put(room, c + 140, plane(room, 0.03), sideTable(pal)),
      put(room, c, plane(room, 0.05), bed(pal, rand, 200)),
      put(room, room.widthCm - 70, plane(room, 0.4), armchair(pal)),
    ];
  },
});

export const verandah = (rand) => ({
  floor: 'tiles',
  ceiling: 'slats',
  mood: rand.pick(['day', 'evening']),
  draw(room, pal) {
    const L = room.widthCm;
    const view = g(
      {},
      rect(0, -300, L, 300, { fill: 'url(#rs)' }),
      path(`M0 -90 Q${L * 0.2} -170 ${L * 0.4} -120 T${L * 0.8} -130 T${L} -110 L${L} 0 L0 0 Z`, { fill: pal.sage, opacity: 0.8 }),
      rect(0, -40, L, 40, { fill: '#9fb3b5', opacity: 0.9 }),
    );
    const columns = [0.18, 0.5, 0.82].map((f) => put(room, L * f, room.k, rect(-12, -320, 24, 320, { fill: pal.ivory })));
    return [
      put(room, 0, room.k, view),
      columns,
      put(room, L * 0.3, plane(room, 0.3), armchair(pal)),
      put(room, L * 0.62, plane(room, 0.3), armchair(pal)),
      put(room, L * 0.46, plane(room, 0.35), coffeeTable(pal, 80)),
      put(room, L * 0.08, plane(room, 0.6), plant(pal, rand, 170)),
    ];
  },
});

/** A bare, calm room with daylight: the fallback when a project has no picture. */
export const emptyRoom = (rand) => ({
  floor: 'planks',
  ceiling: 'cove',
  windows: [{ wall: 'left', s1: 0.62, s2: 0.92 }],
  draw(room, pal) {
    return [put(room, room.widthCm * 0.78, plane(room, 0.1), plant(pal, rand, 160)), onBack(room, room.widthCm * 0.5, 130, artFrame(pal, rand, 70, 90))];
  },
});
