import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 128-bit random token, URL safe. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');
/** Tokens are stored as their SHA-256: a stolen table does not yield usable tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomDigits = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10)).join('');

export interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
  iat: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Minimal HS256 JWT: the server is the only issuer and verifier, so no algorithm negotiation. */
export function signAccessToken(secret: Buffer, claims: AccessClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const sig = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${sig}`;
}

/**
 * Verifies access tokens signed with one secret, remembering recently verified ones so that a
 * client's repeated calls skip the HMAC (a third of the authentication cost). Only the signature
 * check is remembered: expiry is checked on every call.
 */
export function createAccessTokenVerifier(secret: Buffer, max = 10_000) {
  const verified = new Map<string, AccessClaims>();
  return (token: string, now = Date.now()): AccessClaims | null => {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > now ? known : null;
    const claims = verifySignature(secret, token);
    if (!claims || claims.exp * 1000 <= now) return null;
    if (verified.size >= max) verified.clear();
    verified.set(token, claims);
    return claims;
  };
}

function verifySignature(secret: Buffer, token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
