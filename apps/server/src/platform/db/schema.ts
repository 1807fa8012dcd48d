import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Module tables live here so that drizzle-kit sees them all;
 * each module's repo is the only code that queries its own tables.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = {
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  createdBy: uuid('created_by'),
  deletedAt: ts('deleted_at'),
};

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (t) => [index('organizations_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    orgId: uuid('org_id'),
    email: text('email'),
    mobile: text('mobile'),
    officePhone: text('office_phone'),
    wechat: text('wechat'),
    gender: text('gender').notNull().default('unknown'),
    workNo: text('work_no'),
    birthDate: text('birth_date'),
    onboardDate: text('onboard_date'),
    description: text('description'),
    avatar: text('avatar'),
    userType: text('user_type').notNull().default('internal'),
    isCloudAccount: boolean('is_cloud_account').notNull().default(false),
    status: text('status').notNull().default('enabled'),
    isBuiltinAdmin: boolean('is_builtin_admin').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex('users_account_uq').on(sql`lower(${t.account})`),
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    index('users_org_idx').on(t.orgId),
    index('users_updated_idx').on(t.updatedAt),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    roleType: text('role_type').notNull(),
    scenarioType: text('scenario_type').notNull().default('general'),
    scope: text('scope').notNull().default('all'),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    builtin: boolean('builtin').notNull().default(false),
    ...audit,
  },
  (t) => [uniqueIndex('roles_code_uq').on(sql`lower(${t.code})`)],
);

export const roleFeatures = pgTable(
  'role_features',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.feature] })],
);

export const roleObjects = pgTable(
  'role_objects',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.objectType, t.objectId] }), index('role_objects_object_idx').on(t.objectId)],
);

/** One sign-in. Revoking it ends every token issued under it (logout, disable, reuse detected). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed. Each is used once; a second use revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);

/** Failed sign-ins, counted per key (account or address) within a window. */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: ts('window_start').notNull().defaultNow(),
});

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    account: text('account'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('operation_logs_created_idx').on(t.createdAt)],
);

/** Durable jobs: claimed with SKIP LOCKED, leased, retried with backoff. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('pending'),
    singletonKey: text('singleton_key'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_uq').on(t.singletonKey).where(sql`${t.status} in ('pending','running')`),
  ],
);

/** Process-wide secrets shared by every server process (signing key). */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
