import type { RecordKind } from '@waha/shared';

/**
 * The entry was changed elsewhere (another device or tab) since this one last read it. The
 * server's version is now in the cache: read it again, show it, and let the person decide.
 */
export class RecordConflictError extends Error {
  override readonly name = 'RecordConflictError';
  readonly kind: RecordKind;
  readonly id: string;

  constructor(kind: RecordKind, id: string) {
    super('This entry was changed elsewhere and has been reloaded.');
    this.kind = kind;
    this.id = id;
  }
}

/** The person already keeps as many records of this kind as allowed (e.g. 10 network people). */
export class RecordLimitError extends Error {
  override readonly name = 'RecordLimitError';
  readonly kind: RecordKind;
  readonly limit: number;

  constructor(kind: RecordKind, limit: number) {
    super(`No more than ${limit} records of kind ${kind}`);
    this.kind = kind;
    this.limit = limit;
  }
}

/** The encrypted record is larger than the server accepts. */
export class RecordTooLargeError extends Error {
  override readonly name = 'RecordTooLargeError';
  readonly kind: RecordKind;

  constructor(kind: RecordKind) {
    super(`The ${kind} record is too large to save`);
    this.kind = kind;
  }
}

/** The account has no room left for this save (its storage quota); nothing was saved. */
export class RecordStorageFullError extends Error {
  override readonly name = 'RecordStorageFullError';

  constructor() {
    super('The account has no room left for this record');
  }
}

/** Too many saves or deletions in a short time: the server asks to wait; nothing was changed. */
export class RecordWritesLimitedError extends Error {
  override readonly name = 'RecordWritesLimitedError';

  constructor() {
    super('Too many record writes in a short time');
  }
}

/** No one is signed in on this device, or their data key is not here: log in first. */
export class RecordsLockedError extends Error {
  override readonly name = 'RecordsLockedError';

  constructor() {
    super('Personal records need a signed-in account with its key on this device');
  }
}
