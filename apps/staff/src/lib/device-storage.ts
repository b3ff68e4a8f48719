/**
 * The staff inbox's door to `localStorage` (docs/architecture.md, "One storage door"): the twin of
 * the people's app's apps/web/src/lib/platform/device-storage.ts, which the inbox cannot import
 * (it loads only its own code and packages/shared). The inbox keeps two entries, both about the
 * computer it runs on, none about a person who asks for help; their names start `waha-staff-`, so
 * they never meet the people's app's entries on the same origin (apps/web's device-storage test
 * holds that). Lint refuses storage anywhere else in the inbox.
 */
export const STAFF_DEVICE_KEYS = {
  /** Which language the inbox was last used in. */
  language: 'waha-staff-language',
  /** The newest audit entry this browser checked (screens/audit.tsx). */
  auditAnchor: 'waha-staff-audit-anchor',
} as const;

export type StaffDeviceKey = keyof typeof STAFF_DEVICE_KEYS;

/** The entry's value, or null. Throws where storage is blocked, as `getItem` does. */
export function readStaffItem(key: StaffDeviceKey): string | null {
  // eslint-disable-next-line no-restricted-globals -- this module is the inbox's door
  return localStorage.getItem(STAFF_DEVICE_KEYS[key]);
}

/** Keeps a value. Throws where storage is blocked or full, as `setItem` does. */
export function writeStaffItem(key: StaffDeviceKey, value: string): void {
  // eslint-disable-next-line no-restricted-globals -- this module is the inbox's door
  localStorage.setItem(STAFF_DEVICE_KEYS[key], value);
}
