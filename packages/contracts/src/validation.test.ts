import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIMITS } from './limits.js';
import { USERNAME_PATTERN, checkEmail, checkPassword, createUserBody, createOrgBody } from './index.js';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const symbol = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:,.<>?/~');

describe('password rule', () => {
  it('accepts any password of >= 10 characters holding all four kinds', () => {
    fc.assert(
      fc.property(lower, upper, digit, symbol, fc.string({ minLength: 6, maxLength: 60 }), (a, b, c, d, rest) => {
        expect(checkPassword(a + b + c + d + rest)).toBeNull();
      }),
    );
  });

  it('refuses anything shorter than 10', () => {
    fc.assert(fc.property(fc.string({ maxLength: LIMITS.passwordMin - 1 }), (p) => {
      expect(checkPassword(p)).toBe('validation.password.length');
    }));
  });

  it('refuses a long password that misses one kind', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, digit, symbol), { minLength: 10, maxLength: 40 }), (chars) => {
        expect(checkPassword(chars.join(''))).toBe('validation.password.strength');
      }),
    );
  });
});

describe('e-mail rule', () => {
  const local = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,80}$/);
  const domain = fc.stringMatching(/^[a-z0-9]{1,30}\.[a-z]{2,20}$/);
  it('accepts local part <= 64 and domain <= 48, refuses longer ones', () => {
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const problem = checkEmail(`${l}@${d}`);
        if (l.length > LIMITS.emailLocalMax) expect(problem).toBe('validation.email.localTooLong');
        else if (d.length > LIMITS.emailDomainMax) expect(problem).toBe('validation.email.domainTooLong');
        else if (/\.\.|\.$|^\./.test(l)) expect(problem === null || problem === 'validation.email.format').toBe(true);
        else expect(problem).toBeNull();
      }),
    );
  });
  it('refuses text without a proper @domain', () => {
    fc.assert(fc.property(fc.string().filter((s) => !/@.+\./.test(s)), (s) => {
      expect(checkEmail(s)).toBe('validation.email.format');
    }));
  });
});

describe('username rule', () => {
  it("allows only letters, digits and ' . - _ ! # ^ ~", () => {
    const allowed = fc.constantFrom(..."abcXYZ019'.-_!#^~");
    fc.assert(fc.property(fc.array(allowed, { minLength: 1, maxLength: 30 }), (c) => {
      expect(USERNAME_PATTERN.test(c.join(''))).toBe(true);
    }));
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => /[^A-Za-z0-9'.\-_!#^~]/.test(s)), (s) => {
      expect(USERNAME_PATTERN.test(s)).toBe(false);
    }));
  });
});

describe('form schemas', () => {
  it('refuse whitespace-only names and unknown fields', () => {
    fc.assert(fc.property(fc.stringMatching(/^[ \t\n]{0,10}$/), (blank) => {
      expect(createOrgBody.safeParse({ name: blank }).success).toBe(false);
    }));
    const ok = { account: 'bob', username: 'bob', name: 'Bob', password: 'Bob@1234567' };
    expect(createUserBody.safeParse(ok).success).toBe(true);
    expect(createUserBody.safeParse({ ...ok, isBuiltinAdmin: true }).success).toBe(false);
  });
});
