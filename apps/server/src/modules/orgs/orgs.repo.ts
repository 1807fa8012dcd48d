import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations } from '../../platform/db/schema.js';
import { escapeLike } from '../../platform/db/sql.js';

export type OrgRow = typeof organizations.$inferSelect;
export type OrgWithCount = OrgRow & { userCount: number };
const SORT = { sort: organizations.sort, name: organizations.name, createdAt: organizations.createdAt, updatedAt: organizations.updatedAt } as const;

export function createOrgsRepo(db: Db) {
  // Active users per organisation, read with the organisations (one query for a whole page).
  // Written out with an alias: inside the subquery an unqualified "id" would mean users.id.
  const userCount = sql<number>`(select count(*)::int from users u where u.org_id = "organizations"."id" and u.deleted_at is null)`;
  const selection = { org: organizations, userCount };
  const flatten = (r: { org: OrgRow; userCount: number }): OrgWithCount => ({ ...r.org, userCount: Number(r.userCount) });

  return {
    async all(deleted = false) {
      const rows = await db
        .select(selection)
        .from(organizations)
        .where(deleted ? isNotNull(organizations.deletedAt) : isNull(organizations.deletedAt))
        .orderBy(asc(organizations.sort), asc(organizations.name));
      return rows.map(flatten);
    },

    async page(q: { page: number; pageSize: number; keyword?: string; parentId?: string; isExternal?: boolean; deleted?: boolean; sort: keyof typeof SORT; order: 'asc' | 'desc' }) {
      const parts: (SQL | undefined)[] = [q.deleted ? isNotNull(organizations.deletedAt) : isNull(organizations.deletedAt)];
      if (q.keyword) parts.push(ilike(organizations.name, escapeLike(q.keyword)));
      if (q.parentId) parts.push(eq(organizations.parentId, q.parentId));
      if (q.isExternal !== undefined) parts.push(eq(organizations.isExternal, q.isExternal));
      const w = and(...parts);
      const col = SORT[q.sort];
      const [rows, [{ total }]] = await Promise.all([
        db.select(selection).from(organizations).where(w)
          .orderBy(q.order === 'asc' ? asc(col) : desc(col), asc(organizations.id))
          .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(organizations).where(w),
      ]);
      return { items: rows.map(flatten), total };
    },

    async findById(id: string, includeDeleted = false) {
      const [row] = await db.select(selection).from(organizations)
        .where(and(eq(organizations.id, id), includeDeleted ? undefined : isNull(organizations.deletedAt)));
      return row ? flatten(row) : null;
    },

    async findByName(name: string) {
      const [row] = await db.select().from(organizations)
        .where(and(isNull(organizations.deletedAt), sql`lower(${organizations.name}) = ${name.toLowerCase()}`)).limit(1);
      return row ?? null;
    },

    /** The organisation and everything below it (active only). */
    async subtreeIds(id: string): Promise<string[]> {
      const rows = await db.execute<{ id: string }>(sql`
        with recursive t(id) as (
          select id from organizations where id = ${id} and deleted_at is null
          union all
          select o.id from organizations o join t on o.parent_id = t.id where o.deleted_at is null
        ) select id from t`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },

    /** The organisation and every organisation above it. */
    async ancestorIds(id: string): Promise<string[]> {
      const rows = await db.execute<{ id: string }>(sql`
        with recursive t(id, parent_id, depth) as (
          select id, parent_id, 0 from organizations where id = ${id}
          union all
          select o.id, o.parent_id, t.depth + 1 from organizations o join t on o.id = t.parent_id where t.depth < 64
        ) select id from t`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },

    async insert(row: typeof organizations.$inferInsert) {
      const [created] = await db.insert(organizations).values(row).returning();
      return created;
    },

    async update(id: string, patch: Partial<typeof organizations.$inferInsert>) {
      const [row] = await db.update(organizations).set({ ...patch, updatedAt: new Date() }).where(eq(organizations.id, id)).returning();
      return row ?? null;
    },

    async setDeleted(ids: string[], deleted: boolean) {
      const rows = await db
        .update(organizations)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(and(inArray(organizations.id, ids), deleted ? isNull(organizations.deletedAt) : isNotNull(organizations.deletedAt)))
        .returning({ id: organizations.id });
      return rows.map((r) => r.id);
    },

    async activeChildrenOutside(ids: string[]) {
      const rows = await db.select({ id: organizations.id }).from(organizations)
        .where(and(inArray(organizations.parentId, ids), isNull(organizations.deletedAt), notInArray(organizations.id, ids)))
        .limit(1);
      return rows.length > 0;
    },

    async namesByIds(ids: string[]) {
      if (!ids.length) return [];
      return db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids));
    },

    async existingIds(ids: string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db.select({ id: organizations.id }).from(organizations).where(and(inArray(organizations.id, ids), isNull(organizations.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },

    async search(keyword: string | undefined, limit: number) {
      return db.select({ id: organizations.id, name: organizations.name, isExternal: organizations.isExternal }).from(organizations)
        .where(and(isNull(organizations.deletedAt), keyword ? ilike(organizations.name, escapeLike(keyword)) : undefined))
        .orderBy(asc(organizations.sort), asc(organizations.name)).limit(limit);
    },
  };
}
export type OrgsRepo = ReturnType<typeof createOrgsRepo>;
