import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startProcess } from '../bench/servers.js';

export const ADMIN_PASSWORD = 'Admin@E2e12345';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve('e2e/artifacts');

/** The product as `npm start` runs it (built web app, embedded database in a fresh folder). */
export async function startPortal(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const server = await startProcess('bench/portal-server.ts', { ADMIN_PASSWORD, SERVE_WEB: 'true', DATA_DIR: dataDir, ...env });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    browser,
    async close() {
      await browser.close();
      server.child.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context (its own cookies and storage) in the given browser language. */
export async function newPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  return page;
}

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
