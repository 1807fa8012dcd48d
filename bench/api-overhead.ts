import autocannon from 'autocannon';
import { startProcess } from './servers.js';

/**
 * Requests per second of an authenticated GET /api/users/me (JWT check, session and permission
 * cache, zod serialisation, envelope) against a bare Fastify route on the same machine.
 * Target: ratio >= 0.5.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const bare = await startProcess('bench/bare-server.ts');
const portal = await startProcess('bench/portal-server.ts', { ADMIN_PASSWORD: 'Bench@12345' });
try {
  const login = await fetch(`http://127.0.0.1:${portal.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Bench@12345' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  // Alternating rounds, medians: one run of each swings by 15% on a shared 2-core machine.
  const refs: number[] = [];
  const ours: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    refs.push((await measure(`http://127.0.0.1:${bare.port}/api/users/me`)).rps);
    ours.push((await measure(`http://127.0.0.1:${portal.port}/api/users/me`, { authorization: `Bearer ${token}` })).rps);
  }
  const ratio = median(ours) / median(refs);
  console.log(`bare Fastify route          : ${median(refs).toFixed(0)} req/s (rounds: ${refs.map((r) => r.toFixed(0)).join(', ')})`);
  console.log(`portal GET /api/users/me    : ${median(ours).toFixed(0)} req/s (rounds: ${ours.map((r) => r.toFixed(0)).join(', ')})`);
  console.log(`ratio of medians (>= 0.50)  : ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
} finally {
  bare.child.kill();
  portal.child.kill();
}
