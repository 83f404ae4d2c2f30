/**
 * A room in one-point perspective. The back wall is the picture frame scaled by `k` about the
 * vanishing point, so every wall edge meets there. Furniture is drawn in centimetres around its own
 * floor point and dropped into the room with `place(x, s)`: `s` is the scale of its depth plane
 * (`k` at the back wall, 1 at the picture plane).
 */
import { at, g, line, linear, poly, rect, radial } from './svg.mjs';
import { darken, lighten, mix } from './palette.mjs';

export function createRoom({ width, height, rand, pal, k = 0.56, ceilingCm = 320, vp }) {
  const u = height / ceilingCm;
  const vpx = vp?.[0] ?? width * rand.range(0.42, 0.58);
  const vpy = vp?.[1] ?? height * rand.range(0.4, 0.47);
  const widthCm = width / u;
  const proj = (xCm, hCm, s) => [vpx + (xCm * u - vpx) * s, vpy + (height - hCm * u - vpy) * s];
  /** A transform that draws centimetre artwork (y up is negative) at `xCm`, `hCm` on the plane `s`. */
  const place = (xCm, s, hCm = 0) => {
    const [x, y] = proj(xCm, hCm, s);
    return at(x, y, u * s);
  };
  /** Scale of the plane `z` times deeper than the picture plane. */
  const depth = (z) => 1 / z;
  return { width, height, u, k, vpx, vpy, widthCm, ceilingCm, proj, place, depth, rand, pal };
}

const quad = (room, a, b, c, d, attrs) => poly([a, b, c, d].map(([x, h, s]) => room.proj(x, h, s)), attrs);

/** Walls, floor and ceiling with their finishes. Returns `{ defs, body }`. */
export function roomShell(room, { floor = 'planks', ceiling = 'cove', windows = [], wash = true } = {}) {
  const { k, widthCm: L, ceilingCm: C, pal, proj } = room;
  const defs = [
    linear('rf', [[0, darken(pal.floor, 0.04)], [1, darken(pal.floor, 0.22)]]),
    linear('rw', [[0, lighten(pal.wall, 0.2)], [1, pal.wall]]),
    linear('rg', [[0, pal.glow, 0.75], [0.45, pal.glow, 0]]),
    linear('rs', [[0, pal.sky[0]], [1, pal.sky[1]]]),
  ];
  const body = [
    quad(room, [0, C, k], [L, C, k], [L, C, 1], [0, C, 1], { fill: pal.ceiling }),
    quad(room, [0, 0, 1], [0, C, 1], [0, C, k], [0, 0, k], { fill: pal.wallLeft }),
    quad(room, [L, 0, 1], [L, C, 1], [L, C, k], [L, 0, k], { fill: pal.wallRight }),
    quad(room, [0, 0, k], [L, 0, k], [L, 0, 1.6], [0, 0, 1.6], { fill: 'url(#rf)' }),
    quad(room, [0, 0, k], [L, 0, k], [L, C, k], [0, C, k], { fill: 'url(#rw)' }),
  ];
  body.push(floorLines(room, floor));
  body.push(ceilingDetail(room, ceiling, defs));
  if (wash) body.push(quad(room, [0, 0, k], [L, 0, k], [L, C, k], [0, C, k], { fill: 'url(#rg)' }));
  for (const w of windows) body.push(sideWindow(room, w));
  // Skirting where the walls meet the floor.
  const skirt = { stroke: darken(pal.wall, 0.25), 'stroke-width': 2 };
  body.push(line(...proj(0, 0, k), ...proj(L, 0, k), skirt));
  return { defs, body };
}

function floorLines(room, kind) {
  const { widthCm: L, k, pal, proj } = room;
  const stroke = darken(pal.floor, 0.18);
  const lines = [];
  if (kind === 'carpet') return '';
  const step = kind === 'planks' ? 22 : kind === 'marble' ? 90 : 60;
  for (let x = step; x < L; x += step) lines.push(line(...proj(x, 0, k), ...proj(x, 0, 1.6)));
  if (kind !== 'planks') {
    for (let z = 1 / k - 0.35; z > 0.62; z -= 0.35) lines.push(line(...proj(0, 0, 1 / z), ...proj(L, 0, 1 / z)));
  }
  const attrs = { stroke, 'stroke-width': kind === 'planks' ? 1 : 1.4, opacity: kind === 'marble' ? 0.5 : 0.7 };
  return g(attrs, lines);
}

function ceilingDetail(room, kind, defs) {
  const { widthCm: L, ceilingCm: C, k, pal, proj, rand } = room;
  if (kind === 'plain') return '';
  if (kind === 'cove') {
    const inset = Math.min(70, L * 0.12);
    const near = 0.86;
    const far = k + 0.05;
    const pts = [[inset, far], [L - inset, far], [L - inset, near], [inset, near]];
    defs.push(radial('rc', [[0, pal.glow, 0.9], [1, lighten(pal.ceiling, 0.1), 0]], { cx: 0.5, cy: 0.5, r: 0.7 }));
    return g(
      {},
      poly(pts.map(([x, s]) => proj(x, C, s)), { fill: lighten(pal.ceiling, 0.35) }),
      poly(pts.map(([x, s]) => proj(x, C, s)), { fill: 'url(#rc)' }),
      poly(pts.map(([x, s]) => proj(x, C, s)), { fill: 'none', stroke: pal.glow, 'stroke-width': 4 }),
    );
  }
  const lines = [];
  const stroke = kind === 'slats' ? pal.wood : kind === 'baffle' ? '#8d8f8c' : darken(pal.ceiling, 0.12);
  const step = kind === 'grid' ? 60 : 20;
  for (let x = step; x < L; x += step) lines.push(line(...proj(x, C, k), ...proj(x, C, 1)));
  if (kind === 'grid') {
    for (let z = 1 / k - 0.3; z > 1; z -= 0.3) lines.push(line(...proj(0, C, 1 / z), ...proj(L, C, 1 / z)));
    const panels = [];
    for (let i = 0; i < 3; i += 1) {
      const x = 60 * rand.int(1, Math.floor(L / 60) - 2);
      const z = 1 + 0.3 * rand.int(1, 3);
      panels.push(poly([[x, 1 / z], [x + 60, 1 / z], [x + 60, 1 / (z - 0.3)], [x, 1 / (z - 0.3)]].map(([a, s]) => proj(a, C, s)), { fill: lighten(pal.glow, 0.4) }));
    }
    return g({}, g({ stroke, 'stroke-width': 1.5 }, lines), panels);
  }
  return g({ stroke, 'stroke-width': kind === 'slats' ? 5 : 4, opacity: 0.85 }, lines);
}

/** A window on a side wall between depth planes `s1` (far) and `s2` (near), sill and head in cm. */
function sideWindow(room, { wall = 'left', s1 = 0.66, s2 = 0.86, sill = 75, head = 250 }) {
  const { widthCm: L, pal } = room;
  const x = wall === 'left' ? 0 : L;
  const frame = { fill: 'none', stroke: mix(pal.ivory, pal.charcoal, 0.15), 'stroke-width': 5 };
  const mid = (s1 + s2) / 2;
  return g(
    {},
    quad(room, [x, sill, s1], [x, sill, s2], [x, head, s2], [x, head, s1], { fill: 'url(#rs)' }),
    quad(room, [x, sill, s1], [x, sill, s2], [x, head, s2], [x, head, s1], frame),
    line(...room.proj(x, sill, mid), ...room.proj(x, head, mid), frame),
    // Daylight falling across the floor.
    quad(room, [x, 0, s1], [x, 0, s2], [wall === 'left' ? 140 : L - 140, 0, s2 * 1.05], [wall === 'left' ? 140 : L - 140, 0, s1 * 1.05], {
      fill: pal.glow,
      opacity: 0.22,
    }),
  );
}

/** A back-wall rectangle from `x` cm to `x + w` cm, `y` to `y + h` cm above the floor. */
export function backRect(room, x, y, w, h, attrs) {
  const [x0, y0] = room.proj(x, y + h, room.k);
  const [x1, y1] = room.proj(x + w, y, room.k);
  return rect(x0, y0, x1 - x0, y1 - y0, attrs);
}
