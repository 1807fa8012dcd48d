import type { FastifyInstance } from 'fastify';

import {
  AUTHENTICATED, createUserBody, empty, idParams, page,
  resetUserPasswordBody, updateMeBody, updateUserBody, user, userListQuery,
} from '@portal/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { actorOf } from '../../platform/http/actor.js';
import { defineBatchRoutes } from '../../platform/http/batch-routes.js';
import { defineSpreadsheetRoutes } from '../../platform/http/spreadsheet-routes.js';
import type { UsersService } from './users.service.js';
import type { createUsersSpreadsheet } from './users.spreadsheet.js';

const VIEW = 'admin.users.view';
const MANAGE = 'admin.users.manage';
const tags = ['users'];

export function registerUserRoutes(app: FastifyInstance, users: UsersService, sheet: ReturnType<typeof createUsersSpreadsheet>) {
  defineRoute(app, {
    method: 'GET', url: '/api/users/me', feature: AUTHENTICATED, operationId: 'getMe', tags,
    summary: 'The signed-in user', response: user,
    handler: async ({ auth }) => auth.user,
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/users/me', feature: AUTHENTICATED, operationId: 'updateMe', tags,
    summary: 'Edit own profile (User Setting)', body: updateMeBody, response: user,
    handler: (ctx) => users.updateMe(actorOf(ctx), ctx.auth.userId, ctx.body),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/users', feature: VIEW, operationId: 'listUsers', compress: true, tags,
    summary: 'Users, paged, searchable, filterable and sortable', query: userListQuery, response: page(user),
    handler: ({ query }) => users.page(query),
  });
  defineSpreadsheetRoutes(app, {
    base: '/api/users', plural: 'Users', singular: 'User', file: 'users', tags, view: VIEW, manage: MANAGE, sheet,
    query: userListQuery.omit({ page: true, pageSize: true }),
    rows: async (query) => {
      const filter = await users.filterOf(query);
      return (async function* () {
        for await (const batch of users.batches(filter)) yield batch.map(users.toDto);
      })();
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/api/users/:id', feature: VIEW, operationId: 'getUser', tags,
    summary: 'One user', params: idParams, response: user,
    handler: ({ params }) => users.get(params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/users', feature: MANAGE, operationId: 'createUser', tags,
    summary: 'Add an account', body: createUserBody, response: user,
    handler: (ctx) => users.create(actorOf(ctx), ctx.body),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/users/:id', feature: MANAGE, operationId: 'updateUser', tags,
    summary: 'Edit a user', params: idParams, body: updateUserBody, response: user,
    handler: (ctx) => users.update(actorOf(ctx), ctx.params.id, ctx.body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/users/:id/reset-password', feature: MANAGE, operationId: 'resetUserPassword', tags,
    summary: "Set a user's password; their sessions end", params: idParams, body: resetUserPasswordBody, response: empty,
    handler: async (ctx) => {
      await users.resetPassword(actorOf(ctx), ctx.params.id, ctx.body.password);
      return {};
    },
  });
  defineBatchRoutes(app, {
    base: '/api/users', noun: 'Users', feature: MANAGE, tags,
    actions: {
      enable: { summary: 'Enable users', run: (actor, ids) => users.setStatus(actor, ids, 'enabled') },
      disable: { summary: 'Disable users; their tokens stop working at once', run: (actor, ids) => users.setStatus(actor, ids, 'disabled') },
      delete: { summary: 'Soft-delete users (recoverable)', run: users.remove },
      recover: { summary: 'Recover deleted users', run: users.recover },
    },
  });
}
