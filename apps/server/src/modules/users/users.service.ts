import type { z } from 'zod';
import { type createUserBody, type CurrentUser, type updateMeBody, type updateUserBody, type User, type userListQuery } from '@portal/contracts';
import { AppError, conflict, invalidField, notFound, type ErrorIssue } from '../../platform/http/errors.js';
import type { Actor } from '../../platform/http/actor.js';
import { hashPassword } from '../../platform/security/passwords.js';
import type { EventBus } from '../../platform/events.js';
import type { OplogService } from '../oplog/oplog.service.js';
import type { OrgsService } from '../orgs/orgs.service.js';
import type { UserFilter, UsersRepo, UserWithOrg, UserRow } from './users.repo.js';
import { checkAvatar } from './avatar.js';

export const toUserDto = (r: UserWithOrg): User => ({
  id: r.id,
  account: r.account,
  username: r.username,
  name: r.name,
  nickname: r.nickname,
  orgId: r.orgId,
  orgName: r.orgName,
  email: r.email,
  mobile: r.mobile,
  officePhone: r.officePhone,
  wechat: r.wechat,
  gender: r.gender as User['gender'],
  workNo: r.workNo,
  birthDate: r.birthDate,
  onboardDate: r.onboardDate,
  description: r.description,
  avatar: r.avatar,
  userType: r.userType as User['userType'],
  isCloudAccount: r.isCloudAccount,
  status: r.status as User['status'],
  isBuiltinAdmin: r.isBuiltinAdmin,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  deletedAt: r.deletedAt?.toISOString() ?? null,
});

export const toCurrentUser = (u: User): CurrentUser => ({
  id: u.id, account: u.account, username: u.username, name: u.name, nickname: u.nickname,
  email: u.email, avatar: u.avatar, orgId: u.orgId, orgName: u.orgName, userType: u.userType,
});

const TAKEN_KEYS = { account: 'conflict.accountTaken', username: 'conflict.usernameTaken', email: 'conflict.emailTaken' } as const;

export function createUsersService(repo: UsersRepo, orgs: OrgsService, oplog: OplogService, events: EventBus) {
  /** 409 naming each field whose value another user already has. */
  async function ensureUnique(values: { account?: string; username?: string; email?: string | null }, exceptId?: string) {
    const taken = await repo.taken(values, exceptId);
    if (!taken.length) return;
    const issues: ErrorIssue[] = taken.map((f) => ({ path: f, message: TAKEN_KEYS[f] }));
    throw new AppError('CONFLICT', issues[0].message, undefined, { issues });
  }

  async function ensureOrg(orgId: string | null | undefined) {
    if (orgId && !(await orgs.exists(orgId))) throw invalidField('orgId', 'conflict.orgMissing');
  }

  async function getRow(id: string, includeDeleted = false) {
    const row = await repo.findById(id, includeDeleted);
    if (!row) throw notFound();
    return row;
  }

  /** Only the built-in administrator changes its own account: otherwise a user manager could take it over. */
  async function getEditable(actor: Actor, id: string) {
    const row = await getRow(id);
    if (row.isBuiltinAdmin && actor.userId !== row.id) throw conflict('conflict.builtinAdmin');
    return row;
  }

  /** The list filter of a query: an organisation means it and everything below it. */
  async function filterOf(q: { keyword?: string; orgId?: string; status?: string; userType?: string; deleted?: 'true' | 'false' }): Promise<UserFilter> {
    const orgIds = q.orgId ? await orgs.subtreeIds(q.orgId) : undefined;
    return { keyword: q.keyword, orgIds, status: q.status, userType: q.userType, deleted: q.deleted === 'true' };
  }

  /** Drops cached access and profile; sessions of a user no longer enabled are ended. */
  const accessChanged = (userId?: string) => events.emit('access.changed', { userId });

  return {
    toDto: toUserDto,
    get: async (id: string) => toUserDto(await getRow(id, true)),
    me: async (id: string) => toUserDto(await getRow(id)),

    filterOf,

    async page(q: z.output<typeof userListQuery>) {
      const { items, total } = await repo.page({ page: q.page, pageSize: q.pageSize, sort: q.sort, order: q.order, ...(await filterOf(q)) });
      return { items: items.map(toUserDto), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: Actor, body: z.output<typeof createUserBody>) {
      await ensureUnique({ account: body.account, username: body.username, email: body.email });
      await ensureOrg(body.orgId);
      const { password, ...fields } = body;
      const row = await repo.insert({ ...fields, passwordHash: await hashPassword(password), createdBy: actor.userId });
      await oplog.record(actor, 'user.create', 'user', row.id, { account: row.account });
      return toUserDto(await getRow(row.id));
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateUserBody>) {
      await getEditable(actor, id);
      await ensureUnique({ username: body.username, email: body.email }, id);
      await ensureOrg(body.orgId);
      await repo.update(id, body);
      await oplog.record(actor, 'user.update', 'user', id, { fields: Object.keys(body) });
      accessChanged(id);
      return toUserDto(await getRow(id));
    },

    async updateMe(actor: Actor, id: string, body: z.output<typeof updateMeBody>) {
      if (body.avatar) checkAvatar(body.avatar);
      await repo.update(id, body);
      await oplog.record(actor, 'user.updateSelf', 'user', id, { fields: Object.keys(body) });
      accessChanged(id);
      return toUserDto(await getRow(id));
    },

    async resetPassword(actor: Actor, id: string, password: string) {
      await getEditable(actor, id);
      await repo.update(id, { passwordHash: await hashPassword(password) });
      await oplog.record(actor, 'user.resetPassword', 'user', id);
      accessChanged(id);
    },

    async setStatus(actor: Actor, ids: string[], status: 'enabled' | 'disabled') {
      if (status === 'disabled' && actor.userId && ids.includes(actor.userId)) throw conflict('conflict.self');
      const changed = await repo.updateMany(ids, { status }, repo.notDeleted());
      await oplog.record(actor, status === 'enabled' ? 'user.enable' : 'user.disable', 'user', null, { ids: changed });
      for (const id of changed) accessChanged(id);
      return { count: changed.length };
    },

    async remove(actor: Actor, ids: string[]) {
      if (actor.userId && ids.includes(actor.userId)) throw conflict('conflict.self');
      const changed = await repo.updateMany(ids, { deletedAt: new Date() }, repo.notDeleted());
      await oplog.record(actor, 'user.delete', 'user', null, { ids: changed });
      for (const id of changed) accessChanged(id);
      return { count: changed.length };
    },

    async recover(actor: Actor, ids: string[]) {
      const changed = await repo.updateMany(ids, { deletedAt: null }, repo.deleted());
      await oplog.record(actor, 'user.recover', 'user', null, { ids: changed });
      for (const id of changed) accessChanged(id);
      return { count: changed.length };
    },

    // For the auth module
    findByLogin: repo.findByLogin,
    findByEmail: repo.findByEmail,
    findRow: (id: string) => repo.findById(id),
    /** The password was checked against the contract's rule by the route. */
    async setOwnPassword(id: string, password: string) {
      await repo.update(id, { passwordHash: await hashPassword(password) });
      accessChanged(id);
    },

    /** Creates the built-in administrator on first start; returns whether it was created. */
    async ensureAdmin(password: string): Promise<boolean> {
      if (await repo.findAdmin()) return false;
      await repo.insert({
        account: 'admin', username: 'admin', name: 'Administrator', isBuiltinAdmin: true,
        passwordHash: await hashPassword(password),
      });
      return true;
    },

    // For roles and the people selector
    search: repo.search,
    namesByIds: repo.namesByIds,
    existingIds: repo.existingIds,
    batches: repo.batches,
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
export type { UserRow };
