import type { FastifyInstance } from 'fastify';
import { countResult, idsBody, type FeatureCode } from '@portal/contracts';
import { defineRoute } from './route.js';
import { actorOf, type Actor } from './actor.js';

export interface BatchAction {
  summary: string;
  run: (actor: Actor, ids: string[]) => Promise<{ count: number }>;
}

/**
 * Batch actions on records selected in a list (`POST <base>/<action>` with `{ ids }`, answering how
 * many changed): delete, recover, enable, disable... One shape for every module.
 * The operation id is `<action><Noun>`, e.g. `deleteOrgs`.
 */
export function defineBatchRoutes(
  app: FastifyInstance,
  opts: { base: string; noun: string; feature: FeatureCode; tags: string[]; actions: Record<string, BatchAction> },
) {
  for (const [action, { summary, run }] of Object.entries(opts.actions)) {
    defineRoute(app, {
      method: 'POST', url: `${opts.base}/${action}`, feature: opts.feature, operationId: `${action}${opts.noun}`, tags: opts.tags,
      summary, body: idsBody, response: countResult,
      handler: (ctx) => run(actorOf(ctx), ctx.body.ids),
    });
  }
}
