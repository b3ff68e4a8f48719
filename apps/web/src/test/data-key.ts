/**
 * For tests: a data key as this device keeps one (AES-256-GCM, non-extractable, for records), made
 * at random rather than opened from an account, for tests about what is done with the key.
 */
export function testDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}
