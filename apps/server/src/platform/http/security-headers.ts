import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * Helmet's security headers, computed once at start-up and set on every response. @fastify/helmet
 * runs helmet for each request, re-parsing the Content-Security-Policy every time: measurable on a
 * hot path (docs/decisions/0002-fast-serializer.md). The headers are the same for every response,
 * except the API documentation page, whose inline scripts need a looser policy.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions, looserPrefix: string) {
  const headers = computeHeaders(options);
  const looser = { ...headers };
  delete looser['content-security-policy'];
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(req.url.startsWith(looserPrefix) ? looser : headers);
  });
}

function computeHeaders(options: HelmetOptions): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, res as never, () => undefined);
  return out;
}
