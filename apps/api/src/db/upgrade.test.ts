import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import {
  generateStaffKeyPair,
  importStaffPrivateKey,
  openSessionRequest,
  publicHalf,
} from '@waha/shared/staff-seal';
import { staffKeyResponseSchema } from '@waha/shared/session-request';
import { unfoldedNicknameKey, nicknameKey } from '@waha/shared/nickname';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app';
import { loadConfig } from '../config';
import { hashAuthKey, hashRecoveryAuth } from '../modules/auth/credentials';
import { listSessionRequests } from '../modules/session-requests/repository';
import { staffKeyPaths, writePrivateKeyFile } from '../modules/staff-keys/staff-keys';
import { dialects } from '../../test/dialects';
import type { TestDatabase } from '../../test/dialects';
import { migrateTo } from '../../test/migrations';
import {
  encryptRecord,
  newPasswordAccount,
  readBackWithPassword,
} from '../../test/password-account';
import { sampleRequest, sealForTest } from '../../test/seal';
import { createDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/registry';

/**
 * Any release upgrades directly to this one (README, docs/operating.md "Upgrades"): for every
 * earlier migration level, a database is made as that release left it — its migrations only, and
 * data written into its tables as that release wrote it — then today's server starts on it,
 * migrates, and the people and staff of then still get at what they kept.
 */

const names = Object.keys(migrations);
/** Each release's last migration, oldest first; the newest is today's and needs no upgrade. */
const olderLevels = names.slice(0, -1);
const reached = (level: string, migration: string) =>
  names.indexOf(level) >= names.indexOf(migration);

// PGlite keeps its database in the handle's memory, so its "restart" would be the same handle;
// SQLite and PostgreSQL are what is deployed.
const upgradeDialects = dialects.filter((dialect) => dialect.name !== 'pglite');

// Frozen history, like the migrations: rows as the older releases wrote them, so untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

describe.each(upgradeDialects)('upgrading a $name database made by an older release', (dialect) => {
  let testDatabase: TestDatabase | undefined;
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  afterEach(async () => {
    if (app) await app.close();
    else await database?.destroy();
    await testDatabase?.cleanup();
    app = undefined;
    database = undefined;
  });

  it.each(olderLevels)(
    'from %s: the server migrates and starts; an account of then logs in and decrypts its records; a request of then opens with its key',
    async (level) => {
      testDatabase = await dialect.create();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testDatabase.env });
      database = createDatabase(config);
      await migrateTo(database, level);
      const db = database.db as AnyDb;
      const now = new Date().toISOString();

      // An account, Arabic-named so the nickname-key folding has something to do.
      const account = await newPasswordAccount();
      const nickname = `أمل ${account.nickname}`;
      const userId = randomUUID();
      const { keys, recovery } = account.registration;
      await db
        .insertInto('users')
        .values({
          id: userId,
          nickname,
          nickname_key: reached(level, '2026-11-25T1400-arabic-nickname-keys')
            ? nicknameKey(nickname)
            : unfoldedNicknameKey(nickname),
          gender: 'female',
          nickname_category: 'plants',
          nickname_item: 'olive',
          nickname_colour: 'green',
          kdf_salt: keys.salt,
          kdf_params: JSON.stringify(keys.kdf),
          auth_hash: await hashAuthKey(keys.authKey),
          wrapped_data_key: keys.wrappedDataKey,
          recovery_hash: hashRecoveryAuth(recovery.recoveryAuth),
          recovery_wrapped_data_key: recovery.recoveryWrappedDataKey,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const diary = new Map<string, unknown>();
      for (let i = 0; i < 3; i++) {
        const id = randomUUID();
        const value = { text: `written under ${level}, entry ${i}`, at: now };
        const ciphertext = await encryptRecord(account, 'diary-entry', id, value);
        diary.set(`diary-entry|${id}`, value);
        await db
          .insertInto('records')
          .values({
            user_id: userId,
            kind: 'diary-entry',
            id,
            version: 1,
            ciphertext,
            updated_at: now,
            ...(reached(level, '2026-11-25T1300-record-sizes') ? { size: ciphertext.length } : {}),
          })
          .execute();
      }

      // The staff key pair in DATA_DIR as the first start made it, and a request sealed to it.
      const pair = await generateStaffKeyPair();
      const paths = staffKeyPaths(config.dataDir);
      await mkdir(paths.dir, { recursive: true, mode: 0o700 });
      await writePrivateKeyFile(paths.privateKey, pair.privateKey);
      await writeFile(paths.publicKey, `${JSON.stringify(publicHalf(pair.publicKey))}\n`, {
        mode: 0o600,
      });
      if (reached(level, '2026-12-01T1000-staff-inbox')) {
        await db
          .insertInto('staff_keys')
          .values({
            key_id: pair.keyId,
            public_key: JSON.stringify(publicHalf(pair.publicKey)),
            created_at: now,
          })
          .execute();
      }
      const request = sampleRequest({ name: `Sealed under ${level}` });
      const envelope = await sealForTest({ keyId: pair.keyId, publicKey: pair.publicKey }, request);
      await db
        .insertInto('therapy_requests')
        .values({ id: randomUUID(), ciphertext: JSON.stringify(envelope), created_at: now })
        .execute();

      // Today's server, as `npm run serve` starts it: migrate, then serve.
      const applied = await migrateToLatest(database);
      expect(applied).toEqual(names.slice(names.indexOf(level) + 1));
      app = await buildApp(config, { database });

      const values = await readBackWithPassword(app, nickname, account.password, ['diary-entry']);
      expect(values).toEqual(diary);

      const key = staffKeyResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
      );
      expect(key.keyId).toBe(pair.keyId);
      const rows = await listSessionRequests(database.db);
      expect(rows).toHaveLength(1);
      const privateKey = await importStaffPrivateKey(pair.privateKey);
      await expect(openSessionRequest(rows[0]?.ciphertext ?? '', privateKey)).resolves.toEqual(
        request,
      );
    },
  );
});
