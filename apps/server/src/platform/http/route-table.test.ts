import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, PUBLIC } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Walks the whole route table: every route is refused to anonymous callers (401), refused to a
 * signed-in user without its feature (403, with the spec's text), and let through with it.
 */
let t: TestApp;
let plain: { token: string; id: string };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  plain = await t.createUser();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(':id', SOME_ID).replace(':lang', 'en-US');

describe('route table', () => {
  it('has every API route declared through defineRoute', () => {
    const declared = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const undeclared = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json' && r.method !== 'HEAD')
      .filter((r) => !declared.has(`${r.method} ${r.url}`));
    expect(undeclared).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(40);
  });

  it('documents every route in OpenAPI 3.1', async () => {
    const res = await t.api('GET', '/api/openapi.json', { token: null });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of t.app.routeTable) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method.toLowerCase()]?.operationId, `${r.method} ${r.url}`).toBe(r.operationId);
    }
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    for (const r of t.app.routeTable.filter((x) => x.feature !== PUBLIC)) {
      const res = await t.api(r.method, concrete(r.url), { token: null, body: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'Login expired, please login again' });
      expect(res.json().logId).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('answers 403 with the spec text to a user without the feature', async () => {
    const guarded = t.app.routeTable.filter((x) => x.feature !== PUBLIC && x.feature !== AUTHENTICATED);
    expect(guarded.length).toBeGreaterThan(25);
    for (const r of guarded) {
      const res = await t.api(r.method, concrete(r.url), { token: plain.token, body: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toBe('Sorry, your permissions are insufficient');
    }
  });

  it('lets a user with exactly that feature through (and signed-in users through authenticated routes)', async () => {
    const byFeature = new Map<string, string>();
    for (const r of t.app.routeTable) {
      if (r.feature === PUBLIC || r.feature === AUTHENTICATED || byFeature.has(r.feature)) continue;
      const u = await t.createUser();
      await t.grant(u.id, [r.feature]);
      byFeature.set(r.feature, u.token);
    }
    for (const r of t.app.routeTable.filter((x) => x.feature !== PUBLIC && x.url !== '/api/auth/password/change')) {
      const token = r.feature === AUTHENTICATED ? plain.token : byFeature.get(r.feature)!;
      const res = await t.api(r.method, concrete(r.url), { token, body: r.method === 'GET' ? undefined : {} });
      expect([401, 403], `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });

  it('answers unknown API routes with 404 in the envelope, localised', async () => {
    const res = await t.api('GET', '/api/no/such/route', { token: null, lang: 'zh-CN,zh;q=0.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND', message: '请求地址错误' });
  });
});
