import { z } from 'zod';
import { LIMITS } from './limits.js';
import { id, notBlank } from './validation.js';
import { pageQuery } from './envelope.js';

export const org = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    isExternal: z.boolean(),
    sort: z.number().int(),
    userCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable(),
  })
  .meta({ id: 'Organization' });
export type Org = z.infer<typeof org>;

export interface OrgTreeNode extends Org {
  children: OrgTreeNode[];
}
export const orgTreeNode: z.ZodType<OrgTreeNode> = org
  .extend({ children: z.array(z.lazy(() => orgTreeNode)) })
  .meta({ id: 'OrganizationTreeNode' });

const orgName = notBlank(LIMITS.orgNameMax, 'validation.org.nameRequired');
export const createOrgBody = z
  .strictObject({
    name: orgName,
    parentId: id.nullable().optional(),
    isExternal: z.boolean().default(false),
    sort: z.number().int().min(0).max(99999).default(0),
  })
  .meta({ id: 'CreateOrgBody' });
export const updateOrgBody = z
  .strictObject({
    name: orgName.optional(),
    parentId: id.nullable().optional(),
    isExternal: z.boolean().optional(),
    sort: z.number().int().min(0).max(99999).optional(),
  })
  .meta({ id: 'UpdateOrgBody' });
export const orgSort = z.enum(['sort', 'name', 'createdAt', 'updatedAt']);
export const orgListQuery = pageQuery
  .extend({ sort: orgSort.default('sort'), parentId: id.optional(), isExternal: z.enum(['true', 'false']).optional() })
;
