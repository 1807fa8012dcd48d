import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_CODES } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { data, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newRole = async (code: string) => data(await t.api('POST', '/api/roles', { body: { code, name: `Role ${code}`, roleType: 'business', scope: 'organization', scenarioType: 'admin', description: 'd', sort: 3 } }));

describe('roles and authorisation', () => {
  it('creates a role with all its fields; codes are unique', async () => {
    const r = await newRole('auditor');
    expect(r).toMatchObject({ code: 'auditor', roleType: 'business', scope: 'organization', scenarioType: 'admin', sort: 3, featureCount: 0 });
    const dup = await t.api('POST', '/api/roles', { body: { code: 'AUDITOR', name: 'x', roleType: 'business' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues[0].path).toBe('code');
  });

  it('needs a feature point and at least one user or organisation, never the same twice', async () => {
    const r = await newRole('r-rules');
    expect((await t.api('PUT', `/api/roles/${r.id}/features`, { body: { features: [] } })).json().message).toBe('Please select a feature point');
    expect((await t.api('PUT', `/api/roles/${r.id}/features`, { body: { features: ['admin.nope'] } })).statusCode).toBe(400);
    expect((await t.api('PUT', `/api/roles/${r.id}/objects`, { body: { objects: [] } })).json().message).toBe('Please choose at least one user or organization');
    const u = await t.createUser();
    const twice = await t.api('PUT', `/api/roles/${r.id}/objects`, { body: { objects: [{ type: 'user', id: u.id }, { type: 'user', id: u.id }] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The same user or organization cannot be authorized twice');
  });

  it('grants features to a user directly: menus and API follow at once', async () => {
    const u = await t.createUser();
    expect(data(await t.api('GET', '/api/me/menus', { token: u.token })).map((m: { key: string }) => m.key)).toEqual(['home']);
    expect((await t.api('GET', '/api/users', { token: u.token })).statusCode).toBe(403);

    const r = await newRole('user-viewer');
    await t.api('PUT', `/api/roles/${r.id}/features`, { body: { features: ['admin.users.view'] } });
    await t.api('PUT', `/api/roles/${r.id}/objects`, { body: { objects: [{ type: 'user', id: u.id }] } });

    expect(data(await t.api('GET', '/api/me/features', { token: u.token })).features).toEqual(['admin.users.view']);
    const menus = data(await t.api('GET', '/api/me/menus', { token: u.token }));
    expect(menus[1]).toMatchObject({ key: 'admin', children: [{ key: 'admin.users', path: '/admin/users' }] });
    expect((await t.api('GET', '/api/users', { token: u.token })).statusCode).toBe(200);
    expect((await t.api('POST', '/api/users', { token: u.token, body: {} })).statusCode).toBe(403);

    // Deleting the role takes the rights away on the next request; recovering gives them back.
    await t.api('POST', '/api/roles/delete', { body: { ids: [r.id] } });
    expect((await t.api('GET', '/api/users', { token: u.token })).statusCode).toBe(403);
    await t.api('POST', '/api/roles/recover', { body: { ids: [r.id] } });
    expect((await t.api('GET', '/api/users', { token: u.token })).statusCode).toBe(200);
  });

  it('grants through an organisation to everyone in it and below it', async () => {
    const top = data(await t.api('POST', '/api/orgs', { body: { name: 'Group' } }));
    const sub = data(await t.api('POST', '/api/orgs', { body: { name: 'Group IT', parentId: top.id } }));
    const inside = await t.createUser({ orgId: sub.id });
    const outside = await t.createUser();
    const r = await newRole('org-logs');
    await t.api('PUT', `/api/roles/${r.id}/features`, { body: { features: ['admin.logs.view'] } });
    await t.api('PUT', `/api/roles/${r.id}/objects`, { body: { objects: [{ type: 'org', id: top.id }] } });
    expect((await t.api('GET', '/api/oplogs', { token: inside.token })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/oplogs', { token: outside.token })).statusCode).toBe(403);
    const detail = data(await t.api('GET', `/api/roles/${r.id}`));
    expect(detail.objects).toEqual([{ type: 'org', id: top.id, name: 'Group', detail: null }]);
    expect(detail.features).toEqual(['admin.logs.view']);
  });

  it('gives the administrator every feature', async () => {
    expect(data(await t.api('GET', '/api/me/features')).features.sort()).toEqual([...FEATURE_CODES].sort());
  });

  it('finds people and organisations for the selector', async () => {
    await t.createUser({ name: 'Selector Person' });
    const res = data(await t.api('GET', '/api/selector/people?keyword=Selector'));
    expect(res.users.map((u: { name: string }) => u.name)).toContain('Selector Person');
  });

  it('records every write in the operation log', async () => {
    const logs = data(await t.api('GET', '/api/oplogs?pageSize=100'));
    const actions = new Set(logs.items.map((l: { action: string }) => l.action));
    for (const a of ['role.create', 'role.authorize', 'role.assign', 'role.delete', 'role.recover', 'user.create', 'org.create', 'auth.login']) expect(actions).toContain(a);
    expect(logs.items[0]).toMatchObject({ account: expect.any(String), ip: expect.any(String) });
  });

  it('exports roles to Excel and imports them back', async () => {
    const exp = await t.api('GET', '/api/roles/export?keyword=auditor');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(2).getCell(1).value).toBe('auditor');
    ws.getRow(2).getCell(2).value = 'Auditor renamed';
    ws.addRow(['viewer', 'Viewer', 'business', 'general', 'all', 1, 'Reads']);
    ws.addRow(['bad code!', 'Bad', 'nonsense']);
    const res = await t.upload('/api/roles/import', Buffer.from(await wb.xlsx.writeBuffer()), 'roles.xlsx');
    expect(data(res)).toMatchObject({ created: 1, updated: 1, failed: 1 });
    expect(data(res).errors[0].message).toMatch(/Code: .*Role type: /);
    expect(data(await t.api('GET', '/api/roles?keyword=auditor')).items[0].name).toBe('Auditor renamed');
  });
});
