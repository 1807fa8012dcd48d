import type { Readable, Writable } from 'node:stream';
import type { z } from 'zod';
import { createUserBody, updateUserBody, type User } from '@portal/contracts';
import { translate, type Language } from '@portal/i18n';
import { readXlsx, writeXlsx, type Column, type ImportResult } from '../../platform/excel/excel.js';
import { toIssue } from '../../platform/http/zod-issues.js';
import { AppError } from '../../platform/http/errors.js';
import type { Actor } from '../../platform/http/actor.js';
import { randomToken } from '../../platform/security/tokens.js';
import type { OrgsService } from '../orgs/orgs.service.js';
import type { UsersService } from './users.service.js';
import type { UserFilter } from './users.repo.js';

/** Spreadsheet columns: header text is the localised field label, so templates read naturally. */
const FIELDS = ['account', 'username', 'name', 'nickname', 'orgName', 'email', 'mobile', 'officePhone', 'wechat', 'gender', 'workNo', 'birthDate', 'onboardDate', 'userType', 'status', 'description'] as const;
type Field = (typeof FIELDS)[number];

const columns = (lang: Language): Column<User>[] =>
  FIELDS.map((key) => ({ key, header: translate(lang, `field.${key}`), value: (u: User) => u[key as keyof User] as string | null }));

function headerMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const lang of ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const) {
    for (const key of FIELDS) map.set(translate(lang, `field.${key}`), key);
  }
  for (const key of FIELDS) map.set(key.toLowerCase(), key);
  return map;
}

export function createUsersExcel(users: UsersService, orgs: OrgsService) {
  return {
    async export(out: Writable, lang: Language, filter: UserFilter) {
      async function* dtoBatches() {
        for await (const batch of users.batches(filter)) yield batch.map(users.toDto);
      }
      await writeXlsx(out, translate(lang, 'menu.admin.users'), columns(lang), dtoBatches());
    },

    async template(out: Writable, lang: Language) {
      async function* none() {}
      await writeXlsx(out, translate(lang, 'menu.admin.users'), columns(lang), none());
    },

    /**
     * Creates users whose account is new and updates the others. Rows are checked with the same
     * contract as the API; a bad row is reported by number and the rest still import.
     */
    async import(actor: Actor, input: Readable, lang: Language): Promise<ImportResult> {
      const rows = await readXlsx(input, headerMap());
      const result: ImportResult = { created: 0, updated: 0, failed: 0, errors: [] };
      const fail = (row: number, message: string, params?: Record<string, unknown>) => {
        result.failed++;
        result.errors.push({ path: String(row), message: translate(lang, 'validation.import.row', { row, message: translate(lang, message, params) }) });
      };
      // Every problem of a row at once, each with its column, so one correction round is enough.
      const failAll = (row: number, issues: z.core.$ZodIssue[]) => {
        const text = issues
          .map((issue) => {
            const i = toIssue(issue as never);
            const column = FIELDS.includes(i.path as Field) ? translate(lang, `field.${i.path}`) : i.path;
            return `${column}: ${translate(lang, i.message, i.params)}`;
          })
          .join('; ');
        fail(row, text);
      };
      for (const { row, values } of rows) {
        const v = values as Partial<Record<Field, string>>;
        const orgId = v.orgName ? (await orgs.findByName(v.orgName))?.id : undefined;
        if (v.orgName && !orgId) { fail(row, 'conflict.orgMissing'); continue; }
        const fields = {
          name: v.name, username: v.username || v.account, nickname: v.nickname || null, email: v.email || null,
          mobile: v.mobile || null, officePhone: v.officePhone || null, wechat: v.wechat || null,
          gender: (v.gender || undefined) as never, workNo: v.workNo || null, birthDate: v.birthDate || null,
          onboardDate: v.onboardDate || null, userType: (v.userType || undefined) as never,
          description: v.description || null, orgId: orgId ?? null,
        };
        const existing = v.account ? await users.findByLogin(v.account) : null;
        try {
          if (existing && existing.account.toLowerCase() === v.account!.toLowerCase()) {
            const parsed = updateUserBody.safeParse(fields);
            if (!parsed.success) { failAll(row, parsed.error.issues); continue; }
            await users.update(actor, existing.id, parsed.data);
            result.updated++;
          } else {
            // Imported users get a random password: they set their own with "forgot password".
            const parsed = createUserBody.safeParse({ ...fields, account: v.account, password: `Aa1!${randomToken(18)}` });
            if (!parsed.success) { failAll(row, parsed.error.issues); continue; }
            await users.create(actor, parsed.data);
            result.created++;
          }
        } catch (err) {
          if (err instanceof AppError) fail(row, err.messageKey ?? `error.${err.code}`, err.params);
          else throw err;
        }
      }
      return result;
    },
  };
}
