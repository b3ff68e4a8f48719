import { RECORD_KINDS } from '@waha/shared/records';
import { personalRecords } from '@/lib/session/personal-records';
import { currentSession } from '@/lib/session/session';

/** Everything this person saved, decrypted here, as one JSON document (their right to a copy). */
export async function exportMyData(): Promise<string> {
  const session = currentSession();
  if (!session) throw new Error('Not logged in');
  const records: Record<string, unknown[]> = {};
  for (const kind of RECORD_KINDS) {
    const items = await personalRecords.list(kind);
    if (items.length > 0) records[kind] = items;
  }
  const { nickname, gender, createdAt } = session.account;
  return JSON.stringify(
    { exportedAt: new Date().toISOString(), account: { nickname, gender, createdAt }, records },
    null,
    2,
  );
}
