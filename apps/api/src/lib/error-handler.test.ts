import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';
import { HttpError } from './http-error';

describe('error handler', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    t.app.get('/api/test/taken', async () => {
      throw new HttpError(409, 'nickname_taken', 'This nickname is already taken', {
        suggestions: ['Blue Cedar 7', 'Blue Cedar 12', 'Blue Cedar 40'],
        code: 'overridden',
        message: 'overridden',
      });
    });
    t.app.post(
      '/api/test/small',
      { bodyLimit: 64, schema: { body: z.object({ text: z.string() }) } },
      async () => ({ ok: true }),
    );
    t.app.get('/api/test/restarting', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
  });
  afterAll(() => t.cleanup());

  it('adds the details of an HttpError to its body, never over code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'nickname_taken',
      message: 'This nickname is already taken',
      suggestions: ['Blue Cedar 7', 'Blue Cedar 12', 'Blue Cedar 40'],
    });
  });

  it('answers 503 database_unavailable with Retry-After when the database cannot be reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/restarting' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'database_unavailable',
      message: 'The database is not available',
    });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/small',
      payload: { text: 'x'.repeat(100) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });
});
