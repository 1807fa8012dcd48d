import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { roleFeatures, roleObjects, roles } from '../../platform/db/schema.js';
import { escapeLike } from '../../platform/db/sql.js';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWithCounts = RoleRow & { featureCount: number; objectCount: number };
const SORT = { sort: roles.sort, code: roles.code, name: roles.name, updatedAt: roles.updatedAt } as const;

export function createRolesRepo(db: Db) {
  const featureCount = sql<number>`(select count(*)::int from role_features f where f.role_id = "roles"."id")`;
  const objectCount = sql<number>`(select count(*)::int from role_objects o where o.role_id = "roles"."id")`;
  const selection = { role: roles, featureCount, objectCount };
  const flatten = (r: { role: RoleRow; featureCount: number; objectCount: number }): RoleWithCounts => ({
    ...r.role, featureCount: Number(r.featureCount), objectCount: Number(r.objectCount),
  });

  return {
    async page(q: { page: number; pageSize: number; keyword?: string; deleted?: boolean; sort: keyof typeof SORT; order: 'asc' | 'desc' }) {
      const parts: (SQL | undefined)[] = [q.deleted ? isNotNull(roles.deletedAt) : isNull(roles.deletedAt)];
      if (q.keyword) parts.push(or(ilike(roles.code, escapeLike(q.keyword)), ilike(roles.name, escapeLike(q.keyword))));
      const w = and(...parts);
      const col = SORT[q.sort];
      const [rows, [{ total }]] = await Promise.all([
        db.select(selection).from(roles).where(w)
          .orderBy(q.order === 'asc' ? asc(col) : desc(col), asc(roles.id))
          .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(roles).where(w),
      ]);
      return { items: rows.map(flatten), total };
    },

    async findById(id: string, includeDeleted = false) {
      const [row] = await db.select(selection).from(roles).where(and(eq(roles.id, id), includeDeleted ? undefined : isNull(roles.deletedAt)));
      return row ? flatten(row) : null;
    },

    async findByCode(code: string) {
      const [row] = await db.select({ id: roles.id }).from(roles).where(and(isNull(roles.deletedAt), sql`lower(${roles.code}) = ${code.toLowerCase()}`)).limit(1);
      return row ?? null;
    },

    async codeTaken(code: string) {
      const rows = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.code}) = ${code.toLowerCase()}`).limit(1);
      return rows.length > 0;
    },

    async insert(row: typeof roles.$inferInsert) {
      const [created] = await db.insert(roles).values(row).returning();
      return created;
    },

    update: (id: string, patch: Partial<typeof roles.$inferInsert>) =>
      db.update(roles).set({ ...patch, updatedAt: new Date() }).where(eq(roles.id, id)),

    async setDeleted(ids: string[], deleted: boolean) {
      const rows = await db.update(roles)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(and(inArray(roles.id, ids), eq(roles.builtin, false), deleted ? isNull(roles.deletedAt) : isNotNull(roles.deletedAt)))
        .returning({ id: roles.id });
      return rows.map((r) => r.id);
    },

    async features(roleId: string) {
      const rows = await db.select({ feature: roleFeatures.feature }).from(roleFeatures).where(eq(roleFeatures.roleId, roleId));
      return rows.map((r) => r.feature);
    },

    replaceFeatures: (roleId: string, features: string[]) =>
      db.transaction(async (tx) => {
        await tx.delete(roleFeatures).where(eq(roleFeatures.roleId, roleId));
        if (features.length) await tx.insert(roleFeatures).values(features.map((feature) => ({ roleId, feature })));
        await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
      }),

    objects: (roleId: string) =>
      db.select({ type: roleObjects.objectType, id: roleObjects.objectId }).from(roleObjects).where(eq(roleObjects.roleId, roleId)),

    replaceObjects: (roleId: string, objects: { type: string; id: string }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(roleObjects).where(eq(roleObjects.roleId, roleId));
        if (objects.length) await tx.insert(roleObjects).values(objects.map((o) => ({ roleId, objectType: o.type, objectId: o.id })));
        await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
      }),

    /** Feature points granted to a user directly or through any of the given organisations. */
    async featuresFor(userId: string, orgIds: string[]) {
      const holder = orgIds.length
        ? or(and(eq(roleObjects.objectType, 'user'), eq(roleObjects.objectId, userId)), and(eq(roleObjects.objectType, 'org'), inArray(roleObjects.objectId, orgIds)))
        : and(eq(roleObjects.objectType, 'user'), eq(roleObjects.objectId, userId));
      const rows = await db
        .selectDistinct({ feature: roleFeatures.feature })
        .from(roleObjects)
        .innerJoin(roles, and(eq(roles.id, roleObjects.roleId), isNull(roles.deletedAt)))
        .innerJoin(roleFeatures, eq(roleFeatures.roleId, roles.id))
        .where(holder);
      return rows.map((r) => r.feature);
    },
  };
}
export type RolesRepo = ReturnType<typeof createRolesRepo>;
