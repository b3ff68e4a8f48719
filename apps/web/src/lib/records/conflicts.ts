/**
 * What to do when a write that waited on this device meets a newer version on the server (a 409
 * on sync). Nothing is ever overwritten; what is kept depends on the record's id:
 *
 * - A record with a UUID id (a diary entry, a network person, a tree-of-life entry, a picture, a
 *   feeling, a distress rating) is one of many: the server's version stays under its id and the
 *   device's version is saved beside it as a copy with a new id, marked `conflictCopyOf`. The
 *   person sees both in the list and keeps, edits or deletes either.
 * - A record with a fixed name (onboarding, settings, an exercise's reflection, a picture's
 *   colouring, a step's answer, the diary's draft) is read by that name, so a copy would never be
 *   seen: the two versions are merged field by field against the version both started from
 *   (`mergeVersions`). A field changed on one side only takes that change; written text changed on
 *   both sides keeps both texts, the other device's first; for a date the later one is kept; for
 *   any other value changed on both sides (a choice, a colouring) the other device's stays.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export type ConflictPolicy = 'copy' | 'merge';

export function conflictPolicy(id: string): ConflictPolicy {
  return UUID.test(id) ? 'copy' : 'merge';
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same value, as JSON sees it (values come from JSON, so this is exact). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function mergeField(base: unknown, server: unknown, device: unknown): unknown {
  if (sameValue(device, base) || sameValue(device, server)) return server;
  if (sameValue(server, base)) return device;
  if (typeof server === 'string' && typeof device === 'string') {
    if (ISO_DATE.test(server) && ISO_DATE.test(device)) return server > device ? server : device;
    return `${server}\n\n${device}`;
  }
  return server;
}

/**
 * The server's version with this device's changes since `base` (undefined when both created the
 * record) laid over it, as described above. Values that are not objects cannot be merged: the
 * device's wins only if the server's did not change.
 */
export function mergeVersions(base: unknown, server: unknown, device: unknown): unknown {
  if (!isFields(server) || !isFields(device)) return mergeField(base, server, device);
  const start = isFields(base) ? base : {};
  const merged: Fields = { ...server };
  for (const key of Object.keys(device)) {
    merged[key] = mergeField(start[key], server[key], device[key]);
  }
  return merged;
}

/** The device's version as a copy beside the server's: marked, where it is an object. */
export function markedCopy(value: unknown, originalId: string): unknown {
  return isFields(value) ? { ...value, conflictCopyOf: originalId } : value;
}
