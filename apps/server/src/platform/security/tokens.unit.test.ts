import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, signAccessToken } from './tokens.js';

const secret = Buffer.from('a'.repeat(48));
const other = Buffer.from('b'.repeat(48));
const now = Date.now();
const claims = { sub: 'u1', sid: 's1', iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 60 };

describe('access tokens', () => {
  it('verify with their own secret only, also once remembered', () => {
    const token = signAccessToken(secret, claims);
    const mine = createAccessTokenVerifier(secret);
    const theirs = createAccessTokenVerifier(other);
    expect(mine(token)).toMatchObject({ sub: 'u1', sid: 's1' });
    expect(mine(token)).toMatchObject({ sub: 'u1' });
    expect(theirs(token)).toBeNull();
  });

  it('expire even when remembered', () => {
    const token = signAccessToken(secret, claims);
    const verify = createAccessTokenVerifier(secret);
    expect(verify(token, now)).not.toBeNull();
    expect(verify(token, now + 61_000)).toBeNull();
  });

  it('refuse tampered payloads and signatures', () => {
    const token = signAccessToken(secret, claims);
    const verify = createAccessTokenVerifier(secret);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(verify(`${h}.${p}.${s.slice(0, -2)}xx`)).toBeNull();
    expect(verify('not.a.token')).toBeNull();
    expect(verify('')).toBeNull();
  });
});
