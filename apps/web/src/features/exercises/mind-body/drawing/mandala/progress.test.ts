import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptRecord } from '@/lib/crypto';
import { clearRecordCache, createRecordsStore } from '@/lib/records';
import { createFakeRecordsServer, type FakeRecordsServer } from '@/test/fake-records-server';
import { testDataKey } from '@/test/data-key';
import type { Colouring } from './colouring';
import { PICTURES, PICTURE_IDS } from './pictures';
import { DEVICE_KEY, createProgressStorage } from './progress';

const colouring: Colouring = {
  fills: { 'centre-1': 'sea', 'petal-2': 'rose' },
  history: [
    { region: 'centre-1', before: null },
    { region: 'petal-2', before: null },
  ],
};

let server: FakeRecordsServer;
let dataKey: CryptoKey;

beforeEach(async () => {
  server = createFakeRecordsServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  dataKey = await testDataKey();
  await clearRecordCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const storage = createProgressStorage(async () =>
  createRecordsStore({ getDataKey: async () => dataKey, accountId: () => 'account-1' }),
);

describe('colouring progress', () => {
  it('keeps a guest’s colouring on this device, one entry per picture', async () => {
    await storage.save(false, 'lotus', colouring);
    await storage.save(false, 'sea', { fills: {}, history: [] });
    expect(await storage.load(false)).toEqual({
      lotus: colouring,
      sea: { fills: {}, history: [] },
    });
    expect(server.bodies).toEqual([]);
  });

  it('keeps every part of every picture (each region id passes the check)', async () => {
    for (const id of PICTURE_IDS) {
      const regions = PICTURES[id].regions;
      const full: Colouring = {
        fills: Object.fromEntries(regions.map((region) => [region.id, 'sea'])),
        history: regions.map((region) => ({ region: region.id, before: null })),
      };
      await storage.save(false, id, full);
      expect((await storage.load(false))[id]).toEqual(full);
    }
  });

  it('ignores damaged device data instead of failing', async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ lotus: { fills: { x: 'pink' } }, nope: {} }));
    expect(await storage.load(false)).toEqual({});
    localStorage.setItem(DEVICE_KEY, '{not json');
    expect(await storage.load(false)).toEqual({});
  });

  it('keeps a signed-in person’s colouring as an encrypted mandala record per picture', async () => {
    await storage.save(true, 'lotus', colouring);
    const stored = server.records.get('mandala/lotus');
    expect(stored).toBeDefined();
    expect(server.bodies.join()).not.toContain('centre');
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
    expect(await storage.load(true)).toEqual({ lotus: colouring });
  });

  it('drops a record whose content does not pass the check, and saves over a change made elsewhere', async () => {
    server.writeElsewhere(
      'mandala',
      'star',
      await encryptRecord(dataKey, 'mandala', 'star', { fills: { 'centre-1': 42 } }),
    );
    expect(await storage.load(true)).toEqual({});
    await storage.save(true, 'star', colouring);
    server.writeElsewhere(
      'mandala',
      'star',
      await encryptRecord(dataKey, 'mandala', 'star', { fills: {}, history: [] }),
    );
    await storage.save(true, 'star', colouring);
    expect(await storage.load(true)).toEqual({ star: colouring });
  });
});
