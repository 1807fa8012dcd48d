import type { Language } from '@portal/i18n';
import type { User } from '@portal/contracts';

/** Who is calling: resolved once per request from the bearer token or cookie. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  account: string;
  features: ReadonlySet<string>;
  isAdmin: boolean;
  /** The caller's profile as of the last access change (read by GET /api/users/me without a query). */
  user: User;
}

export type AuthResolver = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeTable: RouteInfo[];
    registeredRoutes: { method: string; url: string }[];
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  feature: string;
  operationId: string;
}
