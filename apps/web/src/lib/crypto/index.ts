/**
 * End-to-end encryption in the browser (DESIGN.md, "End-to-end encryption (protocol v1)").
 * WebCrypto for HKDF and AES-GCM, hash-wasm's Argon2id in a Web Worker; nothing hand-rolled.
 */
export {
  DEFAULT_KDF,
  createAccountKeys,
  deriveLoginKeys,
  deriveRecoveryProof,
  openDataKey,
  recoverAccountKeys,
  rekeyForPassword,
} from './account-keys';
export type { AccountKeys, DerivationOptions } from './account-keys';
export { deriveRoot } from './derive-root';
export {
  clearDeviceKeys,
  forgetDeviceKey,
  loadDeviceKey,
  loadSessionCopy,
  saveDeviceKey,
  saveSessionCopy,
} from './device-keys';
export { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './encoding';
export type { Bytes } from './encoding';
export { InvalidRecoveryCodeError, RecordIntegrityError, WrongKeyError } from './errors';
export type { RecordIntegrityProblem } from './errors';
export { HKDF_INFO } from './keys';
export { decryptRecord, encryptRecord } from './record-cipher';
export { RECOVERY_CODE_BYTES, generateRecoveryCode, parseRecoveryCode } from './recovery-code';
