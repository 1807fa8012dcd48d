import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { buildApp } from '../apps/server/src/app.js';

/** The product's server as `npm start` runs it (embedded PGlite in DATA_DIR or a temporary folder), logging off. */
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
const { app, services } = await buildApp({ config, database, logger: false, serveWeb: process.env.SERVE_WEB === 'true' });
await services.users.ensureAdmin(process.env.ADMIN_PASSWORD ?? 'Bench@12345');
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`LISTENING ${(app.server.address() as { port: number }).port}`);
process.on('SIGINT', () => process.exit(0));
