/**
 * Business constants from spec section 9. Forms and server read them from here only.
 */
export const LIMITS = {
  passwordMin: 10,
  passwordMax: 128,
  emailLocalMax: 64,
  emailDomainMax: 48,
  /** Not given by the spec; long enough for real organisation names, short enough for a tree label. */
  orgNameMax: 64,
  accountMax: 64,
  usernameMax: 64,
  nameMax: 64,
  phoneMax: 32,
  tagMax: 20,
  avatarMaxBytes: 200 * 1024,
  descriptionShort: 80,
  descriptionMedium: 200,
  descriptionLong: 500,
  codeMax: 64,
  roleNameMax: 64,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  logRetentionDays: 30,
  importMaxRows: 5000,
  importMaxBytes: 10 * 1024 * 1024,
  batchMax: 500,
  /** Seconds between two verification e-mails to the same address. */
  codeResendSeconds: 60,
  codeTtlSeconds: 600,
  codeLength: 6,
  captchaTtlSeconds: 300,
  /** Failed sign-ins for one account within the window before an image code is required. */
  loginFailuresBeforeCaptcha: 3,
  /** Failed sign-ins from one address within the window before it gets 429. */
  loginFailuresBeforeThrottle: 20,
  loginFailureWindowSeconds: 900,
} as const;

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
