import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startProcess } from './servers.js';

/**
 * JavaScript of the first load of the login page in Chromium with an empty cache: its gzip size
 * (target <= 300 kB) and what was actually transferred (brotli, as Chromium asks). Needs
 * `npm run build:web` first.
 */
const TARGET_KB = 300;
const portal = await startProcess('bench/portal-server.ts', { SERVE_WEB: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${portal.port}/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('input[type="password"]');
  const ready = Date.now() - started;
  let js = 0;
  let jsGzip = 0;
  let all = 0;
  const dist = path.resolve('apps/web/dist');
  const files: string[] = [];
  for (const [id, size] of sizes) {
    all += size;
    const t = types.get(id) ?? '';
    if (t.startsWith('Script ')) {
      js += size;
      const gz = path.join(dist, new URL(t.slice(7)).pathname + '.gz');
      jsGzip += fs.existsSync(gz) ? fs.statSync(gz).size : size;
      files.push(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${t.slice(7).replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  console.log(files.sort().join('\n'));
  console.log(`JavaScript, gzip -9         : ${(jsGzip / 1024).toFixed(1)} kB (target <= ${TARGET_KB} kB) ${jsGzip / 1024 <= TARGET_KB ? 'OK' : 'ABOVE TARGET'}`);
  console.log(`JavaScript transferred (br) : ${(js / 1024).toFixed(1)} kB, headers included`);
  console.log(`all bytes transferred       : ${(all / 1024).toFixed(1)} kB`);
  console.log(`login form ready after      : ${ready} ms (loopback, cold cache)`);
} finally {
  await browser.close();
  portal.child.kill();
}
