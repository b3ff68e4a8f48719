import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/dialects';
import { emptyDatabaseEachTest, migrateTo } from '../../test/migrations';
import { migrateToLatest } from './migrate';

const NOW = '2026-11-25T10:00:00.000Z';

describe.each(dialects)('the record sizes migration on $name', (dialect) => {
  const fresh = emptyDatabaseEachTest(dialect);

  it('measures the records that exist when it runs', async () => {
    const database = fresh();
    // The schema as it was just before: records without a size.
    await migrateTo(database, '2026-11-25T1200-rate-limit-counters');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was then
    const db = database.db as any;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        nickname: 'Layla',
        nickname_key: 'layla',
        gender: 'female',
        nickname_category: 'animals',
        nickname_item: 'gazelle',
        nickname_colour: 'blue',
        kdf_salt: 'c2FsdA==',
        kdf_params: '{}',
        auth_hash: 'x',
        wrapped_data_key: 'd2s=',
        recovery_hash: 'cmg=',
        recovery_wrapped_data_key: 'cndr',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const record = (id: string, ciphertext: string) => ({
      user_id: 'u1',
      kind: 'diary-entry',
      id,
      version: 1,
      ciphertext,
      updated_at: NOW,
    });
    await db
      .insertInto('records')
      .values([record('short', 'eA=='), record('long', 'A'.repeat(1000))])
      .execute();

    expect(await migrateToLatest(database)).toContain('2026-11-25T1300-record-sizes');
    const sizes = await database.db
      .selectFrom('records')
      .select(['id', 'size'])
      .orderBy('id')
      .execute();
    expect(sizes.map((row) => [row.id, Number(row.size)])).toEqual([
      ['long', 1000],
      ['short', 4],
    ]);
    // A fresh PGlite migrated step by step (no template to copy) is slow on a busy machine.
  }, 120_000);
});
