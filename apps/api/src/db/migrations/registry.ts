import type { Migration } from 'kysely/migration';
import * as initial from './2026-11-21T0000-initial';
import * as serverSecrets from './2026-11-21T1400-server-secrets';
import * as rateLimitCounters from './2026-11-25T1200-rate-limit-counters';
import * as recordSizes from './2026-11-25T1300-record-sizes';
import * as arabicNicknameKeys from './2026-11-25T1400-arabic-nickname-keys';
import * as staffInbox from './2026-12-01T1000-staff-inbox';
import * as auditMac from './2026-12-02T0100-audit-mac';
import * as sessionLock from './2026-12-02T0200-session-lock';

/**
 * Every migration, by name. The API ships as one esbuild bundle, so migrations cannot be found by
 * reading a folder at run time (Kysely's FileMigrationProvider); they are imported here instead.
 * Add each new file below; Kysely runs them in the order of their names.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0000-initial': initial,
  '2026-11-21T1400-server-secrets': serverSecrets,
  '2026-11-25T1200-rate-limit-counters': rateLimitCounters,
  '2026-11-25T1300-record-sizes': recordSizes,
  '2026-11-25T1400-arabic-nickname-keys': arabicNicknameKeys,
  '2026-12-01T1000-staff-inbox': staffInbox,
  '2026-12-02T0100-audit-mac': auditMac,
  '2026-12-02T0200-session-lock': sessionLock,
};
