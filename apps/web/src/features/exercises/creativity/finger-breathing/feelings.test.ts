import { describe, expect, it, vi } from 'vitest';
import type { RecordsStore } from '@/lib/records';
import { FEELINGS, deviceFeelings, feelingGroup, saveFeeling, type Feeling } from './feelings';

function fakeStore(put: RecordsStore['put']): () => Promise<RecordsStore> {
  const store = { put, list: vi.fn(), get: vi.fn(), remove: vi.fn() } as unknown as RecordsStore;
  return () => Promise.resolve(store);
}

describe('feelings after finger breathing', () => {
  it('are the ten words of spec §3, each with a kind answer', () => {
    expect(FEELINGS).toHaveLength(10);
    expect(FEELINGS.map(feelingGroup)).toEqual([
      'better',
      'better',
      'better',
      'better',
      'same',
      'same',
      'better',
      'harder',
      'harder',
      'harder',
    ]);
  });

  it("keep a guest's answers on this device only", async () => {
    const put = vi.fn();
    await saveFeeling('good', false, fakeStore(put), new Date('2026-01-02T03:04:05Z'));
    await saveFeeling('tired', false, fakeStore(put));
    expect(put).not.toHaveBeenCalled();
    expect(deviceFeelings().map((record) => record.feeling)).toEqual(['good', 'tired']);
    expect(deviceFeelings()[0]).toEqual({
      feeling: 'good',
      exercise: 'finger-breathing',
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it("save a signed-in person's answer as a new encrypted record, nothing on the device", async () => {
    const put = vi.fn(() => Promise.resolve('saved' as const));
    await saveFeeling('relieved', true, fakeStore(put), new Date('2026-01-02T03:04:05Z'));
    expect(put).toHaveBeenCalledWith('feeling', expect.stringMatching(/^[0-9a-f-]{36}$/), {
      feeling: 'relieved',
      exercise: 'finger-breathing',
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(deviceFeelings()).toEqual([]);
  });

  it('pass on a failed save, so it can be retried', async () => {
    const put = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(saveFeeling('sad', true, fakeStore(put))).rejects.toThrow('offline');
  });

  it('refuse a word that is not in the list', async () => {
    await expect(saveFeeling('ecstatic' as Feeling, false, fakeStore(vi.fn()))).rejects.toThrow(
      TypeError,
    );
    expect(deviceFeelings()).toEqual([]);
  });

  it('ignore damaged device data', () => {
    localStorage.setItem('waha.feelings', '{not json');
    expect(deviceFeelings()).toEqual([]);
    localStorage.setItem('waha.feelings', JSON.stringify([{ feeling: 'x' }, { feeling: 'okay' }]));
    expect(deviceFeelings()).toEqual([{ feeling: 'okay' }]);
  });
});
