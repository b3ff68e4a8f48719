import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { ReadCache } from './read-cache';
import type { ReadCacheLimits } from './read-cache';

const ROOMY: ReadCacheLimits = { entries: 100, size: 1000, entrySize: 100 };

/** A cache of strings sized by length, on a mark the test sets, counting the loads. */
function setUp(limits = ROOMY) {
  const state = { mark: '1' as string | undefined, loads: 0 };
  const cache = new ReadCache<string | undefined>(
    () => state.mark,
    limits,
    (value) => value?.length ?? 0,
  );
  /** `null` stands for nothing found (undefined would take the default). */
  const read = (key: string, value: string | null = `value of ${key}`) =>
    cache.read(key, async () => {
      state.loads += 1;
      return value ?? undefined;
    });
  return { state, cache, read };
}

describe('answers kept in memory until the database changes', () => {
  it('has a change mark on SQLite only: PostgreSQL may be shared by several processes', async () => {
    const postgres = createDatabase({ database: { dialect: 'postgres', url: 'postgres://none' } });
    const pglite = createDatabase({ database: { dialect: 'pglite' } });
    expect(postgres.changes).toBeUndefined();
    expect(pglite.changes).toBeUndefined();
    await Promise.all([postgres.destroy(), pglite.destroy()]);
  });

  it('answers from memory while the mark stays, and reads again once it moves', async () => {
    const { state, read } = setUp();
    expect(await read('a', 'first')).toBe('first');
    expect(await read('a', 'second')).toBe('first');
    expect(state.loads).toBe(1);
    state.mark = '2';
    expect(await read('a', 'second')).toBe('second');
    expect(state.loads).toBe(2);
  });

  it('peeks at a kept answer at once, and at nothing once the mark moves', async () => {
    const { state, cache, read } = setUp();
    expect(cache.peek('a')).toBeUndefined();
    await read('a', 'kept');
    expect(cache.peek('a')).toBe('kept');
    state.mark = '2';
    expect(cache.peek('a')).toBeUndefined();
    expect(state.loads).toBe(1);
  });

  it('drops every answer when the mark moves, not only the one read', async () => {
    const { state, cache, read } = setUp();
    await read('a');
    await read('b');
    expect(cache.stats.entries).toBe(2);
    state.mark = '2';
    await read('a');
    expect(cache.stats.entries).toBe(1);
    await read('b');
    expect(state.loads).toBe(4);
  });

  it('keeps nothing while the mark is unknown', async () => {
    const { state, cache, read } = setUp();
    state.mark = undefined;
    await read('a');
    await read('a');
    expect(state.loads).toBe(2);
    expect(cache.stats.entries).toBe(0);
  });

  it('never keeps an answer that is nothing found', async () => {
    const { state, cache, read } = setUp();
    expect(await read('gone', null)).toBeUndefined();
    expect(await read('gone', 'back')).toBe('back');
    expect(state.loads).toBe(2);
    expect(cache.stats.entries).toBe(1);
  });

  it('does not keep an answer read while another read saw the database change', async () => {
    const { state, cache } = setUp();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    // Meanwhile the database changes and another read notices.
    state.mark = '2';
    expect(await cache.read('b', async () => 'fresh')).toBe('fresh');
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.read('a', async () => 'after the change')).toBe('after the change');
  });

  it('holds at most `entries` answers, dropping the least recently used', async () => {
    const { state, cache, read } = setUp({ entries: 2, size: 1000, entrySize: 100 });
    await read('a');
    await read('b');
    await read('a'); // now b is the least recently used
    await read('c');
    expect(cache.stats.entries).toBe(2);
    state.loads = 0;
    await read('a');
    await read('c');
    expect(state.loads).toBe(0);
    await read('b');
    expect(state.loads).toBe(1);
  });

  it('holds at most `size` in all, and never keeps an answer above `entrySize`', async () => {
    const { state, cache, read } = setUp({ entries: 100, size: 10, entrySize: 6 });
    for (const key of ['a', 'b', 'c', 'd']) {
      await read(key, 'xxxx');
      expect(cache.stats.size).toBeLessThanOrEqual(10);
    }
    expect(cache.stats).toEqual({ entries: 2, size: 8 });
    await read('big', 'x'.repeat(7));
    await read('big', 'x'.repeat(7));
    expect(state.loads).toBe(6);
    expect(cache.stats).toEqual({ entries: 2, size: 8 });
  });
});
