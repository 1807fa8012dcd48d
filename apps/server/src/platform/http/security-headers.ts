import helmet from 'helmet';

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * Helmet's security headers, computed once at start-up (@fastify/helmet runs helmet on every request,
 * re-parsing the Content-Security-Policy each time: measurable on a hot path, see
 * docs/decisions/0002-fast-serializer.md). Pages get helmet's full set; JSON API responses get the
 * short set OWASP recommends for REST APIs (a document policy means nothing to JSON, and every
 * byte of header is written on every call); the API documentation page needs inline scripts.
 */
export function securityHeaders(options: HelmetOptions) {
  const page = computeHeaders(options);
  const docs = { ...page };
  delete docs['content-security-policy'];
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (page['strict-transport-security']) api['strict-transport-security'] = page['strict-transport-security'];
  return (url: string) => (url.startsWith('/api/docs') ? docs : url.startsWith('/api/') ? api : page);
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
