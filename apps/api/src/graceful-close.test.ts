import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { sqlite } from '../test/dialects';

/** One request on a connection of its own (no keep-alive agent). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('lets in-flight requests finish on close, and refuses new connections', async () => {
  const t = await createTestApp(sqlite);
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  t.app.get('/api/test/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });

  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const inFlight = get(port, '/api/test/slow');
    await inHandler;

    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    // Fastify stops listening when its close reaches the server, a few turns of the event loop
    // later (more with more plugins); a connection made before that waits in the backlog and is
    // reset, not refused.
    await expect.poll(() => t.app.server.listening).toBe(false);
    await expect(get(port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closed).toBe(false);

    release();
    expect(await inFlight).toEqual({ status: 200, body: '{"finished":true}' });
    await closing;
    expect(closed).toBe(true);
  } finally {
    release();
    await t.cleanup();
  }
});

it('closes its database when it closes', async () => {
  const t = await createTestApp(sqlite);
  await sql`select 1`.execute(t.database.db);
  await t.app.close();
  await expect(sql`select 1`.execute(t.database.db)).rejects.toThrow(/destroyed/);
  await t.cleanup();
});
