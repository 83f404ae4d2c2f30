import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The entry stylesheet of the built `index.html`, written into every page instead of linked. */
export interface InlinedStylesheet {
  /** The `<link …>` tag of index.html it replaces, as webpack wrote it. */
  link: string;
  css: string;
  /** The CSP source that allows exactly this `<style>` element: `'sha256-…'`. */
  source: string;
}

/** `<link href=/assets/main.0123456789.css rel=stylesheet>`, in any attribute order, quoted or not. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet["']?[\s>/])[^>]*\bhref=["']?\/(assets\/[\w.-]+\.css)["']?[^>]*>/gi;

const found = new Map<string, readonly InlinedStylesheet[]>();

/**
 * The entry stylesheets of the client in `clientDir`, read once per process: the server's CSP allows each
 * by its hash (app.ts) and the page renderer writes each as a `<style>` element where index.html links it
 * (render-pages.ts). Inlined, the first screen's styles arrive with the HTML: no request blocks the first
 * paint. Both sides ask here, so the policy and the pages always name the same bytes; a client built after
 * the server started keeps its `<link>` until the next start.
 */
export function inlinedStylesheets(clientDir: string): readonly InlinedStylesheet[] {
  const known = found.get(clientDir);
  if (known) return known;
  const indexFile = path.join(clientDir, 'index.html');
  const sheets: InlinedStylesheet[] = [];
  if (existsSync(indexFile)) {
    for (const match of readFileSync(indexFile, 'utf8').matchAll(STYLESHEET_LINK)) {
      const file = path.join(clientDir, match[1]);
      if (!existsSync(file)) continue;
      const css = readFileSync(file, 'utf8');
      // `</style` inside the CSS would end the element early: such a sheet stays linked.
      if (/<\/style/i.test(css)) continue;
      sheets.push({ link: match[0], css, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` });
    }
  }
  found.set(clientDir, sheets);
  return sheets;
}
