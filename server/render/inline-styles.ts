import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A built stylesheet written into a page as a `<style>` element instead of linked. */
export interface InlineStylesheet {
  element: string;
  /** The CSP source that allows exactly this element: `'sha256-…'`. */
  source: string;
}

/**
 * The stylesheet `assets/…css` of the client in `clientDir` as a `<style>` element with its hash, or null
 * when it cannot be inlined (missing, or holding `</style`, which would end the element early).
 */
export function inlineStylesheet(clientDir: string, file: string): InlineStylesheet | null {
  const full = path.join(clientDir, file);
  if (!/^assets\/[\w.-]+\.css$/.test(file) || !existsSync(full)) return null;
  const css = readFileSync(full, 'utf8');
  if (/<\/style/i.test(css)) return null;
  // `data-href`: webpack's CSS loader (mini-css-extract's runtime) takes the sheet as loaded and does not
  // fetch it again when the screen's chunk loads in the browser.
  return { element: `<style data-href="/${file}">${css}</style>`, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/** `<link href=/assets/main.0123456789.css rel=stylesheet>` as webpack writes it, in any attribute order. */
export const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet["']?[\s>/])[^>]*\bhref=["']?\/(assets\/[\w.-]+\.css)["']?[^>]*>/gi;

/**
 * The site's Content-Security-Policy with the page's own `<style>` elements allowed by their hashes in
 * `style-src` (never 'unsafe-inline': a style element injected into the page still does not apply).
 */
export function policyWithStyles(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^style-src\s/.test(directive));
  if (index < 0) {
    // No style-src: the default applies to styles, so the hashes join a copy of it.
    const fallback = directives.find((directive) => /^default-src\s/.test(directive))?.replace(/^default-src/, 'style-src') ?? "style-src 'self'";
    directives.push(`${fallback} ${sources.join(' ')}`);
  } else {
    directives[index] = `${directives[index]} ${sources.join(' ')}`;
  }
  return directives.filter(Boolean).join(';');
}
