import type { RecordsStore } from '@/lib/records';
import { deviceKey, readItem, writeItem } from '@/lib/platform/device-storage';
import { putLatest } from '@/lib/records/put-latest';
import type { Colouring } from './colouring';
import { PICTURE_IDS, type PictureId } from './pictures';

/**
 * Where colouring progress is kept (spec §3 "coloured regions out of a total"):
 * - a guest: on this device (localStorage, `waha.mandala`), one entry per picture;
 * - a signed-in person: one encrypted record of kind `mandala` per picture (its id is the
 *   picture's), so the server holds only ciphertext. What comes back is checked with zod.
 */

export const DEVICE_KEY = deviceKey('waha.mandala');

export type SavedProgress = Partial<Record<PictureId, Colouring>>;

function isPictureId(value: string): value is PictureId {
  return (PICTURE_IDS as readonly string[]).includes(value);
}

// zod (about 25 KB) is fetched with the first read or save, beside the session, not with the screen.
const schema = () => import('./progress-schema');

async function readDevice(): Promise<SavedProgress> {
  const { parseColouring } = await schema();
  try {
    const stored: unknown = JSON.parse(readItem(DEVICE_KEY) ?? '{}');
    const progress: SavedProgress = {};
    if (typeof stored !== 'object' || stored === null) return progress;
    for (const [id, value] of Object.entries(stored)) {
      const colouring = parseColouring(value);
      if (isPictureId(id) && colouring) progress[id] = colouring;
    }
    return progress;
  } catch {
    // Blocked storage or a damaged value: start afresh.
    return {};
  }
}

export interface ProgressStorage {
  load(signedIn: boolean): Promise<SavedProgress>;
  save(signedIn: boolean, picture: PictureId, colouring: Colouring): Promise<void>;
}

/** The records store comes through a loader, so guests never fetch the cryptography code. */
export function createProgressStorage(records: () => Promise<RecordsStore>): ProgressStorage {
  return {
    async load(signedIn) {
      if (!signedIn) return readDevice();
      const { parseColouring } = await schema();
      // One list for every picture; "nothing yet" is then an empty list, not a 404 per picture.
      const saved = await (await records()).list<unknown>('mandala');
      const progress: SavedProgress = {};
      for (const record of saved) {
        const colouring = parseColouring(record.value);
        if (isPictureId(record.id) && colouring) progress[record.id] = colouring;
      }
      return progress;
    },

    async save(signedIn, picture, colouring) {
      const value = (await schema()).checkColouring(colouring);
      if (!signedIn) {
        writeItem(DEVICE_KEY, JSON.stringify({ ...(await readDevice()), [picture]: value }));
        return;
      }
      // Coloured on another device meanwhile: this device's colouring is the latest word.
      await putLatest(await records(), 'mandala', picture, value);
    },
  };
}
