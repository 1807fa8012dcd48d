import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts';
import { ADMIN_PASSWORD, data, startTestApp, type TestApp } from '../../../test/harness.js';
import { startSmtp } from '../../../test/smtp.js';
import { REFRESH_COOKIE } from './auth.routes.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, opts: { ip?: string; lang?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST', url, payload: payload as never, remoteAddress: opts.ip ?? t.nextIp(),
    headers: { ...(opts.lang ? { 'accept-language': opts.lang } : {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });

describe('password sign-in', () => {
  it('returns tokens, the user, and the refresh token as an httpOnly cookie', async () => {
    const res = await post('/api/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = data(res);
    expect(body).toMatchObject({ expiresIn: 900, user: { account: 'admin' } });
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBeUndefined();
    const me = await t.api('GET', '/api/users/me', { token: body.accessToken });
    expect(data(me).account).toBe('admin');
    expect(data(me)).not.toHaveProperty('passwordHash');
  });

  it('remember me keeps the cookie across browser restarts', async () => {
    const res = await post('/api/auth/login', { account: 'admin', password: ADMIN_PASSWORD, remember: true });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)!.maxAge).toBe(30 * 86400);
  });

  it('gives the same answer for a wrong password and an unknown account, localised', async () => {
    const wrong = await post('/api/auth/login', { account: 'admin', password: 'Wrong@12345' }, { lang: 'ja-JP' });
    const unknown = await post('/api/auth/login', { account: 'nobody', password: 'Wrong@12345' }, { lang: 'ja-JP' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrong.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('asks for an image code after repeated failures, and accepts the right one', async () => {
    const u = await t.createUser();
    for (let i = 0; i < LIMITS.loginFailuresBeforeCaptcha; i++) {
      expect((await post('/api/auth/login', { account: u.account, password: 'Wrong@12345' })).statusCode).toBe(401);
    }
    // Even the right password now needs the image code: the attacker is slowed, the user is not locked out.
    const blocked = await post('/api/auth/login', { account: u.account, password: u.password });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('CAPTCHA_REQUIRED');

    const captcha = data(await t.api('GET', '/api/auth/captcha', { token: null }));
    expect(captcha.svg).toContain('<svg');
    const wrongCode = await post('/api/auth/login', { account: u.account, password: u.password, captchaId: captcha.captchaId, captchaText: 'zzzz' });
    expect(wrongCode.json().code).toBe('CAPTCHA_INVALID');

    // The answer is stored only as a hash: plant a code whose answer the test knows, as a person reading the image would.
    const known = await plantCaptcha('K7mp');
    const ok = await post('/api/auth/login', { account: u.account, password: u.password, captchaId: known, captchaText: ' k7MP ' });
    expect(ok.statusCode).toBe(200);
    // The success cleared the account's failures; after new ones, the used code does not work again.
    for (let i = 0; i < LIMITS.loginFailuresBeforeCaptcha; i++) await post('/api/auth/login', { account: u.account, password: 'Wrong@12345' });
    const reused = await post('/api/auth/login', { account: u.account, password: u.password, captchaId: known, captchaText: 'k7mp' });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
  });

  it('answers 429 to an address that keeps failing, without locking the user out elsewhere', async () => {
    const u = await t.createUser();
    const ip = '10.200.0.1';
    let last = 0;
    for (let i = 0; i < LIMITS.loginFailuresBeforeThrottle + 1; i++) {
      last = (await post('/api/auth/login', { account: `ghost${i}`, password: 'Wrong@12345' }, { ip })).statusCode;
    }
    expect(last).toBe(429);
    const res = await post('/api/auth/login', { account: u.account, password: u.password }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().retryAfter).toBeGreaterThan(0);
    expect((await post('/api/auth/login', { account: u.account, password: u.password }, { ip: '10.200.0.2' })).statusCode).toBe(200);
  });

  it('refuses unknown body fields and malformed input without touching anything', async () => {
    const res = await post('/api/auth/login', { account: 'admin', password: ADMIN_PASSWORD, isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'isAdmin' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"account":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('tokens', () => {
  it('rotates refresh tokens; a reused one is refused and ends the whole sign-in', async () => {
    const first = await t.login('admin', ADMIN_PASSWORD);
    const second = data(await post('/api/auth/refresh', { refreshToken: first.refreshToken }));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const reuse = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The family is revoked: the rotated token and the access tokens stop working too.
    expect((await post('/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', { token: second.accessToken })).statusCode).toBe(401);
  });

  it('refreshes from the web cookie', async () => {
    const res = await post('/api/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    const refreshed = await post('/api/auth/refresh', {}, { cookie: `${REFRESH_COOKIE}=${cookie.value}` });
    expect(refreshed.statusCode).toBe(200);
  });

  it('logout revokes the access and refresh tokens', async () => {
    const s = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.api('POST', '/api/auth/logout', { token: s.accessToken, body: {} })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: s.accessToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: s.refreshToken })).statusCode).toBe(401);
  });

  it("stops a disabled user's tokens on the next request", async () => {
    const u = await t.createUser();
    expect((await t.api('GET', '/api/users/me', { token: u.token })).statusCode).toBe(200);
    expect((await t.api('POST', '/api/users/disable', { body: { ids: [u.id] } })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: u.token })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { account: u.account, password: u.password })).statusCode).toBe(401);
  });

  it('refuses forged and expired access tokens', async () => {
    const s = await t.login('admin', ADMIN_PASSWORD);
    const [h, p] = s.accessToken.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${s.accessToken.split('.')[2]}`;
    expect((await t.api('GET', '/api/users/me', { token: forged })).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', { token: 'garbage' })).statusCode).toBe(401);
  });
});

describe('codes by e-mail', () => {
  it('signs in with a code read from the received mail, with a resend countdown', async () => {
    const u = await t.createUser({ email: 'code.user@example.com' });
    const sent = await post('/api/auth/code', { email: 'code.user@example.com', purpose: 'login' });
    expect(data(sent)).toEqual({ resendAfter: LIMITS.codeResendSeconds });
    const again = await post('/api/auth/code', { email: 'code.user@example.com', purpose: 'login' });
    expect(again.statusCode).toBe(429);
    expect(again.json().retryAfter).toBeGreaterThan(50);

    const code = smtp.codeFor('code.user@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post('/api/auth/login/code', { email: 'code.user@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe('CODE_INVALID');
    const ok = await post('/api/auth/login/code', { email: 'code.user@example.com', code });
    expect(ok.statusCode).toBe(200);
    expect(data(ok).user.id).toBe(u.id);
    // Used once only.
    expect((await post('/api/auth/login/code', { email: 'code.user@example.com', code })).statusCode).toBe(400);
  });

  it('answers the same for an address nobody has, and sends nothing', async () => {
    const before = smtp.inbox.length;
    const res = await post('/api/auth/code', { email: 'nobody@example.com', purpose: 'reset' });
    expect(data(res)).toEqual({ resendAfter: LIMITS.codeResendSeconds });
    expect(smtp.inbox.length).toBe(before);
  });

  it('resets a forgotten password with the mailed code; old sessions end', async () => {
    const u = await t.createUser({ email: 'forgot@example.com' });
    await post('/api/auth/code', { email: 'forgot@example.com', purpose: 'reset' });
    const code = smtp.codeFor('forgot@example.com');
    const weak = await post('/api/auth/password/reset', { email: 'forgot@example.com', code, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await post('/api/auth/password/reset', { email: 'forgot@example.com', code, password: 'New@Pass12345', confirmPassword: 'New@Pass1234' });
    expect(mismatch.json().issues.map((i: { path: string }) => i.path)).toContain('confirmPassword');
    const ok = await post('/api/auth/password/reset', { email: 'forgot@example.com', code, password: 'New@Pass12345', confirmPassword: 'New@Pass12345' });
    expect(ok.statusCode).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: u.token })).statusCode).toBe(401);
    await t.login(u.account, 'New@Pass12345');
  });
});

describe('change password', () => {
  it('needs the current password and keeps this session', async () => {
    const u = await t.createUser();
    const wrong = await t.api('POST', '/api/auth/password/change', { token: u.token, body: { oldPassword: 'Nope@123456', password: 'Next@Pass123', confirmPassword: 'Next@Pass123' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('oldPassword');
    const ok = await t.api('POST', '/api/auth/password/change', { token: u.token, body: { oldPassword: u.password, password: 'Next@Pass123', confirmPassword: 'Next@Pass123' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: u.token })).statusCode).toBe(200);
    await t.login(u.account, 'Next@Pass123');
  });
});

/** Stores an image code with a known answer, hashed the way the service stores its own. */
async function plantCaptcha(answer: string): Promise<string> {
  const { captchas } = await import('../../platform/db/schema.js');
  const { sha256 } = await import('../../platform/security/tokens.js');
  const [row] = await t.database.db
    .insert(captchas)
    .values({ answerHash: sha256(answer.toLowerCase()), expiresAt: new Date(Date.now() + 60_000) })
    .returning({ id: captchas.id });
  return row.id;
}
