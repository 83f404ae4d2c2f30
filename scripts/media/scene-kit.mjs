/** Placement helpers shared by the scene modules, and the one function that renders a room scene. */
import { g, poly, svgDocument } from './svg.mjs';
import { seeded } from './random.mjs';
import { palette } from './palette.mjs';
import { createRoom, roomShell } from './room.mjs';

/** A floor piece at `x` cm from the left wall on depth plane `s`. */
export const put = (room, x, s, piece) => g({ transform: room.place(x, s) }, piece);
/** Something hung from the ceiling at `x` on plane `s`. */
export const hang = (room, x, s, piece) => g({ transform: room.place(x, s, room.ceilingCm) }, piece);
/** Something fixed to the back wall with its bottom `h` cm above the floor. */
export const onBack = (room, x, h, piece) => g({ transform: room.place(x, room.k, h) }, piece);

/** A rug or floor patch between `x0`–`x1` cm and depth planes `s0` (far) – `s1` (near). */
export const floorPatch = (room, x0, x1, s0, s1, attrs) =>
  poly([[x0, s0], [x1, s0], [x1, s1], [x0, s1]].map(([x, s]) => room.proj(x, 0, s)), attrs);

/** The workshop's room: tiled floor, plain ceiling and the cooler factory light (workshop, toolbox talk, masterclass, crew photo). */
export const FACTORY_ROOM = { floor: 'tiles', ceiling: 'plain', mood: 'factory' };

/** Depth planes between the back wall and the viewer: `t` 0 → back wall, 1 → picture plane. */
export const plane = (room, t) => room.k + (1 - room.k) * t;

/**
 * Render `scene` (from `scenes-home.mjs` / `scenes-work.mjs` / `scenes-people.mjs`) as a file.
 * A scene is `(rand, options) => ({ floor, ceiling, windows, k, mood, draw(room, pal, rand) })`.
 */
export function renderScene(scene, { width, height, title, seed, options = {} }) {
  const rand = seeded(seed);
  const spec = scene(rand, options);
  const pal = palette(rand, spec.mood);
  // Wide banners are a band cut from a room of natural proportions, so the furniture keeps its scale.
  const roomHeight = Math.max(height, Math.round(width * 0.5));
  const room = createRoom({ width, height: roomHeight, rand, pal, k: spec.k, vp: spec.vp?.(width, roomHeight) });
  const shell = roomShell(room, spec);
  const drawn = spec.draw(room, pal, rand);
  const top = Math.round(Math.min(roomHeight - height, Math.max(0, room.proj(0, 0, room.k)[1] + height * 0.2 - height)));
  return svgDocument({ width, height, title, viewBox: `0 ${top} ${width} ${height}`, defs: [shell.defs, drawn.defs ?? []], body: [shell.body, drawn.body ?? drawn] });
}

/** A room whose back wall shows one catalogue piece, large: the catalogue and service cards. */
export const featureScene =
  (piece, { options, ...spec } = {}) =>
  () => ({
    floor: 'planks',
    ceiling: 'plain',
    k: 0.74,
    ...spec,
    draw: (room, pal, rand) => put(room, room.widthCm / 2, room.k, piece(pal, rand, options)),
  });

/** The same scene with some of its spec replaced (a different floor, ceiling or viewpoint). */
export const withSpec = (scene, overrides) => (rand, options) => ({ ...scene(rand, options), ...overrides });
