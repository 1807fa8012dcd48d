import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTHENTICATED, FEATURE_TREE, authorizedObject, createRoleBody, featureNode, idParams, menuFor,
  menuNode, myFeatures, page, role, roleDetail, roleFeaturesBody, roleListQuery, roleObjectsBody, selectorQuery, selectorResult, updateRoleBody,
} from '@portal/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { actorOf } from '../../platform/http/actor.js';
import { defineBatchRoutes } from '../../platform/http/batch-routes.js';
import type { RolesService } from './roles.service.js';
import { createRolesSpreadsheet } from './roles.spreadsheet.js';
import { defineSpreadsheetRoutes } from '../../platform/http/spreadsheet-routes.js';

const VIEW = 'admin.roles.view';
const MANAGE = 'admin.roles.manage';
const tags = ['roles'];

export function registerRoleRoutes(app: FastifyInstance, roles: RolesService) {
  defineRoute(app, {
    method: 'GET', url: '/api/me/features', feature: AUTHENTICATED, operationId: 'getMyFeatures', tags: ['me'],
    summary: 'Feature codes of the signed-in user', response: myFeatures,
    handler: async ({ auth }) => ({ features: [...auth.features].sort() }),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/me/menus', feature: AUTHENTICATED, operationId: 'getMyMenus', tags: ['me'],
    summary: 'Menu tree of what the signed-in user may use', response: z.array(menuNode),
    handler: async ({ auth }) => menuFor(auth.features),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/features/tree', feature: VIEW, operationId: 'getFeatureTree', compress: true, tags,
    summary: 'The feature catalogue as a tree', response: z.array(featureNode),
    handler: async () => FEATURE_TREE,
  });
  defineRoute(app, {
    method: 'GET', url: '/api/selector/people', feature: VIEW, operationId: 'selectPeople', compress: true, tags,
    summary: 'People-and-organisation selector: matching organisations and users',
    query: selectorQuery, response: selectorResult,
    handler: ({ query }) => roles.selector(query.keyword, query.orgId),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/roles', feature: VIEW, operationId: 'listRoles', compress: true, tags,
    summary: 'Roles, paged, searchable and sortable', query: roleListQuery, response: page(role),
    handler: ({ query }) => roles.page(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/roles/:id', feature: VIEW, operationId: 'getRole', compress: true, tags,
    summary: 'One role with its features and authorised objects', params: idParams, response: roleDetail,
    handler: ({ params }) => roles.get(params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/roles/:id/objects', feature: VIEW, operationId: 'listRoleObjects', tags,
    summary: 'Users and organisations a role is granted to', params: idParams, response: z.array(authorizedObject),
    handler: ({ params }) => roles.objects(params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/roles', feature: MANAGE, operationId: 'createRole', tags,
    summary: 'Create a role', body: createRoleBody, response: role,
    handler: (ctx) => roles.create(actorOf(ctx), ctx.body),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/roles/:id', feature: MANAGE, operationId: 'updateRole', tags,
    summary: 'Edit a role', params: idParams, body: updateRoleBody, response: role,
    handler: (ctx) => roles.update(actorOf(ctx), ctx.params.id, ctx.body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/roles/:id/features', feature: MANAGE, operationId: 'setRoleFeatures', tags,
    summary: 'Authorise feature points (replaces the set)', params: idParams, body: roleFeaturesBody, response: roleDetail,
    handler: (ctx) => roles.setFeatures(actorOf(ctx), ctx.params.id, ctx.body.features),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/roles/:id/objects', feature: MANAGE, operationId: 'setRoleObjects', tags,
    summary: 'Grant the role to users and organisations (replaces the set)', params: idParams, body: roleObjectsBody, response: roleDetail,
    handler: (ctx) => roles.setObjects(actorOf(ctx), ctx.params.id, ctx.body.objects),
  });
  defineSpreadsheetRoutes(app, {
    base: '/api/roles', plural: 'Roles', singular: 'Role', file: 'roles', tags, view: VIEW, manage: MANAGE,
    sheet: createRolesSpreadsheet(roles),
    query: roleListQuery.omit({ page: true, pageSize: true }),
    rows: async (query) => roles.batches(query),
  });
  defineBatchRoutes(app, {
    base: '/api/roles', noun: 'Roles', feature: MANAGE, tags,
    actions: {
      delete: { summary: 'Soft-delete roles (recoverable)', run: roles.remove },
      recover: { summary: 'Recover deleted roles', run: roles.recover },
    },
  });
}
