import type { FastifyInstance } from 'fastify';
import { PUBLIC, health } from '@portal/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { pingDatabase, type Database } from '../../platform/db/database.js';

export const VERSION = '0.1.0';

export function registerSystemRoutes(app: FastifyInstance, database: Database) {
  defineRoute(app, {
    method: 'GET', url: '/api/health', feature: PUBLIC, operationId: 'getHealth', tags: ['system'],
    summary: 'Liveness and database status (503 when the database does not answer)', response: health,
    handler: async ({ reply }) => {
      try {
        const latencyMs = await pingDatabase(database.db);
        return { status: 'ok' as const, database: { ok: true, driver: database.driver, latencyMs }, version: VERSION };
      } catch {
        reply.code(503);
        return { status: 'degraded' as const, database: { ok: false, driver: database.driver, latencyMs: -1 }, version: VERSION };
      }
    },
  });
}
