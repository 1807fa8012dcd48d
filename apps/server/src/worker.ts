import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { buildApp } from './app.js';

/** A worker process for server mode: runs jobs only, no HTTP. Needs DATABASE_URL. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('start:worker needs DATABASE_URL (server mode); the embedded mode runs workers in the main process');
  const database = await openDatabase({ url: config.DATABASE_URL });
  const { app, services } = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  services.jobs.start();
  app.log.info('worker started');
  const stop = async () => {
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
