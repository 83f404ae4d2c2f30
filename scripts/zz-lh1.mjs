import { execFileSync } from 'node:child_process';
import { startServer } from './bench-server.mjs';
const server = await startServer(8196);
for (const r of process.argv.slice(2)) await fetch(server.base + r);
try {
  for (const route of process.argv.slice(2)) {
    const name = route === '/' ? 'home' : route.replace(/\W/g, '');
    execFileSync('/work/main/node_modules/.bin/lighthouse', [`${server.base}${route}`, '--only-categories=performance', '--output=json', `--output-path=/tmp/an/lh-${name}.json`, '--quiet', '--screenEmulation.width=390', '--screenEmulation.height=844', '--screenEmulation.deviceScaleFactor=3', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
  }
} finally { await server.stop(); }
