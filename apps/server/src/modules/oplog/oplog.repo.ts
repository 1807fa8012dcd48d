import { and, count, desc, asc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { operationLogs } from '../../platform/db/schema.js';

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type NewOperationLog = typeof operationLogs.$inferInsert;

export function createOplogRepo(db: Db) {
  return {
    insert: (row: NewOperationLog) => db.insert(operationLogs).values(row),

    async page(q: { page: number; pageSize: number; keyword?: string; action?: string; targetType?: string; order: 'asc' | 'desc' }) {
      const filters: SQL[] = [];
      if (q.action) filters.push(eq(operationLogs.action, q.action));
      if (q.targetType) filters.push(eq(operationLogs.targetType, q.targetType));
      if (q.keyword) {
        const like = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(or(ilike(operationLogs.account, like), ilike(operationLogs.action, like), ilike(operationLogs.targetId, like))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(operationLogs)
          .where(where)
          .orderBy(q.order === 'asc' ? asc(operationLogs.createdAt) : desc(operationLogs.createdAt))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(operationLogs).where(where),
      ]);
      return { items, total };
    },

    deleteOlderThan: (cutoff: Date) => db.delete(operationLogs).where(lt(operationLogs.createdAt, cutoff)),
  };
}
export type OplogRepo = ReturnType<typeof createOplogRepo>;
