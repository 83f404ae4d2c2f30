/**
 * People: small figures for event and team scenes (centimetres, floor point at the origin) and the
 * founders' portraits. Faces are left quiet on purpose: a stylized likeness, never a fake photograph.
 */
import { circle, ellipse, g, linear, path, rect, svgDocument, tag } from './svg.mjs';
import { seeded } from './random.mjs';
import { BASE, darken, lighten, mix } from './palette.mjs';

const SKIN = ['#c89f7a', '#a97c57', '#8a5f41', '#d1a987', '#b58a65'];
const HAIR = ['#2b2a28', '#3b2f2a', '#4a3a30', '#1f1e1d'];
const CLOTHES = [BASE.green, BASE.greenMid, BASE.charcoal, BASE.taupe, BASE.terracotta, '#5b6d7a', BASE.sand, '#7a5a44'];
const HARD_HAT = '#d9a441';

/** A standing figure facing us (`stand`) or a seated one seen from behind (`back`). */
export function figure(rand, { pose = 'stand', hat = false, clothes } = {}) {
  const skin = rand.pick(SKIN);
  const hair = rand.pick(HAIR);
  const top = clothes ?? rand.pick(CLOTHES);
  const long = rand.chance(0.45);
  const tall = rand.range(0.92, 1.06);
  if (pose === 'back') {
    return g(
      {},
      rect(-24, -70, 48, 30, { rx: 6, fill: darken(BASE.taupe, 0.2) }),
      path('M-22 -72 Q-22 -120 0 -122 Q22 -120 22 -72 Z', { fill: top }),
      circle(0, -134, 11, { fill: hair }),
      long ? rect(-9, -134, 18, 26, { rx: 8, fill: hair }) : '',
    );
  }
  const legs = rand.pick(['#3d3a36', '#5a544c', BASE.charcoal, '#2f3b45']);
  const dress = long && rand.chance(0.5);
  return g(
    { transform: tall === 1 ? undefined : `scale(${Math.round(tall * 100) / 100})` },
    ellipse(0, 0, 24, 5, { fill: BASE.charcoal, opacity: 0.14 }),
    dress ? path('M-20 -92H20L26 0H-26Z', { fill: mix(top, BASE.ivory, 0.25) }) : path('M-15 -88h13v86h-13zM2 -88h13v86h-13z', { fill: legs }),
    path('M-30 -146h8v52h-8zM22 -146h8v52h-8z', { fill: darken(top, 0.1) }),
    path('M-22 -84L-24 -138Q-24 -150 -10 -151H10Q24 -150 24 -138L22 -84Z', { fill: top }),
    ellipse(0, -166, 10, 12, { fill: skin }),
    long ? path('M-11 -166Q-12 -181 0 -181Q12 -181 11 -166L12 -144H-12Z', { fill: hair }) : path('M-10.5 -168Q-11 -180 0 -180Q11 -180 10.5 -168Q4 -174 -10.5 -168Z', { fill: hair }),
    long ? ellipse(0, -166, 8.5, 11, { fill: skin }) : '',
    hat ? path('M-13 -174Q-13 -188 0 -188Q13 -188 13 -174ZM-16 -175h32v3h-32z', { fill: HARD_HAT }) : '',
  );
}

/** A row of `n` standing figures `gap` cm apart, centred on the origin. */
export const group = (rand, n, gap = 55, options = {}) =>
  g({}, Array.from({ length: n }, (_, i) => g({ transform: `translate(${Math.round((i - (n - 1) / 2) * gap + rand.range(-8, 8))} 0)` }, figure(rand, options))));

const HAIRCUTS = {
  short: (c) => path('M168 186 Q164 112 240 108 Q316 112 312 186 Q296 150 240 146 Q190 146 168 186 Z', { fill: c }),
  parted: (c) => path('M168 200 Q156 108 238 102 Q324 106 312 200 Q306 150 262 140 Q222 156 184 150 Q172 170 168 200 Z', { fill: c }),
  long: (c) => path('M160 330 Q140 120 240 104 Q340 120 320 330 L300 330 Q312 170 240 150 Q170 170 180 330 Z', { fill: c }),
  bun: (c) => g({}, circle(240, 92, 30, { fill: c }), path('M166 190 Q160 112 240 108 Q320 112 314 190 Q300 146 240 142 Q180 146 166 190 Z', { fill: c })),
};

/**
 * A founder's portrait, 480 × 480: a deep-green disc, a brass ring, a calm bust with a quiet face (brows,
 * eyes, nose and a small smile: a stylized likeness, never a faceless avatar). `look` picks the haircut,
 * attire and extras; unknown names get a seeded look.
 */
/** Brows, eyes, nose and mouth on the portrait's head (centred at 240, 210). */
function face(skin, hair) {
  const ink = darken(hair, 0.1);
  return g(
    { 'data-part': 'face' },
    path('M198 188 Q214 180 230 187', { fill: 'none', stroke: hair, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    path('M250 187 Q266 180 282 188', { fill: 'none', stroke: hair, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ellipse(214, 208, 6.5, 5, { fill: ink }),
    ellipse(266, 208, 6.5, 5, { fill: ink }),
    path('M240 214 Q234 236 241 242', { fill: 'none', stroke: darken(skin, 0.25), 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
    path('M220 256 Q240 270 260 256', { fill: 'none', stroke: darken(skin, 0.4), 'stroke-width': 4, 'stroke-linecap': 'round' }),
  );
}

export function portrait({ name, title, look = {} }) {
  const rand = seeded(`portrait:${name}`);
  const skin = look.skin ?? rand.pick(SKIN);
  const hair = rand.pick(HAIR);
  const cut = look.hair ?? rand.pick(Object.keys(HAIRCUTS));
  const attire = look.attire ?? rand.pick([BASE.charcoal, BASE.taupe, '#5b6d7a', BASE.terracotta, BASE.greenMid]);
  const bg = look.background ?? rand.pick([BASE.green, '#34503f', BASE.graphite]);
  const bust = [
    circle(240, 240, 200, { fill: 'url(#pb)' }),
    cut === 'long' ? HAIRCUTS.long(hair) : '',
    path('M96 440 Q104 330 200 306 L280 306 Q376 330 384 440 Z', { fill: attire }),
    look.collar === 'kurta'
      ? path('M228 306 L240 360 L252 306 Z', { fill: lighten(attire, 0.25) })
      : path('M206 306 L240 372 L274 306 L256 306 L240 336 L224 306 Z', { fill: BASE.ivory }),
    rect(218, 262, 44, 50, { rx: 14, fill: darken(skin, 0.1) }),
    ellipse(240, 210, 66, 80, { fill: skin }),
    cut === 'long' ? '' : HAIRCUTS[cut](hair),
    look.beard ? path('M184 226 Q190 296 240 300 Q290 296 296 226 Q284 266 240 270 Q196 266 184 226 Z', { fill: hair, opacity: 0.9 }) : '',
    face(skin, hair),
    look.glasses
      ? g({ fill: 'none', stroke: BASE.charcoal, 'stroke-width': 4 }, circle(214, 208, 18), circle(266, 208, 18), path('M232 208 L248 208'))
      : '',
    look.earrings ? g({ fill: BASE.brassLight }, circle(176, 236, 5), circle(304, 236, 5)) : '',
  ];
  const defs = [linear('pb', [[0, lighten(bg, 0.12)], [1, darken(bg, 0.15)]]), tag('clipPath', { id: 'pc' }, circle(240, 240, 200))];
  const body = [
    rect(0, 0, 480, 480, { fill: BASE.linen }),
    g({ 'clip-path': 'url(#pc)' }, bust),
    circle(240, 240, 206, { fill: 'none', stroke: BASE.brass, 'stroke-width': 3 }),
  ];
  return svgDocument({ width: 480, height: 480, title, defs, body });
}
