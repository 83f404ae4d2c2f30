/** Offices: reception, lounge, boardroom, cabins, workstations, meeting room, cafeteria, design studio. */
import { g, rect } from './svg.mjs';
import { armchair, coffeeTable, kitchenRun, plant } from './furniture-home.mjs';
import { artFrame, boardTable, bookshelf, flutedWall, glassPartition, officeChair, pendant, receptionCounter, wallScreen, workstation } from './furniture-work.mjs';
import { hang, onBack, plane, put } from './scene-kit.mjs';
import { darken, lighten } from './palette.mjs';

export const reception = (rand, { label = 'WELCOME' } = {}) => ({
  floor: rand.pick(['marble', 'tiles']),
  ceiling: 'cove',
  mood: 'green',
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2;
    return [
      put(room, c, room.k, flutedWall(pal, Math.min(L - 80, 380), 320, label)),
      put(room, c, plane(room, 0.4), receptionCounter(pal, 260)),
      put(room, c - 40, plane(room, 0.2), officeChair(pal)),
      put(room, 50, plane(room, 0.15), plant(pal, rand, 170)),
      [-90, 0, 90].map((x) => hang(room, c + x, plane(room, 0.4), pendant(pal, 'globe', 110))),
    ];
  },
});

export const lounge = (rand) => ({
  floor: 'marble',
  ceiling: 'cove',
  windows: [{ wall: 'left', s1: 0.6, s2: 0.95, sill: 20, head: 290 }],
  draw(room, pal) {
    const c = room.widthCm * 0.58;
    return [
      onBack(room, c, 130, artFrame(pal, rand, 150, 90)),
      put(room, c - 90, plane(room, 0.25), armchair(pal)),
      put(room, c + 90, plane(room, 0.25), armchair(pal)),
      put(room, c, plane(room, 0.35), coffeeTable(pal, 80)),
      put(room, room.widthCm - 50, plane(room, 0.1), plant(pal, rand, 180)),
      hang(room, c, plane(room, 0.3), pendant(pal, 'drum', 100)),
    ];
  },
});

export const boardroom = (rand) => ({
  floor: 'carpet',
  ceiling: rand.pick(['slats', 'grid']),
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2;
    const slats = Array.from({ length: Math.floor((L - 40) / 14) }, (_, i) => rect(-L / 2 + 20 + i * 14, -320, 8, 320, { fill: pal.wood }));
    return [
      put(room, c, room.k, g({}, rect(-L / 2, -320, L, 320, { fill: darken(pal.wood, 0.45) }), slats)),
      onBack(room, c, 120, wallScreen(pal, 170)),
      put(room, c, plane(room, 0.45), boardTable(pal, rand, Math.min(L - 100, 380))),
      [-110, 0, 110].map((x) => hang(room, c + x, plane(room, 0.45), pendant(pal, 'drum', 120))),
    ];
  },
});

export const cabins = (rand) => ({
  floor: rand.pick(['tiles', 'carpet']),
  ceiling: 'grid',
  draw(room, pal) {
    const L = room.widthCm;
    const n = Math.max(2, Math.floor(L / 220));
    const w = L / n;
    const items = [];
    for (let i = 0; i < n; i += 1) {
      const x = w * (i + 0.5);
      items.push(put(room, x, room.k, g({}, rect(-w / 2 + 10, -80, w - 20, 8, { fill: pal.wood }), rect(-30, -125, 60, 40, { fill: pal.charcoal }))));
      items.push(put(room, x, room.k + 0.02, glassPartition(pal, w - 8, 300, { door: i % 2 === 0 })));
    }
    items.push(put(room, L * 0.3, plane(room, 0.55), plant(pal, rand, 150)));
    return items;
  },
});

export const workstations = (rand) => ({
  floor: rand.pick(['carpet', 'tiles']),
  ceiling: 'grid',
  windows: [{ wall: 'right', s1: 0.6, s2: 0.9, sill: 90 }],
  draw(room, pal) {
    const L = room.widthCm;
    const rows = [0.05, 0.35];
    const items = [put(room, L / 2, room.k, glassPartition(pal, L - 20, 300, { door: true, band: true }))];
    for (const t of rows) {
      const count = Math.floor((L - 60) / 160);
      for (let i = 0; i < count; i += 1) items.push(put(room, 60 + 160 * (i + 0.5), plane(room, t), workstation(pal, rand)));
    }
    return items;
  },
});

export const meetingRoom = (rand) => ({
  floor: 'carpet',
  ceiling: 'cove',
  windows: [{ wall: 'left', s1: 0.62, s2: 0.9 }],
  draw(room, pal) {
    const c = room.widthCm / 2 + 30;
    return [
      onBack(room, c, 110, wallScreen(pal, 150)),
      put(room, c, plane(room, 0.45), boardTable(pal, rand, 240)),
      [-60, 60].map((x) => hang(room, c + x, plane(room, 0.45), pendant(pal, 'dome', 130))),
    ];
  },
});

export const cafeteria = (rand) => ({
  floor: 'tiles',
  ceiling: 'plain',
  windows: [{ wall: 'left', s1: 0.6, s2: 0.92, sill: 90 }],
  draw(room, pal) {
    const L = room.widthCm;
    const c = L / 2;
    const table = (w) =>
      g(
        {},
        rect(-w / 2, -76, w, 6, { fill: pal.wood }),
        rect(-w / 2 + 10, -70, 5, 70, { fill: pal.charcoal }),
        rect(w / 2 - 15, -70, 5, 70, { fill: pal.charcoal }),
        [-w / 3, 0, w / 3].map((x) => rect(x - 14, -46, 28, 6, { rx: 3, fill: pal.accent })),
      );
    return [
      put(room, c, room.k, kitchenRun({ ...pal, feature: pal.sage }, rand, Math.min(L - 80, 380))),
      put(room, c - 80, plane(room, 0.4), table(170)),
      put(room, c + 110, plane(room, 0.7), table(170)),
      [-80, 110].map((x, i) => hang(room, c + x, plane(room, i ? 0.7 : 0.4), pendant(pal, 'cone', 120))),
    ];
  },
});

/** The company's own design studio: long desks, a pin-up wall and a material shelf. */
export const studio = (rand) => ({
  floor: 'planks',
  ceiling: 'plain',
  windows: [{ wall: 'left', s1: 0.6, s2: 0.95, sill: 80 }],
  draw(room, pal) {
    const L = room.widthCm;
    const pins = Array.from({ length: 6 }, (_, i) => rect(-150 + i * 52, -rand.int(110, 150), 44, rand.int(60, 90), { fill: i % 2 ? pal.ivory : lighten(pal.sage, 0.4) }));
    return [
      onBack(room, L * 0.35, 100, g({}, rect(-170, -180, 340, 180, { fill: darken(pal.linen, 0.12) }), pins)),
      put(room, L * 0.78, room.k, bookshelf(pal, rand, 160, 230)),
      put(room, L * 0.45, plane(room, 0.35), boardTable(pal, rand, 300)),
      [-80, 80].map((x) => hang(room, L * 0.45 + x, plane(room, 0.35), pendant(pal, 'cone', 140))),
    ];
  },
});
