import { z } from 'zod';
import path from 'node:path';

/**
 * Every setting the server reads, from the environment, checked once at start-up.
 * The README's configuration table is written from this schema: keep them together.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('AI Portal <no-reply@localhost>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86400).default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(3600).default(86400),
  REMEMBER_TOKEN_TTL: z.coerce.number().int().min(3600).default(30 * 86400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WORKERS: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
});

export type Config = z.infer<typeof schema> & { dataDir: string; webDist: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // Relative to where the command was typed (npm runs workspace scripts inside the workspace).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
