import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

/** Callback for NOTIFY messages on a channel (used to drop caches in every process). */
export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  driver: Driver;
  /** Publishes to every process connected to this database (LISTEN/NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, listener: Listener): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir` (or in memory). */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    notify: async (channel, payload) => {
      await client.query(`select pg_notify($1, $2)`, [channel, payload]);
    },
    listen: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Several processes may start together: one migrates, the others wait on the advisory lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
  // An idle client dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on the next query.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL pool client error: ${err.message}`));

  // One connection per process carries LISTEN. If it drops, it is opened again and every listener
  // is called once with 'reconnect', since notifications may have been missed meanwhile.
  let listenClient: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  const listeners = new Map<string, Listener[]>();
  async function connectListener() {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
    });
    const lost = () => {
      if (closed || listenClient !== client) return;
      listenClient = null;
      setTimeout(() => void reconnect(), 1000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    listenClient = client;
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
  }
  async function reconnect() {
    try {
      await connectListener();
      for (const ls of listeners.values()) for (const l of ls) l('reconnect');
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 5000).unref();
    }
  }
  return {
    db,
    driver: 'postgres',
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, listener) => {
      const isNew = !listeners.has(channel);
      if (isNew) listeners.set(channel, []);
      listeners.get(channel)!.push(listener);
      if (!listenClient) await connectListener();
      else if (isNew) await listenClient.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    },
    close: async () => {
      closed = true;
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
