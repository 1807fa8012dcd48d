import { z } from 'zod';
import { LIMITS } from './limits.js';
import { id, notBlank, optionalText } from './validation.js';
import { pageQuery } from './envelope.js';

export const roleType = z.enum(['system', 'business']);
export const scenarioType = z.enum(['general', 'admin', 'knowledge', 'data']);
export const roleScope = z.enum(['all', 'organization', 'self']);
export const objectType = z.enum(['user', 'org']);

export const role = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    roleType,
    scenarioType,
    scope: roleScope,
    description: z.string().nullable(),
    sort: z.number().int(),
    builtin: z.boolean(),
    featureCount: z.number().int(),
    objectCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof role>;

const roleFields = {
  code: notBlank(LIMITS.codeMax).regex(/^[A-Za-z0-9_.-]+$/, { error: 'validation.code.charset' }),
  name: notBlank(LIMITS.roleNameMax),
  roleType,
  scenarioType: scenarioType.default('general'),
  scope: roleScope.default('all'),
  description: optionalText(LIMITS.descriptionMedium),
  sort: z.number().int().min(0).max(99999).default(0),
};
export const createRoleBody = z.strictObject(roleFields).meta({ id: 'CreateRoleBody' });
export const updateRoleBody = z
  .strictObject({
    name: roleFields.name.optional(),
    roleType: roleType.optional(),
    scenarioType: scenarioType.optional(),
    scope: roleScope.optional(),
    description: roleFields.description,
    sort: z.number().int().min(0).max(99999).optional(),
  })
  .meta({ id: 'UpdateRoleBody' });

export const roleSort = z.enum(['sort', 'code', 'name', 'updatedAt']);
export const roleListQuery = pageQuery.extend({ sort: roleSort.default('sort') });

export const roleFeaturesBody = z
  .strictObject({ features: z.array(z.string().max(100)).min(1, { error: 'validation.role.featureRequired' }).max(500) })
  .meta({ id: 'RoleFeaturesBody' });

export const authorizedObjectRef = z.strictObject({ type: objectType, id });
export const roleObjectsBody = z
  .strictObject({
    objects: z
      .array(authorizedObjectRef)
      .min(1, { error: 'validation.role.objectRequired' })
      .max(LIMITS.batchMax, { error: 'validation.tooMany' }),
  })
  .meta({ id: 'RoleObjectsBody' });

export const authorizedObject = z
  .object({ type: objectType, id: z.string(), name: z.string(), detail: z.string().nullable() })
  .meta({ id: 'AuthorizedObject' });

export const roleDetail = role
  .extend({ features: z.array(z.string()), objects: z.array(authorizedObject) })
  .meta({ id: 'RoleDetail' });

export const selectorQuery = z
  .object({ keyword: z.string().trim().max(100).optional(), orgId: id.optional() })
;
export const selectorResult = z
  .object({ orgs: z.array(authorizedObject), users: z.array(authorizedObject) })
  .meta({ id: 'SelectorResult' });
export type RoleDetail = z.infer<typeof roleDetail>;
