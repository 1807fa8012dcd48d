import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './platform/http/serializer.js';
import { LIMITS } from '@portal/contracts';
import { resolveLanguage } from '@portal/i18n';
import type { Config } from './config.js';
import type { Database } from './platform/db/database.js';
import { installErrorHandling } from './platform/http/error-handler.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { JobQueue } from './platform/jobs/queue.js';
import { createMailer } from './platform/mail/mailer.js';
import { EventBus } from './platform/events.js';
import './platform/http/context.js';
import { createOplogRepo } from './modules/oplog/oplog.repo.js';
import { createOplogService } from './modules/oplog/oplog.service.js';
import { registerOplogRoutes } from './modules/oplog/oplog.routes.js';
import { createOrgsRepo } from './modules/orgs/orgs.repo.js';
import { createOrgsService } from './modules/orgs/orgs.service.js';
import { registerOrgRoutes } from './modules/orgs/orgs.routes.js';
import { createUsersRepo } from './modules/users/users.repo.js';
import { createUsersService } from './modules/users/users.service.js';
import { createUsersSpreadsheet } from './modules/users/users.spreadsheet.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { createRolesRepo } from './modules/roles/roles.repo.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { registerRoleRoutes } from './modules/roles/roles.routes.js';
import { createAuthRepo } from './modules/auth/auth.repo.js';
import { AuthCache } from './modules/auth/auth.cache.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerI18nRoutes } from './modules/i18n/i18n.routes.js';
import { registerSystemRoutes, VERSION } from './modules/system/system.routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

/** Browsers send a handful of distinct language headers: parse each once. */
const languages = new Map<string, ReturnType<typeof resolveLanguage>>();
function languageOf(header: string | undefined) {
  if (!header) return resolveLanguage(header);
  let lang = languages.get(header);
  if (!lang) {
    lang = resolveLanguage(header);
    if (languages.size < 1000) languages.set(header, lang);
  }
  return lang;
}

const newLogId = () => randomUUID().replace(/-/g, '').slice(0, 16);

export async function buildApp({ config, database, logger, serveWeb = true }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: newLogId,
    trustProxy: config.TRUST_PROXY === 'true',
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeTable', []);
  // Every route Fastify knows, so a test can prove none bypassed defineRoute's permission check.
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) app.registeredRoutes.push({ method: m, url: r.url });
  });
  app.decorateRequest('lang', 'en-US');
  app.decorateRequest('auth', null);
  installErrorHandling(app);

  const headersFor = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // antd writes its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          // Intranet installs are often plain http://host:3000: do not push browsers to https.
          upgradeInsecureRequests: null,
        },
      },
  });
  // Large JSON answers only (routes say `compress: true`); the web app's assets are precompressed.
  await app.register(compress, { global: false, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: LIMITS.importMaxBytes, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'AI Portal API', version: VERSION, description: 'Every response is `{success, data}` or `{success:false, code, message, logId}`.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, compress: {} }, async () => app.swagger());

  // Services, wired by hand: each takes what it needs, nothing reaches for globals.
  const events = new EventBus();
  const jobs = new JobQueue(database.db, app.log);
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, app.log);
  const oplog = createOplogService(createOplogRepo(database.db), jobs);
  const orgs = createOrgsService(createOrgsRepo(database.db), oplog, events);
  const users = createUsersService(createUsersRepo(database.db), orgs, oplog, events);
  const roles = createRolesService(createRolesRepo(database.db), users, orgs, oplog, events);
  const authRepo = createAuthRepo(database.db);
  const secret = Buffer.from(config.JWT_SECRET ?? (await authRepo.secret('jwt', () => randomBytes(48).toString('base64url'))));
  const cache = new AuthCache(database, events);
  await cache.start();
  const auth = createAuthService({ config, repo: authRepo, cache, users, roles, oplog, mailer, events, secret });
  jobs.register('auth.purge', () => auth.purgeExpired(), { everyMs: 3_600_000 });

  // One hook for what every request needs: headers, language, caller.
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(headersFor(req.url));
    reply.header('x-log-id', req.id);
    req.lang = languageOf((req.headers['x-language'] as string | undefined) ?? req.headers['accept-language']);
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) req.auth = await auth.resolve(header.slice(7));
  });

  registerSystemRoutes(app, database);
  registerI18nRoutes(app);
  registerAuthRoutes(app, auth, mailer, config);
  registerUserRoutes(app, users, createUsersSpreadsheet(users, orgs));
  registerOrgRoutes(app, orgs);
  registerRoleRoutes(app, roles);
  registerOplogRoutes(app, oplog);

  if (serveWeb) serveWebApp(app, config.webDist);

  return { app, services: { events, jobs, mailer, oplog, orgs, users, roles, auth } };
}

/** The built SPA at `/`; every non-API path falls back to index.html for client-side routing. */
function serveWebApp(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build:web`; only the API is served');
    return;
  }
  // .br/.gz files are written at build time (apps/web/scripts/precompress.mjs).
  app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1y', immutable: true, preCompressed: true });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith('/api')) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  app.get('/', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
}
export type App = Awaited<ReturnType<typeof buildApp>>['app'];
export type Services = Awaited<ReturnType<typeof buildApp>>['services'];
