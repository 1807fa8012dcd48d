import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { data, startTestApp, type TestApp } from '../../../test/harness.js';
import { RETENTION_JOB } from './oplog.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('operation log retention', () => {
  it('a scheduled job drops entries older than 30 days and schedules itself again', async () => {
    await t.api('POST', '/api/orgs', { body: { name: 'Recent' } });
    await t.database.db.execute(sql`insert into operation_logs (action, target_type, created_at) values ('old.write', 'x', now() - interval '31 days')`);
    await t.services.oplog.scheduleRetention();
    expect(await t.services.jobs.drain()).toBeGreaterThanOrEqual(1);
    const actions = data(await t.api('GET', '/api/oplogs?pageSize=100')).items.map((l: { action: string }) => l.action);
    expect(actions).not.toContain('old.write');
    expect(actions).toContain('org.create');
    const next = await t.database.db.execute(sql`select run_at from jobs where name = ${RETENTION_JOB} and status = 'pending'`);
    expect((next as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('a job left running by a dead worker is picked up again after its lease', async () => {
    let runs = 0;
    t.services.jobs.register('test.crash', async () => {
      runs++;
    });
    await t.services.jobs.enqueue('test.crash');
    await t.database.db.execute(sql`update jobs set status = 'running', locked_until = now() - interval '1 second', attempts = 1 where name = 'test.crash'`);
    await t.services.jobs.drain();
    expect(runs).toBe(1);
    const rows = await t.database.db.execute(sql`select status from jobs where name = 'test.crash'`);
    expect((rows as unknown as { rows: { status: string }[] }).rows[0].status).toBe('success');
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    t.services.jobs.register('test.fail', async () => {
      throw new Error('boom');
    });
    await t.services.jobs.enqueue('test.fail', {}, { maxAttempts: 2 });
    await t.services.jobs.drain();
    let row = ((await t.database.db.execute(sql`select status, attempts, last_error from jobs where name = 'test.fail'`)) as unknown as { rows: { status: string; attempts: number; last_error: string }[] }).rows[0];
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'boom' });
    await t.database.db.execute(sql`update jobs set run_at = now() where name = 'test.fail'`);
    await t.services.jobs.drain();
    row = ((await t.database.db.execute(sql`select status, attempts from jobs where name = 'test.fail'`)) as unknown as { rows: { status: string; attempts: number; last_error: string }[] }).rows[0];
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
