import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/dialects';
import { emptyDatabaseEachTest, migrateTo } from '../../test/migrations';
import { migrateToLatest } from './migrate';

describe.each(dialects)('the staff inbox migration on $name', (dialect) => {
  const fresh = emptyDatabaseEachTest(dialect);

  it('starts the retention of requests handled before it from when it runs', async () => {
    const database = fresh();
    await migrateTo(database, '2026-11-25T1400-arabic-nickname-keys');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was then
    const db = database.db as any;
    const created = '2026-01-01T00:00:00.000Z';
    for (const [id, status] of [
      ['handled', 'handled'],
      ['waiting', 'new'],
    ]) {
      await db
        .insertInto('therapy_requests')
        .values({ id, ciphertext: '{}', created_at: created, status })
        .execute();
    }

    const started = new Date().toISOString();
    await migrateToLatest(database);
    const rows = await database.db
      .selectFrom('therapy_requests')
      .select(['id', 'status', 'handled_at'])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ id: 'handled', status: 'handled' });
    expect(rows[0]?.handled_at && rows[0].handled_at >= started).toBe(true);
    expect(rows[1]).toEqual({ id: 'waiting', status: 'new', handled_at: null });
    for (const table of ['staff_keys', 'staff_members', 'staff_sessions', 'audit_log'] as const) {
      expect(await database.db.selectFrom(table).selectAll().execute()).toEqual([]);
    }
  });
});
