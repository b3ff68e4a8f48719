import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

/** The data folder and the files the server keeps in it are for the server's own user only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir`, and any missing parent, readable by its owner only. A folder that exists already
 * keeps its mode: DATA_DIR may name a folder shared with other things, which is its owner's call.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates `file` empty and owner-only unless it exists; an existing one (e.g. made by an older
 * version as 0644) loses its group and other permissions.
 */
export function ensurePrivateFile(file: string): void {
  // 'a' creates the file if it is missing and never truncates; the mode applies on creation.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictToOwner(file);
}

/** Takes group and other permissions off `path` if it exists and this user may change it. */
export function restrictToOwner(path: string): void {
  let mode: number;
  try {
    ({ mode } = statSync(path));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(path, mode & 0o700);
  } catch (error) {
    // Another user's file that this one may write to: its mode is its owner's call.
    if (errorCode(error) !== 'EPERM') throw error;
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}
