import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { buildApp } from '../apps/server/src/app.js';

/** The product's server as `npm start` runs it (embedded PGlite in DATA_DIR or a temporary folder), logging off. */
const ownDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
const { app, services } = await buildApp({ config, database, logger: false, serveWeb: process.env.SERVE_WEB === 'true' });
await services.users.ensureAdmin(process.env.ADMIN_PASSWORD ?? 'Bench@12345');
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`LISTENING ${(app.server.address() as { port: number }).port}`);
// Stopped by the benchmark or test that started it: leave no temporary database behind.
const stop = () => {
  if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
