/**
 * The house palette: warm neutrals, deep green and charcoal, brass accents. Each picture draws a
 * variation from its seed so no two rooms are painted alike, while all of them belong together.
 */

const toRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;

/** Blend `a` towards `b` by `t` (0 → a, 1 → b). */
export const mix = (a, b, t) => {
  const [ra, rb] = [toRgb(a), toRgb(b)];
  return toHex(ra.map((v, i) => v + (rb[i] - v) * t));
};
export const lighten = (color, t) => mix(color, '#ffffff', t);
export const darken = (color, t) => mix(color, '#000000', t);

export const BASE = {
  ivory: '#f4efe6',
  linen: '#e9e1d3',
  sand: '#d8cbb5',
  taupe: '#b9a88e',
  stone: '#9a8f80',
  green: '#2f4a3f',
  greenMid: '#4e6b5c',
  sage: '#8fa58f',
  charcoal: '#2b2a28',
  graphite: '#45423e',
  brass: '#b08d57',
  brassLight: '#d2b27c',
  walnut: '#6e4b32',
  oak: '#b98b5e',
  teak: '#8a5a3b',
  terracotta: '#b86b4b',
  dusk: '#7f95a3',
  glow: '#ffe7b8',
};

const WALLS = ['#efe8dc', '#e9e1d3', '#e6ddcc', '#ece4d6', '#e2dccf', '#dfe3da'];
const FEATURES = [BASE.green, BASE.greenMid, BASE.charcoal, BASE.graphite, '#5c4a3a', '#3d5247'];
const FABRICS = ['#c9b79c', '#8fa58f', '#b9a88e', '#6f7f73', '#a98f74', '#cfc3ad', '#4e6b5c', '#b58b6e'];
const WOODS = [BASE.oak, BASE.teak, BASE.walnut, '#a57b53', '#c29a6b'];
const FLOORS = ['#c8b394', '#b89f7f', '#d5c6ae', '#a88f70', '#cfc0a7'];

/**
 * A palette for one picture. `mood` shifts the whole set: `day` (default), `evening` (darker walls,
 * warmer light), `green` (deep green feature surfaces), `factory` (cooler greys for modular pieces).
 */
export function palette(rand, mood = 'day') {
  const jitter = (color, amount = 0.08) => mix(color, rand.pick(WALLS), rand.range(0, amount));
  let wall = rand.pick(WALLS);
  let feature = rand.pick(FEATURES);
  if (mood === 'green') feature = rand.pick([BASE.green, '#34503f', '#2c4438']);
  if (mood === 'evening') wall = mix(wall, BASE.taupe, 0.35);
  if (mood === 'factory') wall = mix(wall, '#dcdcd6', 0.6);
  const wood = rand.pick(WOODS);
  return {
    wall,
    wallLeft: darken(wall, 0.06),
    wallRight: darken(wall, 0.1),
    ceiling: mood === 'evening' ? darken(wall, 0.18) : lighten(wall, 0.25),
    floor: jitter(rand.pick(FLOORS), 0.15),
    feature,
    fabric: rand.pick(FABRICS),
    fabric2: rand.pick(FABRICS),
    wood,
    woodDark: darken(wood, 0.28),
    woodLight: lighten(wood, 0.25),
    metal: mood === 'factory' ? '#8d8f8c' : BASE.brass,
    brass: BASE.brass,
    brassLight: BASE.brassLight,
    charcoal: BASE.charcoal,
    ivory: BASE.ivory,
    linen: BASE.linen,
    green: BASE.green,
    sage: BASE.sage,
    accent: rand.pick([BASE.terracotta, BASE.brass, BASE.sage, BASE.greenMid]),
    glass: '#b9cbd0',
    sky: mood === 'evening' ? ['#3d4a5c', '#c98f6a'] : ['#b7cad3', '#efe6d4'],
    glow: BASE.glow,
    shadow: BASE.charcoal,
  };
}
