import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { jobs } from '../db/schema.js';

export type JobHandler = (payload: Record<string, unknown>, ctx: { jobId: string; attempt: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one pending or running job per key (e.g. a recurring job). */
  singletonKey?: string;
  maxAttempts?: number;
}

const LEASE_MS = 5 * 60_000;

/**
 * Durable job queue on the `jobs` table. A job is claimed with SKIP LOCKED and a lease; a worker
 * that dies leaves the lease to expire and the job is claimed again, so nothing stays "running".
 */
export class JobQueue {
  private handlers = new Map<string, { run: JobHandler; everyMs?: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  private readonly workerId = `${os.hostname()}:${process.pid}`;

  constructor(private db: Db, private log: FastifyBaseLogger) {}

  /** `everyMs` makes the job recurring: after each success the same row is due again that much later. */
  register(name: string, run: JobHandler, opts: { everyMs?: number } = {}) {
    this.handlers.set(name, { run, everyMs: opts.everyMs });
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}, opts: EnqueueOptions = {}) {
    await this.db
      .insert(jobs)
      .values({ name, payload, runAt: opts.runAt ?? new Date(), singletonKey: opts.singletonKey, maxAttempts: opts.maxAttempts ?? 5 })
      .onConflictDoNothing();
  }

  /** Claims the next due job, or a running one whose lease expired (its worker died). */
  private async claim() {
    const names = [...this.handlers.keys()];
    if (!names.length) return null;
    const leaseUntil = new Date(Date.now() + LEASE_MS);
    const rows = await this.db.execute<{ id: string }>(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_until = ${leaseUntil}, locked_by = ${this.workerId}, updated_at = now()
      where id = (
        select id from jobs
        where name in ${names} and run_at <= now()
          and (status = 'pending' or (status = 'running' and locked_until < now()))
        order by run_at limit 1 for update skip locked
      ) returning id`);
    const id = (rows as unknown as { rows: { id: string }[] }).rows?.[0]?.id;
    if (!id) return null;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  }

  /** Runs due jobs until none is left. Returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.stopped) return count;
      const job = await this.claim();
      if (!job) return count;
      count++;
      const handler = this.handlers.get(job.name)!;
      try {
        await handler.run(job.payload as Record<string, unknown>, { jobId: job.id, attempt: job.attempts });
        const done = handler.everyMs
          ? { status: 'pending', attempts: 0, runAt: new Date(Date.now() + handler.everyMs) }
          : { status: 'success' };
        await this.db.update(jobs).set({ ...done, lockedUntil: null, lastError: null, updatedAt: new Date() }).where(eq(jobs.id, job.id));
      } catch (err) {
        const failed = job.attempts >= job.maxAttempts;
        // Backoff doubles from 10 s, capped at one hour.
        const delay = Math.min(3_600_000, 10_000 * 2 ** (job.attempts - 1));
        this.log.error({ err, jobId: job.id, job: job.name, attempt: job.attempts }, 'job failed');
        await this.db
          .update(jobs)
          .set({
            status: failed ? 'failed' : 'pending',
            runAt: new Date(Date.now() + delay),
            lockedUntil: null,
            lastError: String((err as Error)?.message ?? err).slice(0, 2000),
            updatedAt: new Date(),
          })
          .where(eq(jobs.id, job.id));
      }
    }
  }

  start(intervalMs = 5000) {
    this.stopped = false;
    const tick = async () => {
      if (this.running || this.stopped) return;
      this.running = true;
      try {
        await this.drain();
      } catch (err) {
        this.log.error({ err }, 'job worker tick failed');
      } finally {
        this.running = false;
      }
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    void tick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Finished jobs are kept a while for inspection, then dropped. */
  async prune(olderThan: Date) {
    await this.db.delete(jobs).where(and(inArray(jobs.status, ['success', 'failed']), lt(jobs.updatedAt, olderThan)));
  }
}
