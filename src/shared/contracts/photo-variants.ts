/**
 * Responsive photo variants: for a JPEG, PNG or WebP under `/uploads/`, the API host serves AVIF and
 * WebP copies at a few widths (`/variants/<path>.<width>w.<format>`; made by `npm run content -- sync`,
 * or on first request). SVG artwork is already sharp at every size and gets none. Shared by the server
 * (which makes them) and the client (which asks for them), so both agree on names and widths.
 */

/** Widths made for every photo: a full-width phone tile (~360 CSS px) picks 800 at 2× and 1200 at 3×; a lightbox 1600. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Formats made, best first: the browser takes the first `<source>` it can show. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const RASTER = /\.(jpe?g|png|webp)$/i;

/** True for an uploads path that has variants (a raster photo, not a video poster). */
export function hasVariants(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/uploads/') && !path.startsWith('/uploads/video/') && RASTER.test(path) && !path.includes('..');
}

/** The API-host path of one variant of an uploads path. */
export function variantPath(path: string, width: VariantWidth, format: VariantFormat): string {
  return `/variants/${path.slice('/uploads/'.length)}.${width}w.${format}`;
}

/** `<uploads path>`, width and format from a variant path (without the `/variants/` prefix); null when it is not one. */
export function parseVariantPath(rest: string): { path: string; width: VariantWidth; format: VariantFormat } | null {
  const match = /^(.+)\.(\d+)w\.(avif|webp)$/.exec(rest);
  if (!match) return null;
  const width = Number(match[2]) as VariantWidth;
  const path = `/uploads/${match[1]}`;
  if (!VARIANT_WIDTHS.includes(width) || !hasVariants(path)) return null;
  return { path, width, format: match[3] as VariantFormat };
}
