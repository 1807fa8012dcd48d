import type { FastifyInstance } from 'fastify';
import { operationLog, operationLogQuery, page } from '@portal/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { toOperationLogDto, type OplogService } from './oplog.service.js';

export function registerOplogRoutes(app: FastifyInstance, oplog: OplogService) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/oplogs',
    feature: 'admin.logs.view',
    operationId: 'listOperationLogs', compress: true,
    summary: 'Operation log, newest first (kept 30 days)',
    tags: ['logs'],
    query: operationLogQuery,
    response: page(operationLog),
    handler: async ({ query }) => {
      const { items, total } = await oplog.page(query);
      return { items: items.map(toOperationLogDto), total, page: query.page, pageSize: query.pageSize };
    },
  });
}
