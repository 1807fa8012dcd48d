import { LIMITS } from '@portal/contracts';
import type { OplogRepo, OperationLogRow } from './oplog.repo.js';
import type { JobQueue } from '../../platform/jobs/queue.js';

import type { Actor } from '../../platform/http/actor.js';

export const RETENTION_JOB = 'oplog.retention';
const DAY_MS = 86_400_000;

export function createOplogService(repo: OplogRepo, jobs: JobQueue) {
  /** Records one write: who, what, on which record, from where. */
  async function record(actor: Actor, action: string, targetType: string, targetId: string | null, detail?: Record<string, unknown>) {
    await repo.insert({ userId: actor.userId, account: actor.account, ip: actor.ip, action, targetType, targetId, detail: detail ?? null });
  }

  /** Drops entries past the retention period (and finished jobs older than a week). Runs daily as a job. */
  async function prune(now = new Date()) {
    await repo.deleteOlderThan(new Date(now.getTime() - LIMITS.logRetentionDays * DAY_MS));
    await jobs.prune(new Date(now.getTime() - 7 * DAY_MS));
  }

  jobs.register(RETENTION_JOB, () => prune(), { everyMs: DAY_MS });

  async function scheduleRetention(runAt = new Date()) {
    await jobs.enqueue(RETENTION_JOB, {}, { runAt, singletonKey: RETENTION_JOB });
  }

  return { record, prune, scheduleRetention, page: repo.page };
}
export type OplogService = ReturnType<typeof createOplogService>;

export const toOperationLogDto = (r: OperationLogRow) => ({
  id: r.id,
  userId: r.userId,
  account: r.account,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  detail: (r.detail as Record<string, unknown> | null) ?? null,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});
