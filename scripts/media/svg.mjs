/**
 * Minimal SVG string building. Numbers are rounded to one decimal so files stay small and every run
 * prints the same bytes.
 */

export const num = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrText = (attrs) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`)
    .join('');

/** `tag('rect', { x: 1 })` → `<rect x="1"/>`; children are strings (already SVG) or arrays of them. */
export function tag(name, attrs = {}, ...children) {
  const inner = children.flat(Infinity).filter(Boolean).join('');
  return inner ? `<${name}${attrText(attrs)}>${inner}</${name}>` : `<${name}${attrText(attrs)}/>`;
}

export const g = (attrs, ...children) => tag('g', attrs, ...children);
export const rect = (x, y, width, height, attrs = {}) => tag('rect', { x, y, width, height, ...attrs });
export const circle = (cx, cy, r, attrs = {}) => tag('circle', { cx, cy, r, ...attrs });
export const ellipse = (cx, cy, rx, ry, attrs = {}) => tag('ellipse', { cx, cy, rx, ry, ...attrs });
export const line = (x1, y1, x2, y2, attrs = {}) => tag('line', { x1, y1, x2, y2, ...attrs });
export const path = (d, attrs = {}) => tag('path', { d, ...attrs });
export const text = (x, y, content, attrs = {}) => tag('text', { x, y, ...attrs }, esc(content));

/** A polygon from `[[x, y], …]`. */
export const poly = (points, attrs = {}) =>
  tag('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), ...attrs });

/** A polyline-style path from `[[x, y], …]`, open unless `close` is set. */
export const pathOf = (points, close = false) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('') + (close ? 'Z' : '');

/** Stops as `[[offset, colour, opacity?], …]`. */
const stops = (list) =>
  list.map(([offset, color, opacity]) =>
    tag('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined || opacity === 1 ? undefined : opacity }),
  );

export const linear = (id, list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  tag('linearGradient', { id, x1, y1, x2, y2 }, stops(list));

export const radial = (id, list, attrs = {}) => tag('radialGradient', { id, ...attrs }, stops(list));

/** A `transform` for a group drawn around its own origin. */
export const at = (x, y, scale = 1) =>
  scale === 1 ? `translate(${num(x)} ${num(y)})` : `translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 10000) / 10000})`;

/** Marks a file as drawn by the generator, which never overwrites a file without it (a real photo or logo). */
export const GENERATOR_MARK = 'data-generator="scripts/generate-media.mjs"';

/** The whole file: size attributes, a viewBox and a `<title>`, as every generated image carries. */
export function svgDocument({ width, height, title, defs = [], body = [], viewBox = `0 0 ${width} ${height}` }) {
  const defsText = [defs].flat(Infinity).filter(Boolean);
  return (
    tag(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox, role: 'img', 'data-generator': 'scripts/generate-media.mjs' },
      tag('title', {}, esc(title)),
      defsText.length ? tag('defs', {}, defsText) : '',
      body,
    ) + '\n'
  );
}
