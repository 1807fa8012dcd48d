import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Server mode runs several API processes on one PostgreSQL. A user disabled through one of them
 * must be refused by the others on the next request, although each keeps an access cache.
 * Only meaningful on PostgreSQL (PGlite is one process): skipped without DATABASE_URL.
 */
const onPostgres = !!process.env.DATABASE_URL;
let first: TestApp;
let secondDb: Database;
let second: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await startTestApp();
  secondDb = await openDatabase({ url: first.databaseUrl });
  second = await buildApp({ config: first.config, database: secondDb, logger: false, serveWeb: false });
  await second.app.ready();
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.app.close();
  await secondDb.close();
  await first.close();
});

describe.runIf(onPostgres)('several server processes', () => {
  it("refuse a disabled user's token in every process on the next request", async () => {
    const u = await first.createUser();
    const me = () => second.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${u.token}` } });
    expect((await me()).statusCode).toBe(200); // now cached in the second process
    expect((await first.api('POST', '/api/users/disable', { body: { ids: [u.id] } })).statusCode).toBe(200);
    // NOTIFY is asynchronous: allow it the time of a round trip, far below a user's next click.
    await expect.poll(async () => (await me()).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('keep invalidating after the database drops the LISTEN connection (restart, failover)', async () => {
    const u = await first.createUser();
    const me = () => second.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${u.token}` } });
    expect((await me()).statusCode).toBe(200);
    // Ends every connection that is waiting on LISTEN in this database, as a server restart would.
    await first.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await first.api('POST', '/api/users/disable', { body: { ids: [u.id] } })).statusCode).toBe(200);
    await expect.poll(async () => (await me()).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
  });

  it('end a signed-out session in every process', async () => {
    const u = await first.createUser();
    const me = () => second.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${u.token}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await first.api('POST', '/api/auth/logout', { token: u.token, body: {} })).statusCode).toBe(200);
    await expect.poll(async () => (await me()).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });
});
