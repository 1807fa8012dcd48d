import Fastify from 'fastify';

/** The reference: a bare Fastify route answering the same JSON, no auth, no database. */
const app = Fastify({ logger: false });
const body = { success: true, data: { id: '00000000-0000-4000-8000-000000000000', account: 'admin', name: 'Administrator' } };
app.get('/api/users/me', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${(app.server.address() as { port: number }).port}`);
