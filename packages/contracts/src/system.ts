import { z } from 'zod';
import { pageQuery } from './envelope.js';

export const health = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }), version: z.string() })
  .meta({ id: 'Health' });

export const featureNode: z.ZodType<{ code: string; children?: { code: string }[] }> = z
  .object({ code: z.string(), children: z.array(z.lazy(() => featureNode)).optional() })
  .meta({ id: 'FeatureNode' });
export const menuNode: z.ZodType<{ key: string; path?: string; icon?: string; children?: unknown[] }> = z
  .object({
    key: z.string(),
    path: z.string().optional(),
    feature: z.string().optional(),
    icon: z.string().optional(),
    children: z.array(z.lazy(() => menuNode)).optional(),
  })
  .meta({ id: 'MenuNode' });
export const myFeatures = z.object({ features: z.array(z.string()) }).meta({ id: 'MyFeatures' });

export const operationLog = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    account: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OperationLog' });
export const operationLogQuery = pageQuery
  .extend({ action: z.string().max(64).optional(), targetType: z.string().max(64).optional() })
;
