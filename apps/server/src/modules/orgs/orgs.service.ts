import type { z } from 'zod';
import type { createOrgBody, orgListQuery, Org, OrgTreeNode, updateOrgBody } from '@portal/contracts';
import { conflict, invalidField, notFound } from '../../platform/http/errors.js';
import type { Actor } from '../../platform/http/actor.js';
import type { OplogService } from '../oplog/oplog.service.js';
import type { EventBus } from '../../platform/events.js';
import type { OrgsRepo, OrgWithCount } from './orgs.repo.js';

export const toOrgDto = (r: OrgWithCount): Org => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  isExternal: r.isExternal,
  sort: r.sort,
  userCount: r.userCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  deletedAt: r.deletedAt?.toISOString() ?? null,
});

/** Builds the tree from a flat list; orphans (parent deleted) become roots so nothing is hidden. */
export function buildTree(rows: Org[]): OrgTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as OrgTreeNode[] }]));
  const roots: OrgTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function createOrgsService(repo: OrgsRepo, oplog: OplogService, events: EventBus) {
  async function checkParent(id: string | null, parentId: string | null | undefined) {
    if (!parentId) return;
    if (!(await repo.findById(parentId))) throw invalidField('parentId', 'conflict.parentMissing');
    if (id && (await repo.subtreeIds(id)).includes(parentId)) throw invalidField('parentId', 'conflict.orgCycle');
  }

  return {
    tree: async (deleted = false) => buildTree((await repo.all(deleted)).map(toOrgDto)),

    async page(q: z.output<typeof orgListQuery>) {
      const { items, total } = await repo.page({
        ...q,
        deleted: q.deleted === 'true',
        isExternal: q.isExternal === undefined ? undefined : q.isExternal === 'true',
      });
      return { items: items.map(toOrgDto), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string) {
      const row = await repo.findById(id, true);
      if (!row) throw notFound();
      return toOrgDto(row);
    },

    async create(actor: Actor, body: z.output<typeof createOrgBody>) {
      await checkParent(null, body.parentId);
      const row = await repo.insert({ ...body, parentId: body.parentId ?? null, createdBy: actor.userId });
      await oplog.record(actor, 'org.create', 'organization', row.id, { name: row.name });
      return toOrgDto({ ...row, userCount: 0 });
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateOrgBody>) {
      if (!(await repo.findById(id))) throw notFound();
      await checkParent(id, body.parentId);
      await repo.update(id, body);
      await oplog.record(actor, 'org.update', 'organization', id, body);
      // A move changes who inherits roles granted above; a rename changes cached profiles.
      events.emit('access.changed', {});
      return toOrgDto((await repo.findById(id))!);
    },

    async remove(actor: Actor, ids: string[]) {
      if (await repo.activeChildrenOutside(ids)) throw conflict('conflict.orgHasChildren');
      const changed = await repo.setDeleted(ids, true);
      await oplog.record(actor, 'org.delete', 'organization', null, { ids: changed });
      events.emit('access.changed', {});
      return { count: changed.length };
    },

    async recover(actor: Actor, ids: string[]) {
      const changed = await repo.setDeleted(ids, false);
      await oplog.record(actor, 'org.recover', 'organization', null, { ids: changed });
      events.emit('access.changed', {});
      return { count: changed.length };
    },

    /** For other modules: an organisation and all below it, or above it. */
    subtreeIds: repo.subtreeIds,
    ancestorIds: repo.ancestorIds,
    exists: async (id: string) => !!(await repo.findById(id)),
    findByName: repo.findByName,
    namesByIds: repo.namesByIds,
    existingIds: repo.existingIds,
    search: repo.search,
  };
}
export type OrgsService = ReturnType<typeof createOrgsService>;
