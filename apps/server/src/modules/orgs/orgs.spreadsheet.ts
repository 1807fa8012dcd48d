import { createOrgBody, updateOrgBody, type Org } from '@portal/contracts';
import { createSpreadsheet } from '../../platform/excel/spreadsheet.js';
import { invalidField } from '../../platform/http/errors.js';
import type { OrgsService } from './orgs.service.js';

const FIELDS = ['name', 'parentName', 'isExternal', 'sort'] as const;
type OrgRow = Org & { parentName: string | null };

const YES = new Set(['true', '1', 'yes', 'y', 'external', '是', '外部', 'はい']);

/**
 * Organisations in Excel, parents before children (so a file re-imports in one pass); the parent is
 * named, not referenced by id. A row whose name exists updates that organisation.
 */
export function createOrgsSpreadsheet(orgs: OrgsService) {
  const sheet = createSpreadsheet<OrgRow, (typeof FIELDS)[number]>({
    sheet: 'menu.admin.orgs',
    fields: FIELDS,
    labels: { name: 'field.orgName' },
    cell: (o, field) => o[field],
    async importRow(actor, v) {
      const parentId = v.parentName ? (await orgs.findByName(v.parentName))?.id : null;
      if (v.parentName && !parentId) throw invalidField('parentName', 'conflict.parentMissing');
      const fields = {
        name: v.name,
        parentId,
        isExternal: YES.has((v.isExternal ?? '').trim().toLowerCase()),
        sort: v.sort ? Number(v.sort) : 0,
      };
      const existing = v.name ? await orgs.findByName(v.name) : null;
      if (existing) {
        const parsed = updateOrgBody.safeParse(fields);
        if (!parsed.success) return { issues: parsed.error.issues };
        await orgs.update(actor, existing.id, parsed.data);
        return 'updated';
      }
      const parsed = createOrgBody.safeParse(fields);
      if (!parsed.success) return { issues: parsed.error.issues };
      await orgs.create(actor, parsed.data);
      return 'created';
    },
  });

  /** Every organisation, in tree order (each parent before its children). */
  async function* rows(deleted: boolean): AsyncGenerator<OrgRow[]> {
    const tree = await orgs.tree(deleted);
    const out: OrgRow[] = [];
    const walk = (nodes: typeof tree, parentName: string | null) => {
      for (const { children, ...org } of nodes) {
        out.push({ ...org, parentName });
        walk(children, org.name);
      }
    };
    walk(tree, null);
    yield out;
  }

  return { sheet, rows };
}
