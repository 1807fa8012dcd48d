import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { data, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = { account: 'alice', username: 'alice', name: 'Alice Zhang', password: 'Alice@12345' };

describe('users', () => {
  it('creates a user with every profile field and reads it back', async () => {
    const org = data(await t.api('POST', '/api/orgs', { body: { name: 'Sales' } }));
    const res = await t.api('POST', '/api/users', {
      body: {
        ...base, nickname: 'Al', orgId: org.id, email: 'alice@example.com', mobile: '+86 138 0000 0000', officePhone: '010-1234',
        wechat: 'alicew', gender: 'female', workNo: 'E001', birthDate: '1990-01-02', onboardDate: '2020-03-04',
        description: 'Sales lead', userType: 'external', isCloudAccount: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const u = data(res);
    expect(u).toMatchObject({ account: 'alice', orgName: 'Sales', gender: 'female', userType: 'external', status: 'enabled', birthDate: '1990-01-02' });
    expect(data(await t.api('GET', `/api/users/${u.id}`)).email).toBe('alice@example.com');
  });

  it('refuses a taken account, username or e-mail with the field named', async () => {
    const res = await t.api('POST', '/api/users', { body: { ...base, username: 'other', email: 'ALICE@example.com' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['account', 'email']);
  });

  it('applies the spec validation rules, localised, and changes nothing', async () => {
    const before = data(await t.api('GET', '/api/users')).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, account: 'bob', username: 'b o b' }, 'username'],
      [{ ...base, account: 'bob', username: 'bob', password: 'short1!A' }, 'password'],
      [{ ...base, account: 'bob', username: 'bob', password: 'alllowercase1!' }, 'password'],
      [{ ...base, account: 'bob', username: 'bob', email: `${'a'.repeat(65)}@example.com` }, 'email'],
      [{ ...base, account: 'bob', username: 'bob', email: `a@${'b'.repeat(45)}.com` }, 'email'],
      [{ ...base, account: 'bob', username: 'bob', name: '   ' }, 'name'],
      [{ ...base, account: 'bob', username: 'bob', status: 'enabled' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api('POST', '/api/users', { body, lang: 'zh-TW' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(data(await t.api('GET', '/api/users')).total).toBe(before);
  });

  it('pages, searches, filters and sorts on the server', async () => {
    for (let i = 0; i < 25; i++) {
      await t.api('POST', '/api/users', { body: { account: `bulk${String(i).padStart(2, '0')}`, username: `bulk${i}`, name: `Bulk ${i}`, password: 'Bulk@123456' } });
    }
    const p1 = data(await t.api('GET', '/api/users?keyword=bulk&pageSize=10&page=1&sort=account&order=asc'));
    expect(p1.total).toBe(25);
    expect(p1.items).toHaveLength(10);
    expect(p1.items[0].account).toBe('bulk00');
    const p3 = data(await t.api('GET', '/api/users?keyword=bulk&pageSize=10&page=3&sort=account&order=asc'));
    expect(p3.items.map((u: { account: string }) => u.account)).toEqual(['bulk20', 'bulk21', 'bulk22', 'bulk23', 'bulk24']);
    expect((await t.api('GET', '/api/users?pageSize=1000')).statusCode).toBe(400);
    expect((await t.api('GET', '/api/users?sort=passwordHash')).statusCode).toBe(400);
  });

  it('filters by organisation including sub-organisations', async () => {
    const parent = data(await t.api('POST', '/api/orgs', { body: { name: 'HQ' } }));
    const child = data(await t.api('POST', '/api/orgs', { body: { name: 'HQ Team', parentId: parent.id } }));
    await t.createUser({ orgId: child.id });
    expect(data(await t.api('GET', `/api/users?orgId=${parent.id}`)).total).toBe(1);
    const exp = await t.api('GET', `/api/users/export?orgId=${parent.id}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(2);
  });

  it('disables, enables, deletes and recovers; the built-in admin and oneself are protected', async () => {
    const u = await t.createUser();
    expect(data(await t.api('POST', '/api/users/disable', { body: { ids: [u.id] } })).count).toBe(1);
    expect(data(await t.api('GET', `/api/users/${u.id}`)).status).toBe('disabled');
    expect(data(await t.api('POST', '/api/users/enable', { body: { ids: [u.id] } })).count).toBe(1);
    expect(data(await t.api('POST', '/api/users/delete', { body: { ids: [u.id] } })).count).toBe(1);
    expect(data(await t.api('GET', '/api/users?deleted=true')).items.map((x: { id: string }) => x.id)).toContain(u.id);
    expect((await t.api('GET', '/api/users/me', { token: u.token })).statusCode).toBe(401);
    expect(data(await t.api('POST', '/api/users/recover', { body: { ids: [u.id] } })).count).toBe(1);
    expect((await t.api('POST', '/api/users/delete', { body: { ids: [] } })).statusCode).toBe(400);

    const adminId = data(await t.api('GET', '/api/users/me')).id;
    expect((await t.api('POST', '/api/users/disable', { body: { ids: [adminId] } })).statusCode).toBe(409);
  });

  it('lets no user manager take over the built-in administrator', async () => {
    const manager = await t.createUser();
    await t.grant(manager.id, ['admin.users.manage', 'admin.users.view']);
    const adminId = data(await t.api('GET', '/api/users/me')).id;
    const reset = await t.api('POST', `/api/users/${adminId}/reset-password`, { token: manager.token, body: { password: 'Taken@12345' } });
    expect(reset.statusCode).toBe(409);
    const mail = await t.api('PATCH', `/api/users/${adminId}`, { token: manager.token, body: { email: 'attacker@example.com' } });
    expect(mail.statusCode).toBe(409);
    expect((await t.api('POST', '/api/users/disable', { token: manager.token, body: { ids: [adminId] } })).json().data.count).toBe(0);
    await t.login('admin', 'Admin@12345');
  });

  it('resets a password; the user signs in with the new one only', async () => {
    const u = await t.createUser();
    expect((await t.api('POST', `/api/users/${u.id}/reset-password`, { body: { password: 'Reset@12345' } })).statusCode).toBe(200);
    await t.login(u.account, 'Reset@12345');
    await expect(t.login(u.account, u.password)).rejects.toThrow();
  });

  it('lets a user edit their own profile and avatar, within the limits', async () => {
    const u = await t.createUser();
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64')}`;
    const ok = await t.api('PATCH', '/api/users/me', { token: u.token, body: { nickname: 'Nick', avatar: png } });
    expect(data(ok)).toMatchObject({ nickname: 'Nick', avatar: png });
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect((await t.api('PATCH', '/api/users/me', { token: u.token, body: { avatar: fake } })).statusCode).toBe(400);
    const big = `data:image/png;base64,${Buffer.alloc(210 * 1024, 1).toString('base64')}`;
    expect((await t.api('PATCH', '/api/users/me', { token: u.token, body: { avatar: big } })).statusCode).toBe(400);
    expect((await t.api('PATCH', '/api/users/me', { token: u.token, body: { orgId: null } })).statusCode).toBe(400);
  });

  it('exports to Excel and imports back (create and update), reporting bad rows', async () => {
    const exp = await t.api('GET', '/api/users/export?keyword=bulk0');
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Account');
    expect(ws.rowCount).toBe(11);

    const out = new ExcelJS.Workbook();
    const sheet = out.addWorksheet('users');
    sheet.addRow(['账号', '用户名', '姓名', '邮箱']);
    sheet.addRow(['imp01', 'imp01', 'Imported One', 'imp01@example.com']);
    sheet.addRow(['bulk00', 'bulk0', 'Renamed Bulk', '']);
    sheet.addRow(['bad user', 'bad user', 'Bad', 'not-an-email']);
    const file = Buffer.from(await out.xlsx.writeBuffer());
    const res = await t.upload('/api/users/import', file, 'users.xlsx');
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ created: 1, updated: 1, failed: 1 });
    expect(data(res).errors[0].message).toContain('4');
    // Both problems of the row are reported, each with its column.
    expect(data(res).errors[0].message).toMatch(/Account: .*E-mail: /s);
    const renamed = data(await t.api('GET', '/api/users?keyword=bulk00')).items[0];
    expect(renamed.name).toBe('Renamed Bulk');

    const notExcel = await t.upload('/api/users/import', Buffer.from('a,b,c'), 'users.csv');
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().message).toContain('Excel');
  });
});

