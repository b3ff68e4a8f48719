import { randomInt } from 'node:crypto';
import { NICKNAME_MAX_LENGTH, nicknameKey, nicknameProblem } from '@waha/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { takenNicknameKeys } from '../users/repository';

export const SUGGESTION_COUNT = 3;
const CANDIDATES_PER_ROUND = 6;
const ROUNDS = 6;

/**
 * Free nicknames close to a taken one: the same name and a number ("Blue Cedar 7"), within the
 * length limit and checked against the accounts. Numbers are random, so the list says nothing
 * about which names exist; they grow longer each round in the unlikely case that short ones are
 * all taken.
 */
export async function suggestNicknames(db: Kysely<Database>, nickname: string): Promise<string[]> {
  const found = new Map<string, string>();
  for (let round = 0; round < ROUNDS && found.size < SUGGESTION_COUNT; round++) {
    const upper = 10 ** (round + 2); // 1-99, then 1-999, …
    const candidates = new Map<string, string>();
    for (let i = 0; i < CANDIDATES_PER_ROUND; i++) {
      const candidate = withNumber(nickname, randomInt(1, upper));
      const key = nicknameKey(candidate);
      if (nicknameProblem(candidate) === null && !found.has(key)) candidates.set(key, candidate);
    }
    const taken = await takenNicknameKeys(db, [...candidates.keys()]);
    for (const [key, candidate] of candidates) {
      if (!taken.has(key) && found.size < SUGGESTION_COUNT) found.set(key, candidate);
    }
  }
  return [...found.values()];
}

/** `nickname n`, shortening the name (by characters, not UTF-16 units) so the whole fits. */
function withNumber(nickname: string, n: number): string {
  const suffix = ` ${n}`;
  const stem = [...nickname].slice(0, NICKNAME_MAX_LENGTH - suffix.length).join('');
  return `${stem.trimEnd()}${suffix}`;
}
