import { LIMITS } from '@portal/contracts';
import { translate, type Language } from '@portal/i18n';
import type { Config } from '../../config.js';
import { AppError, invalidField, tooManyRequests } from '../../platform/http/errors.js';
import type { Actor } from '../../platform/http/actor.js';
import type { AuthContext } from '../../platform/http/context.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/passwords.js';
import { createAccessTokenVerifier, randomDigits, randomToken, sha256, signAccessToken } from '../../platform/security/tokens.js';
import type { EventBus } from '../../platform/events.js';
import type { OplogService } from '../oplog/oplog.service.js';
import type { RolesService } from '../roles/roles.service.js';
import { toCurrentUser, type UsersService, type UserRow } from '../users/users.service.js';
import type { AuthRepo } from './auth.repo.js';
import type { AuthCache } from './auth.cache.js';
import { makeCaptcha } from './captcha.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  lang: Language;
}

const windowStart = () => new Date(Date.now() - LIMITS.loginFailureWindowSeconds * 1000);

export function createAuthService(deps: {
  config: Config;
  repo: AuthRepo;
  cache: AuthCache;
  users: UsersService;
  roles: RolesService;
  oplog: OplogService;
  mailer: Mailer;
  events: EventBus;
  secret: Buffer;
}) {
  const { config, repo, cache, users, roles, oplog, mailer, events, secret } = deps;

  events.on('access.changed', ({ userId }) => {
    // Sessions of a disabled, deleted or re-passworded user are ended, not just uncached.
    if (userId) void revokeIfLocked(userId);
  });

  async function revokeIfLocked(userId: string) {
    const row = await users.findRow(userId);
    if (!row || row.status !== 'enabled') await repo.revokeUserSessions(userId);
  }

  /** Loads who holds this session, or null when the session or the user is no longer valid. */
  async function loadContext(sessionId: string, userId: string): Promise<AuthContext | null> {
    const session = await repo.findSession(sessionId);
    if (!session || session.revokedAt || session.expiresAt < new Date() || session.userId !== userId) return null;
    const user = await users.findRow(userId);
    if (!user || user.status !== 'enabled') return null;
    const features = await roles.featuresFor(user);
    return { userId, sessionId, account: user.account, features: new Set(features), isAdmin: user.isBuiltinAdmin, user: users.toDto(user) };
  }

  const verifyAccessToken = createAccessTokenVerifier(secret);

  async function resolve(token: string): Promise<AuthContext | null> {
    const claims = verifyAccessToken(token);
    if (!claims) return null;
    return cache.get(claims.sid, () => loadContext(claims.sid, claims.sub));
  }

  async function issue(user: UserRow, remember: boolean, client: ClientInfo) {
    const refreshToken = randomToken(32);
    const ttl = remember ? config.REMEMBER_TOKEN_TTL : config.REFRESH_TOKEN_TTL;
    const session = await repo.createSession(
      { userId: user.id, remember, expiresAt: new Date(Date.now() + ttl * 1000), ip: client.ip, userAgent: client.userAgent },
      sha256(refreshToken),
    );
    return tokensFor(user, session.id, refreshToken, remember);
  }

  async function tokensFor(user: UserRow, sessionId: string, refreshToken: string, remember: boolean) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = signAccessToken(secret, { sub: user.id, sid: sessionId, iat: now, exp: now + config.ACCESS_TOKEN_TTL });
    const full = await users.me(user.id);
    return { accessToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL, user: toCurrentUser(full), remember };
  }

  /** Throttle by address (429) and, per account, ask for an image code after a few failures. */
  async function checkThrottle(account: string, ip: string, captcha: { captchaId?: string; captchaText?: string }) {
    const byIp = await repo.failureCount(`ip:${ip}`, windowStart());
    if (byIp && byIp.count >= LIMITS.loginFailuresBeforeThrottle) {
      const retryAfter = Math.max(1, Math.ceil((byIp.windowStart.getTime() + LIMITS.loginFailureWindowSeconds * 1000 - Date.now()) / 1000));
      throw tooManyRequests(retryAfter);
    }
    const byAccount = await repo.failureCount(`acct:${account.toLowerCase()}`, windowStart());
    if (byAccount && byAccount.count >= LIMITS.loginFailuresBeforeCaptcha) await checkCaptcha(captcha, true);
  }

  async function checkCaptcha(c: { captchaId?: string; captchaText?: string }, required: boolean) {
    if (!c.captchaId || !c.captchaText) {
      if (required) throw new AppError('CAPTCHA_REQUIRED');
      return;
    }
    const row = await repo.consumeCaptcha(c.captchaId).catch(() => null);
    if (!row || row.answerHash !== sha256(c.captchaText.trim().toLowerCase())) throw new AppError('CAPTCHA_INVALID');
  }

  async function recordFailure(account: string, ip: string) {
    await repo.addFailure(`acct:${account.toLowerCase()}`, windowStart());
    await repo.addFailure(`ip:${ip}`, windowStart());
  }

  return {
    resolve,

    async captcha() {
      const { svg, answer } = makeCaptcha();
      const captchaId = await repo.createCaptcha(sha256(answer), new Date(Date.now() + LIMITS.captchaTtlSeconds * 1000));
      return { captchaId, svg };
    },

    async login(body: { account: string; password: string; remember?: boolean; captchaId?: string; captchaText?: string }, client: ClientInfo) {
      await checkThrottle(body.account, client.ip, body);
      const user = await users.findByLogin(body.account);
      // Same work and same answer whether the account exists or not.
      const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
      if (!user || !ok || user.status !== 'enabled') {
        await recordFailure(body.account, client.ip);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await repo.clearFailures(`acct:${body.account.toLowerCase()}`);
      await oplog.record({ userId: user.id, account: user.account, ip: client.ip }, 'auth.login', 'user', user.id);
      return issue(user, !!body.remember, client);
    },

    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw new AppError('UNAUTHORIZED');
      const hash = sha256(refreshToken);
      const found = await repo.findRefresh(hash);
      if (!found) throw new AppError('UNAUTHORIZED');
      const { token, session } = found;
      if (token.usedAt) {
        // A used token came back: it was stolen or replayed, so the whole sign-in ends.
        await repo.revokeSession(session.id);
        cache.invalidate();
        throw new AppError('UNAUTHORIZED');
      }
      if (session.revokedAt || session.expiresAt < new Date()) throw new AppError('UNAUTHORIZED');
      const user = await users.findRow(session.userId);
      if (!user || user.status !== 'enabled') throw new AppError('UNAUTHORIZED');
      const next = randomToken(32);
      const ttl = session.remember ? config.REMEMBER_TOKEN_TTL : config.REFRESH_TOKEN_TTL;
      if (!(await repo.rotate(hash, sha256(next), session.id, new Date(Date.now() + ttl * 1000)))) {
        await repo.revokeSession(session.id);
        cache.invalidate();
        throw new AppError('UNAUTHORIZED');
      }
      return tokensFor(user, session.id, next, session.remember);
    },

    /** Ends the sign-in named by the access token or the refresh token, whichever is given. */
    async logout(auth: AuthContext | null, refreshToken: string | undefined, ip: string) {
      let sessionId = auth?.sessionId;
      if (!sessionId && refreshToken) sessionId = (await repo.findRefresh(sha256(refreshToken)))?.session.id;
      if (!sessionId) return;
      await repo.revokeSession(sessionId);
      cache.invalidate();
      if (auth) await oplog.record({ userId: auth.userId, account: auth.account, ip }, 'auth.logout', 'user', auth.userId);
    },

    /** Sends a 6-digit code by mail. Answers the same whether or not the address belongs to a user. */
    async sendCode(body: { email: string; purpose: 'login' | 'reset'; captchaId?: string; captchaText?: string }, client: ClientInfo) {
      await checkCaptcha(body, false);
      const target = body.email.toLowerCase();
      const last = await repo.latestCode(body.purpose, target);
      if (last) {
        const wait = Math.ceil((last.createdAt.getTime() + LIMITS.codeResendSeconds * 1000 - Date.now()) / 1000);
        if (wait > 0) throw tooManyRequests(wait);
      }
      const code = randomDigits(LIMITS.codeLength);
      await repo.insertCode({ purpose: body.purpose, target, codeHash: sha256(code), expiresAt: new Date(Date.now() + LIMITS.codeTtlSeconds * 1000) });
      const user = await users.findByEmail(target);
      if (user && user.status === 'enabled') {
        await mailer.send({
          to: user.email!,
          subject: translate(client.lang, 'auth.code.subject'),
          text: translate(client.lang, 'auth.code.body', { code, minutes: LIMITS.codeTtlSeconds / 60 }),
        });
      }
      return { resendAfter: LIMITS.codeResendSeconds };
    },

    async loginWithCode(body: { email: string; code: string; remember?: boolean }, client: ClientInfo) {
      const user = await consumeCode('login', body.email, body.code, client.ip);
      await oplog.record({ userId: user.id, account: user.account, ip: client.ip }, 'auth.loginCode', 'user', user.id);
      return issue(user, !!body.remember, client);
    },

    async resetPassword(body: { email: string; code: string; password: string }, client: ClientInfo) {
      const user = await consumeCode('reset', body.email, body.code, client.ip);
      await users.setOwnPassword(user.id, body.password);
      await repo.revokeUserSessions(user.id);
      cache.invalidate();
      await oplog.record({ userId: user.id, account: user.account, ip: client.ip }, 'auth.resetPassword', 'user', user.id);
    },

    async changePassword(actor: Actor, auth: AuthContext, body: { oldPassword: string; password: string }) {
      const user = await users.findRow(auth.userId);
      if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) throw invalidField('oldPassword', 'auth.password.wrongOld');
      await users.setOwnPassword(user.id, body.password);
      // Other devices sign in again; this one stays signed in.
      await repo.revokeUserSessions(user.id, auth.sessionId);
      cache.invalidate();
      await oplog.record(actor, 'auth.changePassword', 'user', user.id);
    },

    purgeExpired: () => repo.purgeExpired(new Date(), windowStart()),
  };

  async function consumeCode(purpose: 'login' | 'reset', email: string, code: string, ip: string) {
    const target = email.toLowerCase();
    const row = await repo.attemptCode(purpose, target);
    const user = await users.findByEmail(target);
    if (!row || row.attempts > 5 || row.codeHash !== sha256(code) || !user || user.status !== 'enabled' || !(await repo.consumeCode(row.id))) {
      await repo.addFailure(`ip:${ip}`, windowStart());
      throw new AppError('CODE_INVALID');
    }
    return user;
  }
}
export type AuthService = ReturnType<typeof createAuthService>;
