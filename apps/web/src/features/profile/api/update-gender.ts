import type { Account, Gender } from '@waha/shared';
import { apiFetch } from '@/lib/platform/api-client';
import { currentSession, updateSession } from '@/lib/session/session';

export async function updateGender(gender: Gender): Promise<void> {
  const account = await apiFetch<Account>('/api/account', { method: 'PATCH', body: { gender } });
  const session = currentSession();
  if (session) updateSession({ ...session, account });
}
