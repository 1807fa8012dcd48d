import { createUserBody, updateUserBody, type User } from '@portal/contracts';
import { createSpreadsheet } from '../../platform/excel/spreadsheet.js';
import { invalidField } from '../../platform/http/errors.js';
import { randomToken } from '../../platform/security/tokens.js';
import type { OrgsService } from '../orgs/orgs.service.js';
import type { UsersService } from './users.service.js';

const FIELDS = ['account', 'username', 'name', 'nickname', 'orgName', 'email', 'mobile', 'officePhone', 'wechat', 'gender', 'workNo', 'birthDate', 'onboardDate', 'userType', 'status', 'description'] as const;

/** Users in Excel: an existing account is updated, a new one created (with a random password). */
export function createUsersSpreadsheet(users: UsersService, orgs: OrgsService) {
  return createSpreadsheet<User, (typeof FIELDS)[number]>({
    sheet: 'menu.admin.users',
    fields: FIELDS,
    cell: (u, field) => u[field as keyof User] as string | null,
    async importRow(actor, v) {
      const orgId = v.orgName ? (await orgs.findByName(v.orgName))?.id : undefined;
      if (v.orgName && !orgId) throw invalidField('orgName', 'conflict.orgMissing');
      const fields = {
        name: v.name, username: v.username || v.account, nickname: v.nickname || null, email: v.email || null,
        mobile: v.mobile || null, officePhone: v.officePhone || null, wechat: v.wechat || null,
        gender: (v.gender || undefined) as never, workNo: v.workNo || null, birthDate: v.birthDate || null,
        onboardDate: v.onboardDate || null, userType: (v.userType || undefined) as never,
        description: v.description || null, orgId: orgId ?? null,
      };
      const existing = v.account ? await users.findByLogin(v.account) : null;
      if (existing && existing.account.toLowerCase() === v.account!.toLowerCase()) {
        const parsed = updateUserBody.safeParse(fields);
        if (!parsed.success) return { issues: parsed.error.issues };
        await users.update(actor, existing.id, parsed.data);
        return 'updated';
      }
      // Imported users get a random password: they set their own with "forgot password".
      const parsed = createUserBody.safeParse({ ...fields, account: v.account, password: `Aa1!${randomToken(18)}` });
      if (!parsed.success) return { issues: parsed.error.issues };
      await users.create(actor, parsed.data);
      return 'created';
    },
  });
}
