import type { RouteContext } from './route.js';

/** Who did a write, for the operation log. */
export interface Actor {
  userId: string | null;
  account: string | null;
  ip: string | null;
}

export const actorOf = (ctx: RouteContext<unknown, unknown, unknown>): Actor => ({
  userId: ctx.req.auth?.userId ?? null,
  account: ctx.req.auth?.account ?? null,
  ip: ctx.ip,
});
