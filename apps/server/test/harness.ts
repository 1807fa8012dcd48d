import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/platform/db/database.js';
import { buildApp } from '../src/app.js';

export const ADMIN_PASSWORD = 'Admin@12345';

/**
 * A fresh server on a fresh database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (created and dropped here) when DATABASE_URL is set.
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const baseUrl = process.env.DATABASE_URL;
  let dbName: string | null = null;
  let url: string | undefined;
  if (baseUrl) {
    dbName = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(baseUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'), ...env });
  const database: Database = await openDatabase({ url, dataDir: null });
  const { app, services } = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  await services.users.ensureAdmin(ADMIN_PASSWORD);

  async function close() {
    await services.jobs.stop();
    await app.close();
    await database.close();
    if (dbName && baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }

  let ipCounter = 1;
  /** Each sign-in comes from its own address unless told, so address throttling stays out of the way. */
  const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  async function login(account: string, password: string, extra: Record<string, unknown> = {}) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password, ...extra }, remoteAddress: nextIp() });
    if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as { accessToken: string; refreshToken: string; user: { id: string } };
  }

  const adminToken = (await login('admin', ADMIN_PASSWORD)).accessToken;

  /** Shorthand for authenticated JSON requests. */
  async function api(method: string, url: string, opts: { token?: string | null; body?: unknown; lang?: string; ip?: string } = {}) {
    const token = opts.token === undefined ? adminToken : opts.token;
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: opts.body as never,
      remoteAddress: opts.ip,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    });
    return res;
  }

  /** Creates a user (as admin) and returns it with a signed-in token. */
  async function createUser(fields: Record<string, unknown> = {}, password = 'User@123456') {
    const account = (fields.account as string) ?? `u${randomBytes(4).toString('hex')}`;
    const res = await api('POST', '/api/users', { body: { account, username: account, name: `User ${account}`, password, ...fields } });
    if (res.statusCode !== 200) throw new Error(`create user failed: ${res.body}`);
    const user = res.json().data as { id: string; account: string };
    const { accessToken } = await login(account, password);
    return { ...user, token: accessToken, password };
  }

  /** A role holding `features`, granted to the given user. */
  async function grant(userId: string, features: string[]) {
    const code = `r${randomBytes(4).toString('hex')}`;
    const role = (await api('POST', '/api/roles', { body: { code, name: code, roleType: 'business' } })).json().data;
    await api('PUT', `/api/roles/${role.id}/features`, { body: { features } });
    await api('PUT', `/api/roles/${role.id}/objects`, { body: { objects: [{ type: 'user', id: userId }] } });
    return role as { id: string };
  }

  /** Posts one file as multipart/form-data (field "file"), as the web app's upload does. */
  async function upload(url: string, file: Buffer, filename: string, token = adminToken) {
    const boundary = `----portal${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  }

  return { app, services, config, database, databaseUrl: url, upload, close, login, api, adminToken, createUser, grant, nextIp };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const data = <T = any>(res: LightMyRequestResponse): T => res.json().data as T;
