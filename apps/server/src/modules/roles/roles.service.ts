import type { z } from 'zod';
import { FEATURE_CODES, isFeatureCode, type createRoleBody, type Role, type RoleDetail, type roleListQuery, type updateRoleBody } from '@portal/contracts';
import { AppError, conflict, invalidField, notFound } from '../../platform/http/errors.js';
import type { Actor } from '../../platform/http/actor.js';
import type { EventBus } from '../../platform/events.js';
import type { OplogService } from '../oplog/oplog.service.js';
import type { OrgsService } from '../orgs/orgs.service.js';
import type { UsersService } from '../users/users.service.js';
import type { RolesRepo, RoleWithCounts } from './roles.repo.js';

export const toRoleDto = (r: RoleWithCounts): Role => ({
  id: r.id, code: r.code, name: r.name,
  roleType: r.roleType as Role['roleType'], scenarioType: r.scenarioType as Role['scenarioType'], scope: r.scope as Role['scope'],
  description: r.description, sort: r.sort, builtin: r.builtin, featureCount: r.featureCount, objectCount: r.objectCount,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), deletedAt: r.deletedAt?.toISOString() ?? null,
});

export function createRolesService(repo: RolesRepo, users: UsersService, orgs: OrgsService, oplog: OplogService, events: EventBus) {
  async function getRow(id: string, includeDeleted = false) {
    const row = await repo.findById(id, includeDeleted);
    if (!row) throw notFound();
    return row;
  }
  const changed = () => events.emit('access.changed', {});

  async function describeObjects(objects: { type: string; id: string }[]) {
    const userIds = objects.filter((o) => o.type === 'user').map((o) => o.id);
    const orgIds = objects.filter((o) => o.type === 'org').map((o) => o.id);
    const [u, o] = await Promise.all([users.namesByIds(userIds), orgs.namesByIds(orgIds)]);
    return [
      ...o.map((x) => ({ type: 'org' as const, id: x.id, name: x.name, detail: null })),
      ...u.map((x) => ({ type: 'user' as const, id: x.id, name: x.name, detail: x.account })),
    ];
  }

  return {
    async page(q: z.output<typeof roleListQuery>) {
      const { items, total } = await repo.page({ ...q, deleted: q.deleted === 'true' });
      return { items: items.map(toRoleDto), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string): Promise<RoleDetail> {
      const row = await getRow(id, true);
      const [features, objects] = await Promise.all([repo.features(id), repo.objects(id)]);
      return { ...toRoleDto(row), features, objects: await describeObjects(objects) };
    },

    async create(actor: Actor, body: z.output<typeof createRoleBody>) {
      if (await repo.codeTaken(body.code)) throw new AppError('CONFLICT', 'conflict.roleCodeTaken', undefined, { issues: [{ path: 'code', message: 'conflict.roleCodeTaken' }] });
      const row = await repo.insert({ ...body, createdBy: actor.userId });
      await oplog.record(actor, 'role.create', 'role', row.id, { code: row.code });
      return toRoleDto({ ...row, featureCount: 0, objectCount: 0 });
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateRoleBody>) {
      const row = await getRow(id);
      if (row.builtin) throw conflict('conflict.builtinRole');
      await repo.update(id, body);
      await oplog.record(actor, 'role.update', 'role', id, body);
      return toRoleDto(await getRow(id));
    },

    async remove(actor: Actor, ids: string[]) {
      const done = await repo.setDeleted(ids, true);
      await oplog.record(actor, 'role.delete', 'role', null, { ids: done });
      changed();
      return { count: done.length };
    },

    async recover(actor: Actor, ids: string[]) {
      const done = await repo.setDeleted(ids, false);
      await oplog.record(actor, 'role.recover', 'role', null, { ids: done });
      changed();
      return { count: done.length };
    },

    async setFeatures(actor: Actor, id: string, features: string[]) {
      const row = await getRow(id);
      if (row.builtin) throw conflict('conflict.builtinRole');
      const unknown = features.find((f) => !isFeatureCode(f));
      if (unknown) throw invalidField('features', 'conflict.unknownFeature', { code: unknown });
      const unique = [...new Set(features)];
      await repo.replaceFeatures(id, unique);
      await oplog.record(actor, 'role.authorize', 'role', id, { features: unique });
      changed();
      return this.get(id);
    },

    async setObjects(actor: Actor, id: string, objects: { type: 'user' | 'org'; id: string }[]) {
      await getRow(id);
      const keys = objects.map((o) => `${o.type}:${o.id}`);
      if (new Set(keys).size !== keys.length) throw invalidField('objects', 'conflict.duplicateObject');
      const userIds = objects.filter((o) => o.type === 'user').map((o) => o.id);
      const orgIds = objects.filter((o) => o.type === 'org').map((o) => o.id);
      const [u, o] = await Promise.all([users.existingIds(userIds), orgs.existingIds(orgIds)]);
      if (userIds.some((x) => !u.has(x)) || orgIds.some((x) => !o.has(x))) throw notFound();
      await repo.replaceObjects(id, objects);
      await oplog.record(actor, 'role.assign', 'role', id, { objects });
      changed();
      return this.get(id);
    },

    findByCode: repo.findByCode,

    /** Every role the list's filter selects, page by page, for exports. */
    async *batches(q: { keyword?: string; deleted?: 'true' | 'false'; sort: 'sort' | 'code' | 'name' | 'updatedAt'; order: 'asc' | 'desc' }) {
      for (let page = 1; ; page++) {
        const { items } = await repo.page({ ...q, page, pageSize: 500, deleted: q.deleted === 'true' });
        if (items.length) yield items.map(toRoleDto);
        if (items.length < 500) return;
      }
    },

    objects: async (id: string) => {
      await getRow(id, true);
      return describeObjects(await repo.objects(id));
    },

    /** Every feature point a user holds: the administrator holds all of them. */
    async featuresFor(user: { id: string; orgId: string | null; isBuiltinAdmin: boolean }): Promise<string[]> {
      if (user.isBuiltinAdmin) return [...FEATURE_CODES];
      const orgIds = user.orgId ? await orgs.ancestorIds(user.orgId) : [];
      return repo.featuresFor(user.id, orgIds);
    },

    async selector(keyword: string | undefined, orgId: string | undefined) {
      const [o, u] = await Promise.all([orgId ? Promise.resolve([]) : orgs.search(keyword, 50), users.search(keyword, orgId, 50)]);
      return {
        orgs: o.map((x) => ({ type: 'org' as const, id: x.id, name: x.name, detail: null })),
        users: u.map((x) => ({ type: 'user' as const, id: x.id, name: x.name, detail: x.orgName ? `${x.account} · ${x.orgName}` : x.account })),
      };
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
