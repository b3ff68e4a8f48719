import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRecordsServer, type FakeRecordsServer } from '@/test/fake-records-server';
import { testDataKey } from '@/test/data-key';
import { decryptRecord } from '../crypto';
import { ONBOARDING_STORAGE_KEY, createOnboardingStorage, readDeviceAnswers } from './onboarding';
import type { OnboardingAnswers } from './onboarding-answers';
import { clearRecordCache, createRecordsStore } from '../records';
import { clearOutbox } from '../records/outbox';

const ANSWERS: OnboardingAnswers = {
  userType: 'someoneElse',
  ageBand: '40-50',
  symptoms: ['panic', 'nightmares'],
};

let server: FakeRecordsServer;
let dataKey: CryptoKey;

function accountStorage() {
  const store = createRecordsStore({
    getDataKey: async () => dataKey,
    accountId: () => 'account-1',
  });
  return createOnboardingStorage(async () => store);
}

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

describe('onboarding answers of a guest', () => {
  const storage = createOnboardingStorage(() => {
    throw new Error('a guest never loads the records store');
  });

  it('are kept on this device only, and read back', async () => {
    expect(await storage.load(false)).toBeNull();
    await storage.save(false, ANSWERS);
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '')).toEqual(ANSWERS);
    expect(await storage.load(false)).toEqual(ANSWERS);
    expect(server.bodies).toEqual([]);
  });

  it('keep the symptoms in the spec order whatever order they were ticked in', async () => {
    await storage.save(false, { ...ANSWERS, symptoms: ['stress', 'anxiety', 'panic'] });
    expect((await storage.load(false))?.symptoms).toEqual(['anxiety', 'panic', 'stress']);
  });

  it('allow no symptoms at all', async () => {
    await storage.save(false, { userType: 'myself', ageBand: 'under18', symptoms: [] });
    expect(await storage.load(false)).toEqual({
      userType: 'myself',
      ageBand: 'under18',
      symptoms: [],
    });
  });

  it('count as unanswered when what is stored is damaged or not valid', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, '{not json');
    expect(await readDeviceAnswers()).toBeNull();
    localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ userType: 'myself', ageBand: '35-45', symptoms: [] }),
    );
    expect(await readDeviceAnswers()).toBeNull();
    localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ ...ANSWERS, symptoms: ['panic', 'boredom'] }),
    );
    expect(await readDeviceAnswers()).toBeNull();
  });

  it('refuse to save answers that are not valid', async () => {
    await expect(
      storage.save(false, { ...ANSWERS, ageBand: 'forever' } as unknown as OnboardingAnswers),
    ).rejects.toThrow();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });
});

describe('onboarding answers of a signed-in person', () => {
  it('go to the records store encrypted, never in plain text, and are read back', async () => {
    const storage = accountStorage();
    expect(await storage.load(true)).toBeNull();
    await storage.save(true, ANSWERS);

    const stored = server.records.get('onboarding/answers');
    expect(stored).toBeDefined();
    for (const body of server.bodies) {
      expect(body).not.toContain('nightmares');
      expect(body).not.toContain('someoneElse');
    }
    expect(await decryptRecord(dataKey, 'onboarding', 'answers', stored?.ciphertext ?? '')).toEqual(
      ANSWERS,
    );
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(await storage.load(true)).toEqual(ANSWERS);
  });

  it('use the answers given as a guest until they answer again, then move them off the device', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(ANSWERS));
    const storage = accountStorage();
    expect(await storage.load(true)).toEqual(ANSWERS);

    const next: OnboardingAnswers = { userType: 'myself', ageBand: '70plus', symptoms: ['stress'] };
    await storage.save(true, next);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(await storage.load(true)).toEqual(next);
  });

  it('replace answers changed on another device meanwhile with the newest ones given here', async () => {
    const storage = accountStorage();
    await storage.save(true, ANSWERS);
    // Another device saves its own answers (any ciphertext: this device never reads it here).
    server.writeElsewhere('onboarding', 'answers', 'c29tZXRoaW5nIGVsc2U');

    const next: OnboardingAnswers = { userType: 'myself', ageBand: '18-30', symptoms: [] };
    await storage.save(true, next);
    expect(await storage.load(true)).toEqual(next);
    expect(server.records.get('onboarding/answers')?.version).toBe(3);
  });

  it('report a refused save, and keep nothing on the device in plain text offline', async () => {
    const storage = accountStorage();
    server.refuseWrites = true;
    await expect(storage.save(true, ANSWERS)).rejects.toMatchObject({ status: 400 });
    server.refuseWrites = false;
    // Offline the save waits, encrypted, in the outbox: still nothing in plain text here.
    server.offline = true;
    await storage.save(true, ANSWERS);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(server.records.size).toBe(0);
  });
});
