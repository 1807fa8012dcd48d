import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/database.js';
import { buildApp } from '../app.js';

/** Prints the OpenAPI document of every route (used to generate packages/api-client). */
const database = await openDatabase({ dataDir: null });
const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false, serveWeb: false });
await app.ready();
process.stdout.write(JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
await database.close();
