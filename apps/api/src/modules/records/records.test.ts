import {
  RECORD_LIMITS,
  RECORD_MAX_CIPHERTEXT_LENGTH,
  recordListResponseSchema,
  storedRecordSchema,
  versionConflictSchema,
} from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase64, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

describe.each(dialects)('encrypted records on $name', (dialect) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  const put = (cookie: string, path: string, version: number, ciphertext = randomBase64(120)) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/records/${path}`,
      headers: { cookie },
      payload: { version, ciphertext },
    });
  const get = (cookie: string, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/records/${path}`, headers: { cookie } });
  const remove = (cookie: string, path: string, version: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/records/${path}`,
      headers: { cookie },
      payload: { version },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    alice = (await signUp(t.app)).cookie;
    bob = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.cleanup());

  it('creates with version 0, reads, replaces with the version read, lists and deletes', async () => {
    const first = await put(alice, 'diary-entry/entry-1', 0, 'Zmlyc3Q=');
    expect(first.statusCode).toBe(200);
    const created = storedRecordSchema.parse(first.json());
    expect(created).toEqual({
      kind: 'diary-entry',
      id: 'entry-1',
      version: 1,
      ciphertext: 'Zmlyc3Q=',
      updatedAt: expect.any(String),
    });
    expect((await get(alice, 'diary-entry/entry-1')).json()).toEqual(created);

    const second = await put(alice, 'diary-entry/entry-1', 1, 'c2Vjb25k');
    expect(second.json()).toMatchObject({ version: 2, ciphertext: 'c2Vjb25k' });

    await put(alice, 'diary-entry/entry-2', 0);
    await put(alice, 'reflection/entry-1', 0);
    const list = recordListResponseSchema.parse((await get(alice, 'diary-entry')).json());
    expect(list.records.map((it) => [it.id, it.version])).toEqual([
      ['entry-1', 2],
      ['entry-2', 1],
    ]);

    expect((await remove(alice, 'diary-entry/entry-2', 1)).statusCode).toBe(204);
    expect((await get(alice, 'diary-entry/entry-2')).statusCode).toBe(404);
    const again = await remove(alice, 'diary-entry/entry-2', 1);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a stale version with 409 version_conflict and the record as it is', async () => {
    await put(alice, 'tree-of-life-entry/root-1', 0, 'b25l');
    await put(alice, 'tree-of-life-entry/root-1', 1, 'dHdv');

    for (const version of [1, 3, 0]) {
      const res = await put(alice, 'tree-of-life-entry/root-1', version, 'c3RhbGU=');
      expect(res.statusCode).toBe(409);
      const body = versionConflictSchema.parse(res.json());
      expect(body.current).toMatchObject({ version: 2, ciphertext: 'dHdv' });
    }
    // A replacement of a record that does not exist: conflict with nothing.
    const missing = versionConflictSchema.parse(
      (await put(alice, 'tree-of-life-entry/nowhere', 4)).json(),
    );
    expect(missing.current).toBeNull();
  });

  it('deletes only at the version last read: 409 version_conflict for a stale one', async () => {
    await put(alice, 'diary-entry/changed-elsewhere', 0, 'b25l');
    // Another device changed it after this one read version 1.
    await put(alice, 'diary-entry/changed-elsewhere', 1, 'dHdv');

    for (const version of [1, 3, 0]) {
      const res = await remove(alice, 'diary-entry/changed-elsewhere', version);
      expect(res.statusCode).toBe(409);
      const body = versionConflictSchema.parse(res.json());
      expect(body.current).toMatchObject({ version: 2, ciphertext: 'dHdv' });
    }
    expect((await get(alice, 'diary-entry/changed-elsewhere')).statusCode).toBe(200);
    expect((await remove(alice, 'diary-entry/changed-elsewhere', 2)).statusCode).toBe(204);
    expect((await get(alice, 'diary-entry/changed-elsewhere')).statusCode).toBe(404);
  });

  it('refuses a deletion that names no version, as a replacement without one', async () => {
    await put(alice, 'diary-entry/no-version', 0);
    for (const payload of [undefined, {}, { version: '1' }, { version: -1 }]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/records/diary-entry/no-version',
        headers: { cookie: alice, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    expect((await get(alice, 'diary-entry/no-version')).json()).toMatchObject({ version: 1 });
  });

  it('keeps each person to their own records: 404 for anyone else’s', async () => {
    await put(alice, 'network-person/p-shared', 0, 'YWxpY2U=');

    const read = await get(bob, 'network-person/p-shared');
    expect(read.statusCode).toBe(404);
    expect((await get(bob, 'network-person')).json()).toEqual({ records: [] });
    expect((await remove(bob, 'network-person/p-shared', 1)).statusCode).toBe(404);
    // Bob cannot overwrite Alice's record: a replacement finds nothing of his…
    const overwrite = await put(bob, 'network-person/p-shared', 1, 'Ym9i');
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json()).toMatchObject({ current: null });
    // …and a creation under the same id is simply his own record.
    expect((await put(bob, 'network-person/p-shared', 0, 'Ym9i')).statusCode).toBe(200);

    expect((await get(alice, 'network-person/p-shared')).json()).toMatchObject({
      version: 1,
      ciphertext: 'YWxpY2U=',
    });
    expect((await get(bob, 'network-person/p-shared')).json()).toMatchObject({
      ciphertext: 'Ym9i',
    });
    // Tidy up: the limit test below counts Alice's people.
    expect((await remove(alice, 'network-person/p-shared', 1)).statusCode).toBe(204);
  });

  it('stops the 11th network person with 409 limit_reached, per person', async () => {
    expect(RECORD_LIMITS['network-person']).toBe(10);
    for (let i = 0; i < 10; i++) {
      expect((await put(alice, `network-person/person-${i}`, 0)).statusCode).toBe(200);
    }
    const eleventh = await put(alice, 'network-person/person-10', 0);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'limit_reached',
      message: 'Maximum of 10 people reached',
    });
    // Replacing one of the ten is still fine, and so is another person's first.
    expect((await put(alice, 'network-person/person-3', 1)).statusCode).toBe(200);
    const { cookie: carol } = await signUp(t.app);
    expect((await put(carol, 'network-person/person-10', 0)).statusCode).toBe(200);
    // After a deletion there is room again.
    expect((await remove(alice, 'network-person/person-0', 1)).statusCode).toBe(204);
    expect((await put(alice, 'network-person/person-10', 0)).statusCode).toBe(200);
  });

  it('lets only one of two creations racing for the last place through', async () => {
    const { cookie } = await signUp(t.app);
    const results = await Promise.all([
      put(cookie, 'onboarding/answers-a', 0),
      put(cookie, 'onboarding/answers-b', 0),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await get(cookie, 'onboarding')).json<{ records: unknown[] }>().records).toHaveLength(
      1,
    );
  });

  it('lets only one of two creations of the same record through', async () => {
    const results = await Promise.all([
      put(alice, 'feeling/same', 0),
      put(alice, 'feeling/same', 0),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json()).toMatchObject({
      code: 'version_conflict',
      current: { version: 1 },
    });
  });

  it('takes a ciphertext of the largest size, and answers a larger one 413', async () => {
    const largest = 'A'.repeat(RECORD_MAX_CIPHERTEXT_LENGTH);
    expect((await put(alice, 'mandala/largest', 0, largest)).statusCode).toBe(200);

    const tooLarge = await put(alice, 'mandala/too-large', 0, `${largest}AAAA`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });

    // Far too large: refused by the body limit before it is parsed.
    const huge = await put(alice, 'mandala/huge', 0, 'A'.repeat(2 * RECORD_MAX_CIPHERTEXT_LENGTH));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await get(alice, 'mandala/too-large')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown kind', 'GET', 'secrets'],
    ['an unknown kind', 'PUT', 'secrets/one'],
    ['an id with a slash-like character', 'GET', 'diary-entry/a.b'],
    ['an id of 65 characters', 'PUT', `diary-entry/${'a'.repeat(65)}`],
  ])('answers %s with 400 (%s)', async (_, method, path) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'PUT',
      url: `/api/records/${path}`,
      headers: { cookie: alice },
      ...(method === 'PUT' ? { payload: { version: 0, ciphertext: 'eA==' } } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });

  it.each([
    ['a negative version', { version: -1, ciphertext: 'eA==' }],
    ['a ciphertext that is not base64', { version: 0, ciphertext: 'not base64!' }],
    ['no ciphertext', { version: 0 }],
  ])('refuses a body with %s: 400 validation_error', async (_, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/records/diary-entry/x',
      headers: { cookie: alice },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });

  it('answers 401 unauthenticated to a caller without a session, before anything else', async () => {
    for (const [method, url] of [
      ['GET', '/api/records/diary-entry'],
      ['GET', '/api/records/secrets/x'],
      ['PUT', '/api/records/diary-entry/x'],
      ['DELETE', '/api/records/diary-entry/x'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'PUT' ? { payload: { version: 0, ciphertext: 'eA==' } } : {}),
        ...(method === 'DELETE' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});
