import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { authFailures, captchas, refreshTokens, sessions, systemSecrets, verificationCodes } from '../../platform/db/schema.js';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Db) {
  return {
    async createSession(row: { userId: string; remember: boolean; expiresAt: Date; ip: string; userAgent: string | null }, refreshHash: string) {
      return db.transaction(async (tx) => {
        const [session] = await tx.insert(sessions).values(row).returning();
        await tx.insert(refreshTokens).values({ hash: refreshHash, sessionId: session.id });
        return session;
      });
    },

    async findRefresh(hash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.hash, hash));
      return row ?? null;
    },

    /** Marks the old token used and stores the new one; false if someone used the old one first. */
    async rotate(oldHash: string, newHash: string, sessionId: string, expiresAt: Date) {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.hash, oldHash), isNull(refreshTokens.usedAt)))
          .returning({ hash: refreshTokens.hash });
        if (!used.length) return false;
        await tx.insert(refreshTokens).values({ hash: newHash, sessionId });
        await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
        return true;
      });
    },

    findSession: async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0] ?? null,

    revokeSession: (id: string) =>
      db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt))),

    revokeUserSessions: (userId: string, exceptSessionId?: string) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
          ),
        ),

    async createCaptcha(answerHash: string, expiresAt: Date) {
      const [row] = await db.insert(captchas).values({ answerHash, expiresAt }).returning({ id: captchas.id });
      return row.id;
    },

    /** Single use: the row is deleted whether or not the answer matched. */
    async consumeCaptcha(id: string) {
      const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
      return row && row.expiresAt > new Date() ? row : null;
    },

    insertCode: (row: { purpose: string; target: string; codeHash: string; expiresAt: Date }) =>
      db.insert(verificationCodes).values(row),

    async latestCode(purpose: string, target: string) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Counts an attempt on the newest live code and returns it (with the new attempt count). */
    async attemptCode(purpose: string, target: string) {
      const live = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!live.length) return null;
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, live[0].id))
        .returning();
      return row;
    },

    async consumeCode(id: string) {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },

    async failureCount(key: string, windowStart: Date) {
      const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
      return row && row.windowStart > windowStart ? row : null;
    },

    /** Adds one failure; a window older than `windowStart` starts again at 1. */
    async addFailure(key: string, windowStart: Date) {
      await db
        .insert(authFailures)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            count: sql`case when ${authFailures.windowStart} > ${windowStart} then ${authFailures.count} + 1 else 1 end`,
            windowStart: sql`case when ${authFailures.windowStart} > ${windowStart} then ${authFailures.windowStart} else now() end`,
          },
        });
    },

    clearFailures: (key: string) => db.delete(authFailures).where(eq(authFailures.key, key)),

    /** Housekeeping for the retention job: expired captchas, codes, failure windows and sessions. */
    async purgeExpired(now: Date, failureWindowStart: Date) {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
      await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
      await db.delete(authFailures).where(lt(authFailures.windowStart, failureWindowStart));
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    /** Shared signing key: created once, read by every process. */
    async secret(name: string, create: () => string) {
      await db.insert(systemSecrets).values({ name, value: create() }).onConflictDoNothing();
      const [row] = await db.select().from(systemSecrets).where(eq(systemSecrets.name, name));
      return row.value;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
