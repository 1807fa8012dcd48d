import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dictionaries } from '@portal/i18n';
import { ADMIN_PASSWORD, newPage, shot, startPortal } from './harness.js';

/**
 * The foundation end to end, as a person uses it: sign in (wrong password first), switch to
 * Japanese, create an organisation, a user and a role, sign in as that user and see only what the
 * role allows, the 404 page, sign out. Labels are looked up in the dictionaries, not hard-coded.
 */
let portal: Awaited<ReturnType<typeof startPortal>>;
let page: Page;
const en = dictionaries['en-US'] as Record<string, string>;
const ja = dictionaries['ja-JP'] as Record<string, string>;
const stamp = Date.now().toString(36);
const ORG = `Osaka Branch ${stamp}`;
const USER = `taro.${stamp}`;
const USER_PASSWORD = 'Taro@123456';
const ROLE = `log_reader_${stamp}`;

beforeAll(async () => {
  portal = await startPortal();
  page = await newPage(portal.browser, 'en-US');
});
afterAll(async () => {
  await portal?.close();
});

async function signIn(account: string, password: string) {
  await page.goto(`${portal.baseUrl}/login`);
  const form = page.locator('form#login');
  await form.locator('input[autocomplete="username"]').fill(account);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

async function signOut(dict: Record<string, string>) {
  await page.getByRole('button', { name: dict['shell.userMenu'] }).click();
  await page.getByRole('menuitem', { name: dict['shell.signOut'] }).click();
  await page.waitForURL(/\/login/);
}

const modal = () => page.locator('.ant-modal:visible');

describe('portal', () => {
  it('refuses a wrong password with the localised message', async () => {
    await signIn('admin', 'Wrong@Password1');
    await expect.poll(() => page.getByText(en['error.INVALID_CREDENTIALS']).count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/login');
    await shot(page, '01-login-wrong-password');
  });

  it('signs the administrator in to the home page', async () => {
    await signIn('admin', ADMIN_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await expect.poll(() => page.getByRole('menuitem', { name: en['menu.home'] }).count()).toBeGreaterThan(0);
    await shot(page, '02-home-en');
  });

  it('switches the whole interface to Japanese', async () => {
    await page.getByRole('button', { name: en['shell.language'] }).first().click();
    await page.locator('button[lang="ja-JP"]').click();
    await expect.poll(() => page.getByRole('menuitem', { name: ja['menu.home'] }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.lang'))).toBe('ja-JP');
    await shot(page, '03-home-ja');
  });

  it('creates an organisation', async () => {
    await page.goto(`${portal.baseUrl}/admin/organizations`);
    await page.getByRole('button', { name: ja['admin.orgs.new'] }).click();
    await modal().locator('input#name').fill(ORG);
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-table-row').filter({ hasText: ORG }).count()).toBe(1);
    await shot(page, '04-org-created-ja');
  });

  it('adds a user account in that organisation', async () => {
    await page.goto(`${portal.baseUrl}/admin/users`);
    await page.getByRole('button', { name: ja['admin.users.add'] }).click();
    const m = modal();
    await m.locator('input#account').fill(USER);
    await m.locator('input#username').fill(USER);
    await m.locator('input#name').fill('Yamada Taro');
    await m.locator('.ant-form-item').filter({ hasText: ja['field.orgName'] }).locator('.ant-select').click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: ORG }).first().click();
    await m.locator('input#password').fill(USER_PASSWORD);
    await m.locator('input#confirmPassword').fill(USER_PASSWORD);
    await m.locator('.ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-table-row').filter({ hasText: USER }).count()).toBe(1);
    await shot(page, '05-user-created-ja');
  });

  it('gives the user a role with one feature', async () => {
    await page.goto(`${portal.baseUrl}/admin/roles`);
    await page.getByRole('button', { name: ja['admin.roles.new'] }).click();
    await modal().locator('input#code').fill(ROLE);
    await modal().locator('input#name').fill('Log reader');
    await modal().locator('.ant-btn-primary').click();
    const row = page.locator('.ant-table-row').filter({ hasText: ROLE });
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: ja['admin.roles.authorizeFeatures'] }).click();
    await page.locator('.ant-drawer .ant-tree-treenode').filter({ hasText: ja['feature.admin.logs.view'] }).locator('.ant-tree-checkbox').click();
    await page.locator('.ant-drawer-footer .ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-drawer:visible').count()).toBe(0);

    await row.getByRole('button', { name: ja['admin.table.more'] }).click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: ja['admin.roles.authorizedObjects'] }).click();
    await page.getByRole('button', { name: ja['admin.roles.addObjects'] }).click();
    await modal().locator('.ant-input-search input').fill(USER);
    await modal().locator('.ant-input-search button').last().click();
    await modal().locator('.ant-list-item').filter({ hasText: USER }).locator('.ant-checkbox-input').first().check();
    await shot(page, '06-people-selector-ja');
    await modal().locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-drawer-footer .ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-drawer:visible').count()).toBe(0);
  });

  it('the new user sees only the permitted menu, and the API refuses the rest', async () => {
    await signOut(ja);
    await signIn(USER, USER_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.getByRole('menuitem', { name: ja['menu.admin'] }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: ja['menu.admin.logs'] }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: ja['menu.admin.users'] }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: ja['menu.admin.roles'] }).count()).toBe(0);
    await shot(page, '07-limited-menu-ja');

    await page.goto(`${portal.baseUrl}/admin/users`);
    await expect.poll(() => page.getByText(ja['page.notAuthorized.title']).count()).toBeGreaterThan(0);
    await page.goto(`${portal.baseUrl}/admin/logs`);
    await expect.poll(() => page.locator('.ant-table').count()).toBeGreaterThan(0);
  });

  it('shows the 404 page', async () => {
    await page.goto(`${portal.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText(ja['page.notFound.title']).count()).toBeGreaterThan(0);
    await shot(page, '08-404-ja');
  });

  it('signs out; protected pages send back to the login page', async () => {
    await page.goto(`${portal.baseUrl}/`);
    await signOut(ja);
    await page.goto(`${portal.baseUrl}/admin/logs`);
    await page.waitForURL(/\/login/);
    await shot(page, '09-signed-out-ja');
  });
});
