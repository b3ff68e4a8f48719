/**
 * Own photos of the current go, by their key, kept only in this page's memory: a photo is too
 * large for the tab's storage and must not sit unencrypted on the device. It survives moving
 * within the app (a guest going to register and back), not a reload; once saved, an account's
 * photos come back from the encrypted records.
 */
const photos = new Map<string, string>();

export const photoMemory = {
  get: (key: string) => photos.get(key),
  set: (key: string, image: string) => void photos.set(key, image),
  /** Keeps only the photos still part of the go. */
  keepOnly(keys: readonly string[]) {
    for (const key of [...photos.keys()]) if (!keys.includes(key)) photos.delete(key);
  },
};
