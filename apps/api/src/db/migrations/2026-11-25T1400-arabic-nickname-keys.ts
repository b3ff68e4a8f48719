import type { Kysely } from 'kysely';

/**
 * Nickname keys fold Arabic from now on (`nicknameKey` in packages/shared): vowel marks, tatweel
 * and Quranic marks go; أ إ آ ٱ become ا, ى and ی become ي, ة becomes ه; Arabic-Indic digits
 * become ASCII. This recomputes the key of every existing account.
 *
 * Collisions: accounts whose names differ only in what is now folded ("أحمد" and "احمد") would get
 * one key. In each such group one account takes the folded key: the one whose key already is the
 * folded form (people type its name exactly so), else the oldest (created_at, then id). The others
 * keep their old key. A key that folding changes can never equal a folded key (folding the folded
 * key gives it back), so no key is claimed twice, even for a moment; and those accounts still log
 * in with their nickname as shown, because the server looks a typed name up by its unfolded key
 * first (`nicknameLookupKeys`). Nobody is renamed and nobody is locked out.
 *
 * The folding is copied here and frozen, as migrations are: a later change to `nicknameKey`
 * needs a migration of its own.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface UserKey {
  id: string;
  nickname: string;
  nickname_key: string;
  created_at: string;
}

const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTERS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
  '\u06CC': '\u064A',
  '\u0629': '\u0647',
};
const FOLDED_LETTERS = /[\u0623\u0625\u0622\u0671\u0649\u06CC\u0629]/g;
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The fold of 2026-11-25 applied to a key that was already NFKC and lower case. */
export function foldKey(key: string): string {
  return key
    .replace(MARKS, '')
    .replace(FOLDED_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .replace(DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** The key before this migration: NFKC, trimmed, spaces folded, lower case, NFKC again. */
function unfoldedKey(nickname: string): string {
  return nickname.normalize('NFKC').trim().replace(/ {2,}/g, ' ').toLowerCase().normalize('NFKC');
}

const byAge = (a: UserKey, b: UserKey) =>
  a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1;

function selectUsers(db: AnyDb): Promise<UserKey[]> {
  return db.selectFrom('users').select(['id', 'nickname', 'nickname_key', 'created_at']).execute();
}

export async function up(db: AnyDb): Promise<void> {
  const groups = new Map<string, UserKey[]>();
  for (const user of await selectUsers(db)) {
    const folded = foldKey(user.nickname_key);
    groups.set(folded, [...(groups.get(folded) ?? []), user]);
  }
  for (const [folded, users] of groups) {
    if (users.some((user) => user.nickname_key === folded)) continue; // it holds the key already
    const [oldest] = users.sort(byAge);
    if (!oldest) continue;
    await db
      .updateTable('users')
      .set({ nickname_key: folded })
      .where('id', '=', oldest.id)
      .execute();
  }
}

/** Back to unfolded keys, which were unique before and still are (a folded clash was refused). */
export async function down(db: AnyDb): Promise<void> {
  for (const user of await selectUsers(db)) {
    const key = unfoldedKey(user.nickname);
    if (key === user.nickname_key) continue;
    await db.updateTable('users').set({ nickname_key: key }).where('id', '=', user.id).execute();
  }
}
