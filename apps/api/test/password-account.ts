import { webcrypto } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import type { RecordKind, RegisterRequest, SessionResponse } from '@waha/shared';
import type { App } from '../src/app';
import { newRecoveryKeys, randomBase64, sessionCookie, uniqueNickname } from './accounts';

/**
 * An account whose keys come from a password the way the browser derives them (DESIGN.md,
 * protocol v1; apps/web/src/lib/crypto): Argon2id of the password and salt, HKDF into the login
 * proof and the key that wraps the data key, AES-256-GCM for the wrapped key and each record.
 * For tests that must show data still opens with the password after a restore or an upgrade.
 * The Argon2id cost is the protocol's smallest, to keep tests quick.
 */

const subtle = webcrypto.subtle;
const encoder = new TextEncoder();
const IV_LENGTH = 12;
export const TEST_KDF = {
  algorithm: 'argon2id',
  memoryKiB: 19 * 1024,
  iterations: 1,
  parallelism: 1,
} as const;

type Kdf = { memoryKiB: number; iterations: number; parallelism: number };

async function deriveFromPassword(password: string, salt: Buffer, kdf: Kdf) {
  const root = await hashRaw(password, {
    salt,
    memoryCost: kdf.memoryKiB,
    timeCost: kdf.iterations,
    parallelism: kdf.parallelism,
    outputLen: 32,
    algorithm: 2, // Argon2id
  });
  const ikm = await subtle.importKey('raw', root, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const hkdf = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: encoder.encode(info),
  });
  const authKey = Buffer.from(await subtle.deriveBits(hkdf('waha/auth/v1'), ikm, 256));
  const wrapKey = await subtle.deriveKey(
    hkdf('waha/wrap/v1'),
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { authKey: authKey.toString('base64'), wrapKey };
}

const DATA_KEY_AD = encoder.encode('waha/data-key/v1');

async function seal(key: webcrypto.CryptoKey, plain: Uint8Array, ad: Uint8Array) {
  const iv = webcrypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: ad }, key, plain);
  return Buffer.concat([iv, new Uint8Array(sealed)]).toString('base64');
}

async function open(key: webcrypto.CryptoKey, base64: string, ad: Uint8Array) {
  const bytes = Buffer.from(base64, 'base64');
  return new Uint8Array(
    await subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_LENGTH), additionalData: ad },
      key,
      bytes.subarray(IV_LENGTH),
    ),
  );
}

const importDataKey = (raw: Uint8Array) =>
  subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

export interface PasswordAccount {
  nickname: string;
  password: string;
  /** The registration as sent (for writing data straight into an older schema). */
  registration: RegisterRequest;
  dataKey: webcrypto.CryptoKey;
}

/** Makes the keys of a new account from a password; nothing is sent yet. */
export async function newPasswordAccount(
  password = `pw-${randomBase64(9)}`,
): Promise<PasswordAccount> {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const { authKey, wrapKey } = await deriveFromPassword(password, Buffer.from(salt), TEST_KDF);
  const rawDataKey = webcrypto.getRandomValues(new Uint8Array(32));
  const nickname = uniqueNickname('Quiet Olive');
  return {
    nickname,
    password,
    dataKey: await importDataKey(rawDataKey),
    registration: {
      nickname,
      gender: 'female',
      nicknameParts: { category: 'plants', item: 'olive', colour: 'green' },
      keys: {
        salt: Buffer.from(salt).toString('base64'),
        kdf: { ...TEST_KDF },
        authKey,
        wrappedDataKey: await seal(wrapKey, rawDataKey, DATA_KEY_AD),
      },
      recovery: newRecoveryKeys(),
    },
  };
}

/** A record's ciphertext as the browser makes it: JSON under the data key, `kind|id` bound in. */
export function encryptRecord(
  account: PasswordAccount,
  kind: RecordKind,
  id: string,
  value: unknown,
): Promise<string> {
  return seal(
    account.dataKey,
    encoder.encode(JSON.stringify(value)),
    encoder.encode(`${kind}|${id}`),
  );
}

/** Registers the account through the API; returns its session cookie. */
export async function registerPasswordAccount(app: App, account: PasswordAccount) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account.registration,
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/**
 * Signs in as a person would with nothing but the nickname and password (salt and parameters
 * from the server, the login proof derived again), unwraps the data key the server returns, and
 * decrypts every record of `kinds`: record key `kind|id` → the value.
 */
export async function readBackWithPassword(
  app: App,
  nickname: string,
  password: string,
  kinds: RecordKind[],
): Promise<Map<string, unknown>> {
  const params = await app.inject({
    method: 'GET',
    url: `/api/auth/params?nickname=${encodeURIComponent(nickname)}`,
  });
  if (params.statusCode !== 200) throw new Error(`params: ${params.statusCode}`);
  const { salt, kdf } = params.json<{ salt: string; kdf: Kdf }>();
  const { authKey, wrapKey } = await deriveFromPassword(password, Buffer.from(salt, 'base64'), kdf);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { nickname, authKey },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const cookie = sessionCookie(login);
  const { wrappedDataKey } = login.json<SessionResponse>();
  const dataKey = await importDataKey(await open(wrapKey, wrappedDataKey, DATA_KEY_AD));
  const values = new Map<string, unknown>();
  for (const kind of kinds) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/records/${kind}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`records: ${res.statusCode}`);
    for (const record of res.json<{ records: { id: string; ciphertext: string }[] }>().records) {
      const plain = await open(dataKey, record.ciphertext, encoder.encode(`${kind}|${record.id}`));
      values.set(`${kind}|${record.id}`, JSON.parse(new TextDecoder().decode(plain)) as unknown);
    }
  }
  return values;
}
