import { randomBytes } from 'node:crypto';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { buildApp } from './app.js';

/** Starts the whole product in one process: API, web app and job workers. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const { app, services } = await buildApp({ config, database });

  const password = config.ADMIN_PASSWORD ?? `Adm1n!${randomBytes(9).toString('base64url')}`;
  if (await services.users.ensureAdmin(password)) {
    if (config.ADMIN_PASSWORD) app.log.info('administrator "admin" created with ADMIN_PASSWORD');
    // Printed once, on the console only: it is not stored anywhere in clear.
    else console.log(`\n  Administrator account created.\n  account:  admin\n  password: ${password}\n  (shown once; change it after signing in)\n`);
  }
  await services.oplog.scheduleRetention();
  await services.jobs.enqueue('auth.purge', {}, { singletonKey: 'auth.purge' });
  if (config.WORKERS === 'true') services.jobs.start();

  const close = async () => {
    await services.jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`AI Portal on http://localhost:${config.PORT} (database: ${database.driver})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
