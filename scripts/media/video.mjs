/**
 * The site's three short loops, made with Debian's ffmpeg (`apt-get install -y ffmpeg`) from our own
 * SVG scenes (decoded by ffmpeg's librsvg) and lavfi filters. Every motion is a function of
 * sin/cos(2πt/T), so the last frame flows into the first and the loop has no seam. x264 output is
 * deterministic, so a second run rewrites nothing.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderScene } from './scene-kit.mjs';
import { reception } from './scenes-work.mjs';
import { living } from './scenes-home.mjs';
import { blueprintBanner } from './drawings.mjs';
import { linear, radial, rect, circle, svgDocument, poly } from './svg.mjs';
import { BASE } from './palette.mjs';

export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const W = 960;
const H = 540;
const BIG = [1152, 648];
const SECONDS = 8;
const FPS = 25;
/** One full cycle of `f` over the clip: `cyc('cos')` → `cos(2*PI*t/8)`. */
const cyc = (fn, phase = 0) => `${fn}(2*PI*t/${SECONDS}${phase ? `+${phase}` : ''})`;

/** A soft vertical band of warm light, transparent elsewhere. */
const lightBand = (width, height, opacity = 0.32) =>
  svgDocument({ width, height, title: 'light', defs: linear('b', [[0, BASE.glow, 0], [0.5, BASE.glow, opacity], [1, BASE.glow, 0]], { x2: 1, y2: 0 }), body: rect(0, 0, width, height, { fill: 'url(#b)' }) });

/** Sunlight through a window, falling as two slanted panes. */
const windowLight = (width, height) =>
  svgDocument({
    width,
    height,
    title: 'window light',
    defs: linear('w', [[0, '#fff3da', 0.38], [1, '#fff3da', 0.06]]),
    body: [poly([[60, 40], [230, 40], [300, height - 40], [130, height - 40]], { fill: 'url(#w)' }), poly([[250, 40], [420, 40], [490, height - 40], [320, height - 40]], { fill: 'url(#w)' })],
  });

/** A brass glow, transparent at the edge. */
const glow = (size) =>
  svgDocument({ width: size, height: size, title: 'glow', defs: radial('g', [[0, BASE.brassLight, 0.45], [1, BASE.brassLight, 0]]), body: circle(size / 2, size / 2, size / 2, { fill: 'url(#g)' }) });

/** Each recipe: still layers (SVG text) and the filter graph that moves them. */
export const RECIPES = {
  'header-loop': () => ({
    layers: [renderScene(reception, { width: BIG[0], height: BIG[1], title: 'reception', seed: 'video:header', options: { label: 'VASTUKALA' } }), lightBand(520, BIG[1])],
    filter: `[0:v]format=rgba[bg];[1:v]format=rgba[l];[bg][l]overlay=x='-520+${BIG[0] + 520}*(0.5-0.5*${cyc('cos')})':y=0:eval=frame,crop=${W}:${H}:x='96+90*${cyc('sin')}':y='54+20*${cyc('cos')}'`,
  }),
  welcome: () => ({
    layers: [renderScene(living, { width: BIG[0], height: BIG[1], title: 'living room', seed: 'video:welcome' }), windowLight(560, BIG[1])],
    filter: `[0:v]format=rgba[bg];[1:v]format=rgba[l];[bg][l]overlay=x='300+240*${cyc('sin')}':y=0:eval=frame,crop=${W}:${H}:x='96+60*${cyc('cos')}':y=54`,
  }),
  'footer-loop': () => ({
    layers: [blueprintBanner({ width: BIG[0], height: BIG[1], title: 'blueprint', seed: 'video:footer' }), glow(520)],
    filter: `[0:v]format=rgba[bg];[1:v]format=rgba[l];[bg][l]overlay=x='316+300*${cyc('sin')}':y='64+120*${cyc('sin', 'PI/3')}*${cyc('cos')}':eval=frame,crop=${W}:${H}:x='96+40*${cyc('sin')}':y=54`,
  }),
};

export const ffmpegAvailable = () => {
  try {
    execFileSync(FFMPEG, ['-hide_banner', '-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Encode recipe `name` to `out` (an .mp4), working in `tmp`. Falls back to a calm default recipe. */
export function encodeVideo(name, out, tmp) {
  const recipe = (RECIPES[name] ?? RECIPES.welcome)();
  const inputs = recipe.layers.flatMap((svg, i) => {
    const file = path.join(tmp, `${name}-${i}.svg`);
    writeFileSync(file, svg);
    return ['-loop', '1', '-framerate', String(FPS), '-t', String(SECONDS), '-i', file];
  });
  // Lavfi's own noise source would kill compression; the stills already carry all the texture we want.
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs,
    '-filter_complex', `${recipe.filter},format=yuv420p[v]`,
    '-map', '[v]', '-t', String(SECONDS), '-r', String(FPS),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-movflags', '+faststart', '-an', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1',
    out,
  ];
  execFileSync(FFMPEG, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A poster frame from `video`, two seconds in, as a JPEG. */
export function grabPoster(video, out) {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '2', '-i', video, '-frames:v', '1', '-q:v', '4', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
