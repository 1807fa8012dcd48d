import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createOrgBody, idParams, org, orgListQuery, orgTreeNode, page, updateOrgBody } from '@portal/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { actorOf } from '../../platform/http/actor.js';
import { defineBatchRoutes } from '../../platform/http/batch-routes.js';
import type { OrgsService } from './orgs.service.js';
import { createOrgsSpreadsheet } from './orgs.spreadsheet.js';
import { defineSpreadsheetRoutes } from '../../platform/http/spreadsheet-routes.js';

const VIEW = 'admin.orgs.view';
const MANAGE = 'admin.orgs.manage';
const tags = ['organizations'];

export function registerOrgRoutes(app: FastifyInstance, orgs: OrgsService) {
  defineRoute(app, {
    method: 'GET', url: '/api/orgs/tree', feature: VIEW, operationId: 'getOrgTree', compress: true, tags,
    summary: 'All organisations as a tree',
    query: z.object({ deleted: z.enum(['true', 'false']).optional() }),
    response: z.array(orgTreeNode),
    handler: ({ query }) => orgs.tree(query.deleted === 'true'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/orgs', feature: VIEW, operationId: 'listOrgs', compress: true, tags,
    summary: 'Organisations, paged, searchable and sortable',
    query: orgListQuery, response: page(org),
    handler: ({ query }) => orgs.page(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/orgs/:id', feature: VIEW, operationId: 'getOrg', tags,
    summary: 'One organisation', params: idParams, response: org,
    handler: ({ params }) => orgs.get(params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/orgs', feature: MANAGE, operationId: 'createOrg', tags,
    summary: 'Create an organisation', body: createOrgBody, response: org,
    handler: (ctx) => orgs.create(actorOf(ctx), ctx.body),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/orgs/:id', feature: MANAGE, operationId: 'updateOrg', tags,
    summary: 'Edit an organisation', params: idParams, body: updateOrgBody, response: org,
    handler: (ctx) => orgs.update(actorOf(ctx), ctx.params.id, ctx.body),
  });
  const spreadsheet = createOrgsSpreadsheet(orgs);
  defineSpreadsheetRoutes(app, {
    base: '/api/orgs', plural: 'Orgs', singular: 'Org', file: 'organizations', tags, view: VIEW, manage: MANAGE,
    sheet: spreadsheet.sheet,
    query: z.object({ deleted: z.enum(['true', 'false']).optional() }),
    rows: async (query) => spreadsheet.rows(query.deleted === 'true'),
  });
  defineBatchRoutes(app, {
    base: '/api/orgs', noun: 'Orgs', feature: MANAGE, tags,
    actions: {
      delete: { summary: 'Soft-delete organisations (recoverable)', run: orgs.remove },
      recover: { summary: 'Recover deleted organisations', run: orgs.recover },
    },
  });
}
