import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';

/** The file's bytes, or none when it does not exist. */
async function bytesOf(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  }
}

describe('a deleted account on SQLite', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    if (t.config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
    file = t.config.database.file;
  });
  afterAll(() => t.cleanup());

  it('leaves neither its nickname nor its records’ ciphertext in the file or the WAL', async () => {
    const nickname = `Cedar Remnant${randomBytes(4).readUInt32BE()}`;
    const { cookie } = await signUp(t.app, newRegistration(nickname));
    const ciphertext = randomBytes(300).toString('base64');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/records/diary-entry/one',
      headers: { cookie },
      payload: { version: 0, ciphertext },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const traces = [nickname, ciphertext.slice(0, 40)];
    const found = async () => {
      const inFiles = [await bytesOf(file), await bytesOf(`${file}-wal`)];
      return traces.filter((trace) => inFiles.some((bytes) => bytes.includes(trace)));
    };
    // Both are written somewhere first, or the test would prove nothing.
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(t.database.db);
    expect(await found()).toEqual(traces);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    // As the server leaves them, and again after SQLite's own checkpoint.
    expect(await found()).toEqual([]);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.database.db);
    expect(await found()).toEqual([]);
  });
});
