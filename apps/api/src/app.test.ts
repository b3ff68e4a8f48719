import { storedRecordSchema } from '@waha/shared';
import type { StoredRecord } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryLogger, createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { dialects } from '../test/dialects';
import { HttpError } from './lib/http-error';

const RECORD: StoredRecord = {
  kind: 'diary-entry',
  id: 'entry-1',
  version: 2,
  ciphertext: 'c2VjcmV0',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe.each(dialects)('API on $name', (dialect) => {
  let t: TestApp;
  let log: ReturnType<typeof createMemoryLogger>;

  beforeAll(async () => {
    log = createMemoryLogger('info');
    t = await createTestApp(dialect, { logger: log.logger });
    // Test-only routes, added before the app is ready.
    t.app.get('/api/test/crash', async () => {
      throw new Error('secret detail: select * from users in /srv/waha/repository.ts');
    });
    t.app.get('/api/test/conflict', async () => {
      throw new HttpError(409, 'version_conflict', 'The record was changed elsewhere');
    });
    t.app.post(
      '/api/test/echo',
      { schema: { body: z.object({ nickname: z.string().min(3) }) } },
      async (request) => request.body,
    );
    t.app.get(
      '/api/test/record/:version',
      {
        schema: {
          params: z.object({ version: z.coerce.number() }),
          response: { 200: storedRecordSchema },
        },
      },
      // A row as a careless handler might return it: with columns the schema does not name.
      async (request) => ({ ...RECORD, version: request.params.version, user_id: 'u-1', size: 8 }),
    );
  });
  afterAll(() => t.cleanup());

  it('answers /api/health after querying the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialect.name });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown %s /api/… with 404 JSON',
    async (method) => {
      const res = await t.app.inject({
        method,
        url: '/api/no-such-thing',
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Not Found' });
    },
  );

  it('hides the details of a server error and logs them with the stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Internal Server Error' });
    expect(res.body).not.toContain('secret');

    const logged = log.entries().find((entry) => entry.msg === 'request failed');
    const err = logged?.err as { message?: string; stack?: string } | undefined;
    expect(logged?.level).toBe(50);
    expect(err?.message).toContain('secret detail');
    expect(err?.stack).toContain('app.test.ts');
  });

  it('answers an HttpError with its status and stable code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'version_conflict',
      message: 'The record was changed elsewhere',
    });
  });

  it('answers a body that fails its schema with 400 validation_error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { nickname: 'ab' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('validation_error');
    expect(body.message).toContain('nickname');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { nickname: 'abc' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"nickname":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('maps other client errors to a stable code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<nickname>abc</nickname>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('writes only the fields a response schema names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/record/2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(RECORD));
  });

  it('refuses with a bare 500 a response its schema does not describe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/record/0' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Internal Server Error' });
  });

  it('logs the path of a request but not its query string, cookies or credentials', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health?nickname=SecretName',
      headers: { cookie: 'session=TopSecretToken', authorization: 'Bearer TopSecretToken' },
    });
    const text = log.lines.join('\n');
    expect(text).not.toContain('SecretName');
    expect(text).not.toContain('TopSecretToken');
    const incoming = log.entries().filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req)).toContainEqual({
      method: 'GET',
      url: '/api/health',
    });
  });

  // Last: it closes the database under the app.
  it('answers /api/health with 503 when the database is gone', async () => {
    await t.database.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'database_unavailable',
      message: 'The database is not available',
    });
  });
});
