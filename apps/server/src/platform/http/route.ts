import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC, errorEnvelope, isFeatureCode, okEnvelope, type RouteFeature } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { AppError } from './errors.js';
import type { AuthContext } from './context.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The caller; throws 401 when read on a public route without a signed-in user. */
  auth: AuthContext;
  lang: Language;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<P, Q, B, R extends Schema | 'raw'> {
  method: Method;
  url: string;
  /** Feature point needed, or PUBLIC / AUTHENTICATED. There is no default: every route says. */
  feature: RouteFeature;
  operationId: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope, or 'raw' for handlers that stream a file. */
  response: R;
  /** Per-route rate limit (requests per minute per address). */
  rateLimit?: number;
  /** Content types accepted in `body`, default application/json. */
  consumes?: string[];
  /**
   * Compress the response (gzip/brotli as the client asks) when over 1 kB. For large answers
   * (lists, trees, dictionaries) only: on small ones the compression hooks cost more than they save.
   */
  compress?: boolean;
  handler: (ctx: RouteContext<P, Q, B>) => Promise<R extends Schema ? z.input<R> : void>;
}

/**
 * Declares one API route: schemas from the contracts, permission check before validation,
 * success envelope around the result, and an entry in the route table (for the permission test).
 */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | 'raw' = Schema,
>(app: FastifyInstance, def: RouteDef<P, Q, B, R>) {
  const feature = def.feature;
  if (feature !== PUBLIC && feature !== AUTHENTICATED && !isFeatureCode(feature)) {
    throw new Error(`Route ${def.method} ${def.url} names unknown feature "${feature}"`);
  }
  app.routeTable.push({ method: def.method, url: def.url, feature, operationId: def.operationId });

  const response: Record<number, z.ZodType> = { 400: errorEnvelope };
  if (def.response !== 'raw') response[200] = okEnvelope(def.response as z.ZodType);
  if (feature !== PUBLIC) Object.assign(response, { 401: errorEnvelope, 403: errorEnvelope });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    config: def.rateLimit ? { rateLimit: { max: def.rateLimit, timeWindow: '1 minute' } } : {},
    schema: Object.fromEntries(
      Object.entries({
        operationId: def.operationId,
        summary: def.summary,
        tags: def.tags,
        params: def.params,
        querystring: def.query,
        body: def.body,
        consumes: def.consumes,
        security: feature === PUBLIC ? [] : [{ bearerAuth: [] }],
        response,
      }).filter(([, v]) => v !== undefined),
    ),
    exposeHeadRoute: false,
    compress: def.compress ? {} : false,
    decompress: false,
    // Runs before validation so that an anonymous caller gets 401, not a hint about the body.
    onRequest: async (req) => {
      if (feature === PUBLIC) return;
      if (!req.auth) throw new AppError('UNAUTHORIZED');
      if (feature !== AUTHENTICATED && !req.auth.features.has(feature)) throw new AppError('FORBIDDEN');
    },
    handler: async (req, reply) => {
      const ctx: RouteContext<P, Q, B> = {
        params: req.params as Infer<P>,
        query: req.query as Infer<Q>,
        body: req.body as Infer<B>,
        get auth() {
          if (!req.auth) throw new AppError('UNAUTHORIZED');
          return req.auth;
        },
        lang: req.lang,
        ip: req.ip,
        req,
        reply,
      };
      const data = await def.handler(ctx);
      if (def.response === 'raw') return reply;
      return { success: true as const, data };
    },
  });
}
