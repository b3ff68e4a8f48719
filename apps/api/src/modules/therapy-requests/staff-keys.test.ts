import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTherapyRequest } from './open-request';
import { ensureStaffPublicKey, readStaffPrivateKey, staffKeyId, staffKeyPaths } from './staff-keys';
import { privateKeyAt, sampleRequest, sealForTest } from './test-seal';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'waha-keys-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('staff key pair under DATA_DIR', () => {
  it('is made once, its files readable by their owner only, and kept on later starts', async () => {
    const first = await ensureStaffPublicKey(dataDir);
    const paths = staffKeyPaths(dataDir);
    expect((await stat(paths.privateKey)).mode & 0o777).toBe(0o600);
    expect((await stat(paths.publicKey)).mode & 0o777).toBe(0o600);
    expect((await stat(paths.dir)).mode & 0o777).toBe(0o700);
    const privateKey = await readStaffPrivateKey(paths.privateKey);
    expect(privateKey).toEqual({ ...first.publicKey, d: expect.any(String) });
    expect(first.keyId).toBe(staffKeyId(first.publicKey));
    expect(await ensureStaffPublicKey(dataDir)).toEqual(first);
  });

  it('keeps working with the public key alone once the private key has been moved away', async () => {
    const first = await ensureStaffPublicKey(dataDir);
    const paths = staffKeyPaths(dataDir);
    const moved = join(dataDir, 'on-a-staff-laptop.jwk');
    await writeFile(moved, await readFile(paths.privateKey));
    await unlink(paths.privateKey);

    expect(await ensureStaffPublicKey(dataDir)).toEqual(first);
    expect(await readStaffPrivateKey(paths.privateKey)).toBeUndefined();
    // Requests sealed meanwhile open with the moved key.
    const envelope = await sealForTest(first, sampleRequest());
    await expect(
      openTherapyRequest(JSON.stringify(envelope), await privateKeyAt(moved)),
    ).resolves.toEqual(sampleRequest());
  });

  it('rebuilds a lost public key file from the private key', async () => {
    const first = await ensureStaffPublicKey(dataDir);
    await unlink(staffKeyPaths(dataDir).publicKey);
    expect(await ensureStaffPublicKey(dataDir)).toEqual(first);
  });

  it('gives every process starting at once the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => ensureStaffPublicKey(dataDir)));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
  });

  it('says which file is wrong rather than replacing a damaged key', async () => {
    await ensureStaffPublicKey(dataDir);
    const { publicKey } = staffKeyPaths(dataDir);
    await writeFile(publicKey, '{"kty":"RSA"}');
    await expect(ensureStaffPublicKey(dataDir)).rejects.toThrow(
      `${publicKey} is not a P-256 public key`,
    );
  });
});

describe('opening a request', () => {
  it('tells another key, altered bytes and a non-request apart', async () => {
    const staff = await ensureStaffPublicKey(dataDir);
    const privateKey = await privateKeyAt(staffKeyPaths(dataDir).privateKey);
    const otherDir = await mkdtemp(join(tmpdir(), 'waha-keys-'));
    const other = await ensureStaffPublicKey(otherDir);
    await rm(otherDir, { recursive: true, force: true });

    const toOther = await sealForTest(other, sampleRequest());
    await expect(openTherapyRequest(JSON.stringify(toOther), privateKey)).rejects.toMatchObject({
      problem: 'other-key',
    });

    const envelope = await sealForTest(staff, sampleRequest());
    const bytes = Buffer.from(envelope.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = { ...envelope, ciphertext: bytes.toString('base64') };
    await expect(openTherapyRequest(JSON.stringify(altered), privateKey)).rejects.toMatchObject({
      problem: 'unauthenticated',
    });

    const notARequest = await sealForTest(staff, '{"name":"only a name"}');
    await expect(openTherapyRequest(JSON.stringify(notARequest), privateKey)).rejects.toMatchObject(
      {
        problem: 'malformed',
      },
    );
    await expect(openTherapyRequest('not json', privateKey)).rejects.toMatchObject({
      problem: 'malformed',
    });
  });
});
