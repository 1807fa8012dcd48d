import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dictionaries } from '@portal/i18n';
import { startSmtp } from '../apps/server/test/smtp.js';
import { ADMIN_PASSWORD, newPage, shot, startPortal } from './harness.js';

/**
 * The other ways in, through the login page: a code sent by e-mail (read from a real SMTP server on
 * loopback), forgot password, the image code after repeated failures, and "remember me".
 */
const en = dictionaries['en-US'] as Record<string, string>;
const EMAIL = 'hanako@example.com';
const ACCOUNT = 'hanako';
const PASSWORD = 'Hanako@12345';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
  smtp = await startSmtp();
  portal = await startPortal({ SMTP_URL: smtp.url });
  const login = await fetch(`${portal.baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const created = await fetch(`${portal.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ account: ACCOUNT, username: ACCOUNT, name: 'Hanako', email: EMAIL, password: PASSWORD }),
  });
  expect(created.status).toBe(200);
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

/** Waits for a mail newer than `seen` and returns its code. */
async function nextCode(seen: number) {
  await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBeGreaterThan(seen);
  return smtp.codeFor(EMAIL)!;
}

async function accountForm(page: Page) {
  await page.goto(`${portal.baseUrl}/login`);
  return page.locator('form#login');
}

describe('login page', () => {
  it('signs in with a code sent by e-mail, with a resend countdown', async () => {
    const page = await newPage(portal.browser);
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByText(en['login.tab.code'], { exact: true }).click();
    const form = page.locator('form#codeLogin');
    await form.locator('input[autocomplete="email"], input#codeLogin_email').first().fill(EMAIL);
    const seen = smtp.inbox.length;
    await form.getByRole('button', { name: en['login.code.send'] }).click();
    const code = await nextCode(seen);
    // The button counts down before another code can be sent.
    await expect.poll(() => form.getByRole('button', { name: /\d+/ }).count()).toBeGreaterThan(0);
    await form.locator('input[autocomplete="one-time-code"]').fill(code);
    await shot(page, 'modes-01-code-sign-in');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.context().close();
  });

  it('resets a forgotten password with the mailed code, then signs in with it', async () => {
    const page = await newPage(portal.browser);
    await accountForm(page);
    await page.getByText(en['login.forgot.link']).click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('input#forgot_email').fill(EMAIL);
    const seen = smtp.inbox.length;
    await modal.getByRole('button', { name: en['login.code.send'] }).click();
    const code = await nextCode(seen);
    await modal.locator('input[autocomplete="one-time-code"]').fill(code);
    await modal.locator('input#forgot_password').fill('Renewed@12345');
    await modal.locator('input#forgot_confirmPassword').fill('Renewed@12345');
    await shot(page, 'modes-02-forgot-password');
    await modal.getByRole('button', { name: en['login.forgot.submit'] }).click();
    await expect.poll(() => page.getByText(en['login.forgot.success']).count()).toBeGreaterThan(0);

    const form = page.locator('form#login');
    await form.locator('input[autocomplete="username"]').fill(ACCOUNT);
    await form.locator('input[type="password"]').fill('Renewed@12345');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.context().close();
  });

  it('asks for the image code after repeated wrong passwords', async () => {
    const page = await newPage(portal.browser);
    const form = await accountForm(page);
    const image = page.getByAltText(en['login.captcha.alt']);
    for (let i = 0; i < 6 && (await image.count()) === 0; i++) {
      await form.locator('input[autocomplete="username"]').fill(ACCOUNT);
      await form.locator('input[type="password"]').fill(`Wrong@Pass${i}x`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await form.locator('button[type="submit"]').click();
      await answered;
      await page.waitForTimeout(100);
    }
    await expect.poll(() => image.count()).toBe(1);
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: en['login.captcha.refresh'] }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    await shot(page, 'modes-03-captcha');
    await page.context().close();
  });

  it('remember me keeps the account name, never the password', async () => {
    const page = await newPage(portal.browser);
    const form = await accountForm(page);
    await form.locator('input[autocomplete="username"]').fill('admin');
    await form.locator('input[type="password"]').fill(ADMIN_PASSWORD);
    await form.getByText(en['login.remember']).click();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(ADMIN_PASSWORD);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no token either

    // A new tab of the same browser is still signed in (refresh cookie), and after signing out
    // the login form offers the remembered account.
    const again = await page.context().newPage();
    await again.goto(`${portal.baseUrl}/`);
    await expect.poll(() => again.getByRole('menuitem', { name: en['menu.home'] }).count()).toBeGreaterThan(0);
    await again.getByRole('button', { name: en['shell.userMenu'] }).click();
    await again.getByRole('menuitem', { name: en['shell.signOut'] }).click();
    await again.waitForURL(/\/login/);
    await expect.poll(() => again.locator('form#login input[autocomplete="username"]').inputValue()).toBe('admin');
    await page.context().close();
  });
});
