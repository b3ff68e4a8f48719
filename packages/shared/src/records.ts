/**
 * Kinds of personal record. Each is stored as ciphertext the server cannot read; the server knows
 * only its kind, id, version and size, and enforces the limits below.
 */
export const RECORD_KINDS = [
  'onboarding',
  'settings',
  'diary-entry',
  'personal-sources-response',
  'network-person',
  'tree-of-life-entry',
  'positive-imagery',
  'mandala',
  'feeling',
  'reflection',
  'distress-check',
  'exercise-done',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How many records of each kind one person may keep. */
export const RECORD_LIMITS: Record<RecordKind, number> = {
  onboarding: 1,
  settings: 1,
  'diary-entry': 1000,
  'personal-sources-response': 11,
  'network-person': 10, // spec §9: "Maximum of 10 people reached"
  'tree-of-life-entry': 300,
  'positive-imagery': 100,
  mandala: 50,
  feeling: 1000,
  reflection: 200,
  // A 0-10 rating before and after an exercise: two a go.
  'distress-check': 2000,
  // One per exercise, holding the dated list of the times it was done without a rating.
  'exercise-done': 50,
};

/** Largest ciphertext (base64 characters) of one record: 256 KiB. */
export const RECORD_MAX_CIPHERTEXT_LENGTH = 256 * 1024;

/** Record ids are chosen by the client: a UUID, or a short fixed name such as a step number. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isRecordKind(value: string): value is RecordKind {
  return (RECORD_KINDS as readonly string[]).includes(value);
}
