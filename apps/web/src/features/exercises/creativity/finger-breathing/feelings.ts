import type { RecordsStore } from '@/lib/records';
import type { SaveOutcome } from '@/lib/records/records-store';
import { deviceKey, readItem, writeItem } from '@/lib/platform/device-storage';

/** The feeling choice after finger breathing (spec §3), in the spec's order. */
export const FEELINGS = [
  'great',
  'good',
  'relieved',
  'lighter',
  'noChange',
  'unchanged',
  'okay',
  'tired',
  'stressed',
  'sad',
] as const;
export type Feeling = (typeof FEELINGS)[number];

export function isFeeling(value: unknown): value is Feeling {
  return (FEELINGS as readonly unknown[]).includes(value);
}

/** Which kind answer a feeling gets. */
export function feelingGroup(feeling: Feeling): 'better' | 'same' | 'harder' {
  if (feeling === 'noChange' || feeling === 'unchanged') return 'same';
  if (feeling === 'tired' || feeling === 'stressed' || feeling === 'sad') return 'harder';
  return 'better';
}

/** One answer, as kept: the word, the exercise it followed and when. */
export interface FeelingRecord {
  feeling: Feeling;
  exercise: 'finger-breathing';
  at: string;
}

export const FEELINGS_STORAGE_KEY = deviceKey('waha.feelings');
// A guest's device keeps the latest answers only.
const DEVICE_LIMIT = 100;

function readDevice(): FeelingRecord[] {
  try {
    const parsed: unknown = JSON.parse(readItem(FEELINGS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item: Partial<FeelingRecord>) => isFeeling(item?.feeling))
      : [];
  } catch {
    return [];
  }
}

/**
 * Keeps one answer where it belongs: a guest's on this device only; a signed-in person's as a new
 * encrypted record (kind `feeling`), so the server holds only ciphertext. The records store is
 * passed as a loader, so the cryptography code is fetched only for signed-in people. Answers
 * how the account's save went (`pending`: it waits on this device), null for a guest.
 */
export async function saveFeeling(
  feeling: Feeling,
  signedIn: boolean,
  records: () => Promise<RecordsStore>,
  now = new Date(),
): Promise<SaveOutcome | null> {
  if (!isFeeling(feeling)) throw new TypeError('Not a feeling of the list');
  const record: FeelingRecord = { feeling, exercise: 'finger-breathing', at: now.toISOString() };
  if (!signedIn) {
    const kept = [...readDevice(), record].slice(-DEVICE_LIMIT);
    writeItem(FEELINGS_STORAGE_KEY, JSON.stringify(kept));
    return null;
  }
  const store = await records();
  return store.put('feeling', crypto.randomUUID(), record);
}

/** The answers kept on this device (a guest's), oldest first. */
export function deviceFeelings(): FeelingRecord[] {
  return readDevice();
}
