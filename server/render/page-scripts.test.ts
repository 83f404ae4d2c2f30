import { LOADER_SOURCE, policyWithLoader, scriptLoader, withoutEntryScripts } from './page-scripts';

describe('the page’s script loader', () => {
  it('takes webpack’s defer scripts out of index.html, in order, whatever the attribute order and quoting', () => {
    const html =
      '<head><script defer src=/assets/runtime.1.js></script><script src="/assets/framework.2.js" defer></script>' +
      '<script defer="defer" src=\'/assets/main.3.js\'></script><script type="application/ld+json">{}</script></head>';
    const { html: rest, entry } = withoutEntryScripts(html);
    expect(entry).toEqual(['/assets/runtime.1.js', '/assets/framework.2.js', '/assets/main.3.js']);
    expect(rest).toBe('<head><script type="application/ld+json">{}</script></head>');
  });

  it('is the same script on every page: only its attributes name the files', () => {
    const a = scriptLoader(['/assets/main.1.js'], ['/assets/home.2.js']);
    const b = scriptLoader(['/assets/main.1.js'], []);
    const body = (element: string) => /^<script [^>]*>([\s\S]*)<\/script>$/.exec(element)?.[1];
    expect(body(a)).toBe(body(b));
    expect(a).toContain('data-scripts="/assets/main.1.js" data-preload="/assets/home.2.js"');
  });

  it('adds its hash to script-src, or to a copy of default-src when there is none', () => {
    expect(policyWithLoader("default-src 'self';script-src 'self';img-src 'self'")).toBe(`default-src 'self';script-src 'self' ${LOADER_SOURCE};img-src 'self'`);
    expect(policyWithLoader("default-src 'self' https://x.example")).toBe(`default-src 'self' https://x.example;script-src 'self' https://x.example ${LOADER_SOURCE}`);
  });
});
