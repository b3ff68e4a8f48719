import type { AuthParamsResponse, SessionResponse } from '@waha/shared';
import { apiFetch } from '@/lib/platform/api-client';
import { deriveLoginKeys, openDataKey, rekeyForPassword } from '@/lib/crypto';
import { currentSession, updateSession } from '@/lib/session/session';

/**
 * Protocol v1 step 5: the same data key, locked again under the new password with a new salt.
 * The current password is proved to the server and must also open the key here.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const session = currentSession();
  if (!session) throw new Error('Not logged in');
  const params = await apiFetch<AuthParamsResponse>(
    `/api/auth/params?${new URLSearchParams({ nickname: session.account.nickname })}`,
  );
  const current = await deriveLoginKeys(currentPassword, params);
  const dataKey = await openDataKey(session.wrappedDataKey, current.wrapKey, { extractable: true });
  const keys = await rekeyForPassword(dataKey, newPassword);
  const next = await apiFetch<SessionResponse>('/api/account/password', {
    method: 'POST',
    body: { currentAuthKey: current.authKey, keys },
  });
  updateSession(next);
}
