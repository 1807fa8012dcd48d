import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import {
  AUTHENTICATED, LIMITS, PUBLIC, captcha, changePasswordBody, codeLoginBody, empty, loginBody, loginOptions,
  refreshBody, resetPasswordBody, sendCodeBody, sendCodeResult, tokenPair,
} from '@portal/contracts';
import type { Config } from '../../config.js';
import { defineRoute } from '../../platform/http/route.js';
import { actorOf } from '../../platform/http/actor.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AuthService, ClientInfo } from './auth.service.js';

/** The web app's refresh token lives only in this httpOnly cookie, scoped to the auth routes. */
export const REFRESH_COOKIE = 'portal_rt';
const COOKIE_PATH = '/api/auth';
const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, mailer: Mailer, config: Config) {
  const client = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 300) ?? null, lang: req.lang });

  // The cookie is read and written here only: a cookie plugin would add two hooks to every request.
  const readCookie = (req: FastifyRequest) => (req.headers.cookie ? parseCookie(req.headers.cookie)[REFRESH_COOKIE] : undefined);

  function setCookie(req: FastifyRequest, reply: FastifyReply, token: string, remember: boolean) {
    const secure = config.COOKIE_SECURE === 'auto' ? req.protocol === 'https' : config.COOKIE_SECURE === 'true';
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: REFRESH_COOKIE, value: token, httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH,
        // Without "remember me" the cookie ends with the browser session.
        maxAge: remember ? config.REMEMBER_TOKEN_TTL : undefined,
      }),
    );
  }
  const withCookie = async (req: FastifyRequest, reply: FastifyReply, result: Promise<Awaited<ReturnType<AuthService['login']>>>) => {
    const { remember, ...tokens } = await result;
    setCookie(req, reply, tokens.refreshToken, remember);
    return tokens;
  };

  defineRoute(app, {
    method: 'GET', url: '/api/auth/options', feature: PUBLIC, operationId: 'getLoginOptions', tags,
    summary: 'What the login page can offer on this installation', response: loginOptions,
    handler: async () => ({ mailEnabled: mailer.enabled, codeResendSeconds: LIMITS.codeResendSeconds }),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/auth/captcha', feature: PUBLIC, operationId: 'getCaptcha', tags, rateLimit: 60,
    summary: 'A new image verification code (SVG), valid 5 minutes, single use', response: captcha,
    handler: () => auth.captcha(),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/login', feature: PUBLIC, operationId: 'login', tags, rateLimit: 60,
    summary: 'Sign in with account (or e-mail) and password', body: loginBody, response: tokenPair,
    handler: ({ body, req, reply }) => withCookie(req, reply, auth.login(body, client(req))),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/code', feature: PUBLIC, operationId: 'sendCode', tags, rateLimit: 10,
    summary: 'Send a sign-in or password-reset code by e-mail', body: sendCodeBody, response: sendCodeResult,
    handler: ({ body, req }) => auth.sendCode(body, client(req)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/login/code', feature: PUBLIC, operationId: 'loginWithCode', tags, rateLimit: 30,
    summary: 'Sign in with a code sent by e-mail', body: codeLoginBody, response: tokenPair,
    handler: ({ body, req, reply }) => withCookie(req, reply, auth.loginWithCode(body, client(req))),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/password/reset', feature: PUBLIC, operationId: 'resetPassword', tags, rateLimit: 30,
    summary: 'Forgot password: set a new password with the code sent by e-mail', body: resetPasswordBody, response: empty,
    handler: async ({ body, req }) => {
      await auth.resetPassword(body, client(req));
      return {};
    },
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/refresh', feature: PUBLIC, operationId: 'refreshToken', tags,
    summary: 'New token pair; the refresh token is used once (from the body, or the web cookie)', body: refreshBody.optional(), response: tokenPair,
    handler: ({ body, req, reply }) => withCookie(req, reply, auth.refresh(body?.refreshToken ?? readCookie(req))),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/logout', feature: PUBLIC, operationId: 'logout', tags,
    summary: 'End the sign-in (access token, refresh token or cookie)', body: refreshBody.optional(), response: empty,
    handler: async ({ body, req, reply }) => {
      await auth.logout(req.auth, body?.refreshToken ?? readCookie(req), req.ip);
      reply.header('set-cookie', stringifySetCookie({ name: REFRESH_COOKIE, value: '', path: COOKIE_PATH, expires: new Date(0), httpOnly: true, sameSite: 'strict' }));
      return {};
    },
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auth/password/change', feature: AUTHENTICATED, operationId: 'changePassword', tags,
    summary: 'Change own password; other sessions end', body: changePasswordBody, response: empty,
    handler: async (ctx) => {
      await auth.changePassword(actorOf(ctx), ctx.auth, ctx.body);
      return {};
    },
  });
}
