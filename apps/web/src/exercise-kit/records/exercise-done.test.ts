import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptRecord } from '@/lib/crypto';
import { clearOutbox } from '@/lib/records/outbox';
import { clearRecordCache, createRecordsStore } from '@/lib/records';
import { testDataKey } from '@/test/data-key';
import { createFakeRecordsServer, type FakeRecordsServer } from '@/test/fake-records-server';
import { addDoneTimes } from './exercise-done';

const SLUG = 'diary-adults';

let server: FakeRecordsServer;
let dataKey: CryptoKey;
const store = () =>
  createRecordsStore({ getDataKey: async () => dataKey, accountId: () => 'account-1' });

beforeEach(async () => {
  server = createFakeRecordsServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  dataKey = await testDataKey();
  await clearRecordCache();
  await clearOutbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Which exercises a person did is theirs: the server, its request log and a locked phone see a
// record's id, so the id names nothing (security review L7).
describe('the times an exercise was done', () => {
  it('are kept under an id that names nothing, one record per exercise', async () => {
    await addDoneTimes(store(), SLUG, ['2026-11-01T18:00:00.000Z']);
    await addDoneTimes(store(), SLUG, ['2026-11-02T18:00:00.000Z']);
    const ids = [...server.records.values()].map((record) => record.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    const [record] = await store().list<{ exercise: string; times: string[] }>('exercise-done');
    expect(record?.value).toEqual({
      exercise: SLUG,
      times: ['2026-11-01T18:00:00.000Z', '2026-11-02T18:00:00.000Z'],
    });
  });

  it('move a record named by its exercise (kept before) to such an id, with its times', async () => {
    const older = { exercise: SLUG, times: ['2026-10-01T18:00:00.000Z'] };
    server.writeElsewhere(
      'exercise-done',
      SLUG,
      await encryptRecord(dataKey, 'exercise-done', SLUG, older),
    );
    await addDoneTimes(store(), SLUG, ['2026-11-01T18:00:00.000Z']);
    const ids = [...server.records.values()].map((record) => record.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe(SLUG);
    const [record] = await store().list<{ exercise: string; times: string[] }>('exercise-done');
    expect(record?.value.times).toEqual(['2026-10-01T18:00:00.000Z', '2026-11-01T18:00:00.000Z']);
  });
});
