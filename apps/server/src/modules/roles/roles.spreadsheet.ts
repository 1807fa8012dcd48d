import { createRoleBody, updateRoleBody, type Role } from '@portal/contracts';
import { createSpreadsheet } from '../../platform/excel/spreadsheet.js';
import type { RolesService } from './roles.service.js';

const FIELDS = ['code', 'name', 'roleType', 'scenarioType', 'scope', 'sort', 'description'] as const;

/** Roles in Excel (their fields; authorisations stay in the role pages). A known code updates. */
export function createRolesSpreadsheet(roles: RolesService) {
  return createSpreadsheet<Role, (typeof FIELDS)[number]>({
    sheet: 'menu.admin.roles',
    fields: FIELDS,
    cell: (r, field) => r[field],
    async importRow(actor, v) {
      const fields = {
        name: v.name,
        roleType: v.roleType,
        scenarioType: v.scenarioType || undefined,
        scope: v.scope || undefined,
        sort: v.sort ? Number(v.sort) : undefined,
        description: v.description || null,
      };
      const existing = v.code ? await roles.findByCode(v.code) : null;
      if (existing) {
        const parsed = updateRoleBody.safeParse(fields);
        if (!parsed.success) return { issues: parsed.error.issues };
        await roles.update(actor, existing.id, parsed.data);
        return 'updated';
      }
      const parsed = createRoleBody.safeParse({ ...fields, code: v.code });
      if (!parsed.success) return { issues: parsed.error.issues };
      await roles.create(actor, parsed.data);
      return 'created';
    },
  });
}
