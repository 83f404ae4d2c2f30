import { createHash } from 'node:crypto';

/** `<script defer src=/assets/main.0123456789.js></script>` as webpack writes it, in any attribute order. */
export const DEFER_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc=["']?(\/assets\/[\w.-]+\.js)["']?[^>]*><\/script>/gi;

/**
 * Starts the page's scripts once its first screen has painted: after the `load` event (the first screen's
 * images, posters and fonts are in) and the frame that follows it, or at the latest `LATEST_MS` after the
 * document was parsed, so a slow image far down a long page never holds hydration back for long, or at
 * once when the visitor touches or types (the menu button, a form: they need the scripts now). A click on a
 * script-driven control (`button[type=button]`, a tab) or a choice in a `<select>` (the filters) before
 * hydration starts is kept in `window.__earlyActions` and done again once the page has hydrated
 * (`src/app/main.tsx`). Once hydration has started (`taken`), React hydrates a clicked part on the spot and
 * delivers the click, except when the part's code (a screen's chunk) is still loading: then React stops the
 * click before it reaches the control, and drops it. The loader keeps such a click (one that never reached
 * its control: a listener on the clicked node tells) and a choice in a select not yet hydrated. A click
 * React did deliver is never kept, so nothing is done twice (a second click would close a toggle). A
 * link React has not hydrated yet is left to the browser (the click does not reach React): a router link
 * hydrated on the spot by the click would have its navigation dropped (it navigates only after its
 * effects have run), and the plain link goes to the same page. The
 * server's HTML is whole without scripts (links and GET forms work), so nothing the visitor needs waits;
 * what this spares a phone is the scripts' download competing with the first screen's image and fonts,
 * and their evaluation and hydration delaying its largest paint.
 *
 * The same text on every page, so one CSP hash allows it; the addresses come from its own attributes:
 * `data-scripts` (the entry's files, run in order) and `data-preload` (the screen's chunk, fetched beside
 * them so the router finds it in the cache).
 */
const LOADER = `(function(){
var me=document.currentScript,started=false,LATEST_MS=4000,early=window.__earlyActions={actions:[],taken:false};
addEventListener('click',function(event){
var link=event.target&&event.target.closest&&event.target.closest('a[href]');
if(link&&!hydrated(link))event.stopPropagation();
},true);
function hydrated(node){return Object.keys(node).some(function(key){return key.indexOf('__reactProps$')===0;});}
document.addEventListener('click',function(event){
var origin=event.target,target=origin&&origin.closest&&origin.closest('button[type=button],[role=tab],[role=button]');
if(!target)return;
if(!early.taken){early.actions.push({type:'click',target:target});return;}
if(hydrated(target))return;
var reached=false;function seen(){reached=true;}
origin.addEventListener('click',seen,true);
setTimeout(function(){origin.removeEventListener('click',seen,true);if(!reached)early.actions.push({type:'click',target:target});},0);
},true);
document.addEventListener('change',function(event){
var t=event.target;
if(t&&t.tagName==='SELECT'&&(!early.taken||!hydrated(t)))early.actions.push({type:'change',target:t,value:t.value});
},true);
function list(name){return (me.getAttribute(name)||'').split(' ').filter(Boolean);}
function start(){
if(started)return;started=true;
list('data-preload').forEach(function(href){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=href;document.head.appendChild(l);});
list('data-scripts').forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});
}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}
['pointerdown','keydown'].forEach(function(type){addEventListener(type,start,{once:true,capture:true,passive:true});});
if(document.readyState==='complete')afterPaint();
else{addEventListener('load',afterPaint,{once:true});document.addEventListener('DOMContentLoaded',function(){setTimeout(start,LATEST_MS);},{once:true});}
})();`;

/** The CSP source that allows the loader (`'sha256-…'`). */
export const LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The loader for these entry scripts (in order) and the screen's chunk scripts. */
export function scriptLoader(entry: readonly string[], preload: readonly string[]): string {
  return `<script data-scripts="${attribute(entry.join(' '))}" data-preload="${attribute(preload.join(' '))}">${LOADER}</script>`;
}

/**
 * The built `index.html` without its `defer` entry scripts, and their addresses in document order
 * (`scriptLoader` starts them instead).
 */
export function withoutEntryScripts(html: string): { html: string; entry: string[] } {
  const entry: string[] = [];
  const rest = html.replace(DEFER_SCRIPT, (_tag: string, src: string) => {
    entry.push(src);
    return '';
  });
  return { html: rest, entry };
}

/** The site's Content-Security-Policy with the loader allowed by its hash in `script-src`. */
export function policyWithLoader(policy: string): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^script-src\s/.test(directive));
  if (index < 0) {
    const fallback = directives.find((directive) => /^default-src\s/.test(directive))?.replace(/^default-src/, 'script-src') ?? "script-src 'self'";
    directives.push(`${fallback} ${LOADER_SOURCE}`);
  } else {
    directives[index] = `${directives[index]} ${LOADER_SOURCE}`;
  }
  return directives.filter(Boolean).join(';');
}
