import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts';
import { data, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('organisations', () => {
  it('builds a tree of internal and external organisations', async () => {
    const a = data(await t.api('POST', '/api/orgs', { body: { name: 'Acme' } }));
    const b = data(await t.api('POST', '/api/orgs', { body: { name: 'Partner', isExternal: true } }));
    const c = data(await t.api('POST', '/api/orgs', { body: { name: 'Acme R&D', parentId: a.id, sort: 1 } }));
    const tree = data(await t.api('GET', '/api/orgs/tree'));
    const acme = tree.find((n: { id: string }) => n.id === a.id);
    expect(acme.children.map((n: { id: string }) => n.id)).toEqual([c.id]);
    expect(tree.find((n: { id: string }) => n.id === b.id).isExternal).toBe(true);
    await t.createUser({ orgId: c.id });
    await t.createUser({ orgId: c.id });
    expect(data(await t.api('GET', `/api/orgs/${c.id}`)).userCount).toBe(2);
    expect(data(await t.api('GET', `/api/orgs/${a.id}`)).userCount).toBe(0);
  });

  it('refuses a blank, too long or unknown-parent name, and cycles', async () => {
    const blank = await t.api('POST', '/api/orgs', { body: { name: '   ' } });
    expect(blank.json().message).toBe('Organization name must not be empty');
    expect((await t.api('POST', '/api/orgs', { body: { name: 'x'.repeat(LIMITS.orgNameMax + 1) } })).statusCode).toBe(400);
    expect((await t.api('POST', '/api/orgs', { body: { name: 'Orphan', parentId: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(400);
    const p = data(await t.api('POST', '/api/orgs', { body: { name: 'Parent' } }));
    const k = data(await t.api('POST', '/api/orgs', { body: { name: 'Kid', parentId: p.id } }));
    const cycle = await t.api('PATCH', `/api/orgs/${p.id}`, { body: { parentId: k.id } });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().issues[0].path).toBe('parentId');
  });

  it('pages and searches; deletes only leaves, recovers', async () => {
    const p = data(await t.api('POST', '/api/orgs', { body: { name: 'Del Parent' } }));
    const k = data(await t.api('POST', '/api/orgs', { body: { name: 'Del Kid', parentId: p.id } }));
    expect((await t.api('POST', '/api/orgs/delete', { body: { ids: [p.id] } })).statusCode).toBe(409);
    expect(data(await t.api('POST', '/api/orgs/delete', { body: { ids: [p.id, k.id] } })).count).toBe(2);
    expect(data(await t.api('GET', '/api/orgs?keyword=Del')).total).toBe(0);
    expect(data(await t.api('GET', '/api/orgs?keyword=Del&deleted=true')).total).toBe(2);
    expect(data(await t.api('POST', '/api/orgs/recover', { body: { ids: [p.id, k.id] } })).count).toBe(2);
    expect(data(await t.api('GET', '/api/orgs?keyword=del&sort=name&order=asc')).items.map((o: { name: string }) => o.name)).toEqual(['Del Kid', 'Del Parent']);
  });
});
