import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts';
import ExcelJS from 'exceljs';
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

  it('exports in tree order and re-imports the file, creating and updating', async () => {
    const exp = await t.api('GET', '/api/orgs/export', { lang: 'zh-CN' });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '组织', '上级组织', '外部组织', '排序']);
    const names = (ws.getColumn(1).values as string[]).slice(2);
    const parents = (ws.getColumn(2).values as (string | null)[]).slice(2);
    // Every parent comes before its children.
    parents.forEach((p, i) => { if (p) expect(names.slice(0, i)).toContain(p); });

    ws.addRow(['Imported Child', 'Acme', 'yes', 7]);
    ws.addRow(['Imported Orphan', 'No Such Parent', '', '']);
    const res = await t.upload('/api/orgs/import', Buffer.from(await wb.xlsx.writeBuffer()), 'orgs.xlsx');
    expect(data(res)).toMatchObject({ created: 1, failed: 1 });
    expect(data(res).updated).toBe(names.length);
    const child = data(await t.api('GET', '/api/orgs?keyword=Imported Child')).items[0];
    expect(child).toMatchObject({ isExternal: true, sort: 7 });
  });
});
