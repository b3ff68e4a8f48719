/**
 * A wrapped key did not open: the password or recovery code was wrong (AES-GCM cannot tell that
 * apart from a damaged key blob, but a wrong secret is by far the likelier cause).
 */
export class WrongKeyError extends Error {
  override readonly name = 'WrongKeyError';

  constructor(message = 'The key does not open this data', options?: ErrorOptions) {
    super(message, options);
  }
}

/** Why a record could not be read. */
export type RecordIntegrityProblem = 'unauthenticated' | 'malformed';

/**
 * A record could not be decrypted. `unauthenticated`: its AES-GCM tag did not verify, so it was
 * altered, moved to another kind or id, or encrypted under another data key (AES-GCM cannot tell
 * these apart). `malformed`: it is not the shape this app writes.
 */
export class RecordIntegrityError extends Error {
  override readonly name = 'RecordIntegrityError';
  readonly kind: string;
  readonly id: string;
  readonly problem: RecordIntegrityProblem;

  constructor(kind: string, id: string, problem: RecordIntegrityProblem, options?: ErrorOptions) {
    super(
      problem === 'unauthenticated'
        ? `Record ${kind}/${id} failed authentication (altered, moved, or another key)`
        : `Record ${kind}/${id} is malformed`,
      options,
    );
    this.kind = kind;
    this.id = id;
    this.problem = problem;
  }
}

/** Text that is not a recovery code (wrong length or characters). */
export class InvalidRecoveryCodeError extends Error {
  override readonly name = 'InvalidRecoveryCodeError';

  constructor() {
    super('Not a recovery code');
  }
}
