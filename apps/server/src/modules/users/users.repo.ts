import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations, users } from '../../platform/db/schema.js';
import { escapeLike } from '../../platform/db/sql.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserWithOrg = UserRow & { orgName: string | null };

export interface UserFilter {
  keyword?: string;
  orgIds?: string[];
  status?: string;
  userType?: string;
  deleted?: boolean;
}

const SORT = { createdAt: users.createdAt, updatedAt: users.updatedAt, account: users.account, name: users.name } as const;

// The organisation name is read with the user so that list pages cost one query, not one per row.
const withOrg = { user: users, orgName: organizations.name };
const flatten = (r: { user: UserRow; orgName: string | null }): UserWithOrg => ({ ...r.user, orgName: r.orgName });


export function createUsersRepo(db: Db) {
  function where(f: UserFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [f.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt)];
    if (f.keyword) {
      const like = escapeLike(f.keyword);
      parts.push(or(ilike(users.account, like), ilike(users.username, like), ilike(users.name, like), ilike(users.email, like), ilike(users.workNo, like)));
    }
    if (f.orgIds) parts.push(f.orgIds.length ? inArray(users.orgId, f.orgIds) : sql`false`);
    if (f.status) parts.push(eq(users.status, f.status));
    if (f.userType) parts.push(eq(users.userType, f.userType));
    return and(...parts);
  }

  return {
    async findById(id: string, includeDeleted = false): Promise<UserWithOrg | null> {
      const [row] = await db
        .select(withOrg)
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(eq(users.id, id), includeDeleted ? undefined : isNull(users.deletedAt)));
      return row ? flatten(row) : null;
    },

    async findByLogin(login: string): Promise<UserRow | null> {
      const value = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), or(sql`lower(${users.account}) = ${value}`, sql`lower(${users.email}) = ${value}`)))
        .limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(and(isNull(users.deletedAt), sql`lower(${users.email}) = ${email.toLowerCase()}`)).limit(1);
      return row ?? null;
    },

    /** Which of account, username and e-mail are already used by another user (deleted ones too). */
    async taken(values: { account?: string; username?: string; email?: string | null }, exceptId?: string) {
      const conds: SQL[] = [];
      if (values.account) conds.push(sql`lower(${users.account}) = ${values.account.toLowerCase()}`);
      if (values.username) conds.push(sql`lower(${users.username}) = ${values.username.toLowerCase()}`);
      if (values.email) conds.push(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
      if (!conds.length) return [];
      const rows = await db
        .select({ account: users.account, username: users.username, email: users.email })
        .from(users)
        .where(and(or(...conds), exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
      const out: ('account' | 'username' | 'email')[] = [];
      for (const r of rows) {
        if (values.account && r.account.toLowerCase() === values.account.toLowerCase()) out.push('account');
        if (values.username && r.username.toLowerCase() === values.username.toLowerCase()) out.push('username');
        if (values.email && r.email?.toLowerCase() === values.email.toLowerCase()) out.push('email');
      }
      return [...new Set(out)];
    },

    async page(f: UserFilter & { page: number; pageSize: number; sort: keyof typeof SORT; order: 'asc' | 'desc' }) {
      const w = where(f);
      const col = SORT[f.sort];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(withOrg)
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.orgId))
          .where(w)
          .orderBy(f.order === 'asc' ? asc(col) : desc(col), asc(users.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db.select({ total: count() }).from(users).where(w),
      ]);
      return { items: rows.map(flatten), total };
    },

    /** All matching users in batches, ordered by id, for exports of any size. */
    async *batches(f: UserFilter, size = 500): AsyncGenerator<UserWithOrg[]> {
      let after: string | null = null;
      for (;;) {
        const rows: { user: UserRow; orgName: string | null }[] = await db
          .select(withOrg)
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.orgId))
          .where(and(where(f), after ? gt(users.id, after) : undefined))
          .orderBy(asc(users.id))
          .limit(size);
        if (!rows.length) return;
        yield rows.map(flatten);
        after = rows[rows.length - 1].user.id;
      }
    },

    async insert(row: NewUser) {
      const [created] = await db.insert(users).values(row).returning();
      return created;
    },

    async update(id: string, patch: Partial<NewUser>) {
      const [row] = await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Applies a change to many users at once; returns the ids that changed. */
    async updateMany(ids: string[], patch: Partial<NewUser>, extra?: SQL) {
      const rows = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(inArray(users.id, ids), eq(users.isBuiltinAdmin, false), extra))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },

    notDeleted: () => isNull(users.deletedAt),
    deleted: () => isNotNull(users.deletedAt),

    async countAll() {
      const [{ total }] = await db.select({ total: count() }).from(users);
      return total;
    },

    async findAdmin() {
      const [row] = await db.select().from(users).where(eq(users.isBuiltinAdmin, true)).limit(1);
      return row ?? null;
    },

    /** Users for the people selector (small, bounded list). */
    async search(keyword: string | undefined, orgId: string | undefined, limit: number) {
      return db
        .select(withOrg)
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(where({ keyword }), orgId ? eq(users.orgId, orgId) : undefined))
        .orderBy(asc(users.name))
        .limit(limit)
        .then((rows) => rows.map(flatten));
    },

    async namesByIds(ids: string[]) {
      if (!ids.length) return [];
      return db.select({ id: users.id, name: users.name, account: users.account }).from(users).where(inArray(users.id, ids));
    },

    async existingIds(ids: string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), isNull(users.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
