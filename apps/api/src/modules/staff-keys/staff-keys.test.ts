import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSessionRequest, staffKeyId } from '@waha/shared/staff-seal';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import {
  currentStaffKey,
  ensureStaffKeys,
  listStaffKeys,
  readStaffPrivateKey,
  rotateStaffKey,
  rotatedPrivateKeyPath,
  staffKeyPaths,
} from './staff-keys';
import { privateKeyAt, sampleRequest, sealForTest } from '../../../test/seal';

describe.each(dialects)('staff keys on $name', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.cleanup());
  beforeEach(async () => {
    // Each test starts as a first start: no key in the database, an empty DATA_DIR.
    await db().deleteFrom('staff_keys').execute();
    dataDir = await mkdtemp(join(tmpdir(), 'waha-keys-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('makes a pair once, its files readable by their owner only, and keeps it on later starts', async () => {
    const first = await ensureStaffKeys(db(), dataDir);
    const paths = staffKeyPaths(dataDir);
    expect((await stat(paths.privateKey)).mode & 0o777).toBe(0o600);
    expect((await stat(paths.publicKey)).mode & 0o777).toBe(0o600);
    expect((await stat(paths.dir)).mode & 0o777).toBe(0o700);
    const privateKey = await readStaffPrivateKey(paths.privateKey);
    expect(privateKey).toEqual({ ...first.publicKey, d: expect.any(String) });
    expect(first.keyId).toBe(await staffKeyId(first.publicKey));
    expect(await ensureStaffKeys(db(), dataDir)).toEqual(first);
    // The database keeps the public half only.
    const rows = await db().selectFrom('staff_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.public_key).not.toContain(privateKey?.d);
  });

  it('keeps working with the public key alone once the private key has been moved away', async () => {
    const first = await ensureStaffKeys(db(), dataDir);
    const paths = staffKeyPaths(dataDir);
    const moved = join(dataDir, 'on-a-staff-laptop.jwk');
    await writeFile(moved, await readFile(paths.privateKey));
    await unlink(paths.privateKey);

    expect(await ensureStaffKeys(db(), dataDir)).toEqual(first);
    expect(await readStaffPrivateKey(paths.privateKey)).toBeUndefined();
    const envelope = await sealForTest(first, sampleRequest());
    await expect(openSessionRequest(envelope, await privateKeyAt(moved))).resolves.toEqual(
      sampleRequest(),
    );
  });

  it('gives a second server of the same database its key, with no pair of its own', async () => {
    const first = await ensureStaffKeys(db(), dataDir);
    const otherDir = await mkdtemp(join(tmpdir(), 'waha-keys-'));
    try {
      expect(await ensureStaffKeys(db(), otherDir)).toEqual(first);
      const other = staffKeyPaths(otherDir);
      expect(JSON.parse(await readFile(other.publicKey, 'utf8'))).toEqual(first.publicKey);
      expect(await readStaffPrivateKey(other.privateKey)).toBeUndefined();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('gives every process starting at once the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => ensureStaffKeys(db(), dataDir)));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(await listStaffKeys(db())).toHaveLength(1);
  });

  it('rotates: a new pair for new requests, the old key kept for the old ones', async () => {
    const first = await ensureStaffKeys(db(), dataDir);
    const rotated = await rotateStaffKey(db(), dataDir);
    expect(rotated.keyId).not.toBe(first.keyId);
    expect(rotated.privateKeyPath).toBe(rotatedPrivateKeyPath(dataDir, rotated.keyId));
    expect((await stat(rotated.privateKeyPath)).mode & 0o777).toBe(0o600);
    expect((await currentStaffKey(db()))?.keyId).toBe(rotated.keyId);
    expect((await listStaffKeys(db())).map((key) => key.keyId)).toEqual([
      rotated.keyId,
      first.keyId,
    ]);
    // The public key file follows, and a restart keeps the rotated key.
    expect((await ensureStaffKeys(db(), dataDir)).keyId).toBe(rotated.keyId);
    const newKey = await privateKeyAt(rotated.privateKeyPath);
    const oldKey = await privateKeyAt(staffKeyPaths(dataDir).privateKey);
    const current = await currentStaffKey(db());
    if (!current) throw new Error('no current key');
    const toNew = await sealForTest(current, sampleRequest({ age: 40 }));
    const toOld = await sealForTest(first, sampleRequest());
    await expect(openSessionRequest(toNew, newKey)).resolves.toMatchObject({ age: 40 });
    await expect(openSessionRequest(toOld, newKey)).rejects.toMatchObject({ problem: 'other-key' });
    await expect(openSessionRequest(toOld, [newKey, oldKey])).resolves.toMatchObject({ age: 34 });
    // Never over an existing file.
    await expect(rotateStaffKey(db(), dataDir, rotated.privateKeyPath)).rejects.toThrow(
      'exists already',
    );
  });

  it('says which file is wrong rather than replacing a damaged key', async () => {
    await ensureStaffKeys(db(), dataDir);
    const { publicKey } = staffKeyPaths(dataDir);
    await writeFile(publicKey, '{"kty":"RSA"}');
    await expect(ensureStaffKeys(db(), dataDir)).rejects.toThrow(
      `${publicKey} is not a P-256 public key`,
    );
  });
});
