import type { AuthParamsResponse } from '@waha/shared';
import { apiFetch } from '@/lib/platform/api-client';
import { deriveLoginKeys, openDataKey } from '@/lib/crypto';
import { currentSession, getDataKey } from '@/lib/session/session';

/**
 * The account's data key opened with the password, once, so the app lock can wrap it under a PIN:
 * the copy the app holds is not extractable and cannot be wrapped. `WrongKeyError` when the
 * password does not open it; needs the server for the password's salt.
 */
export async function openKeyWithPassword(
  password: string,
): Promise<{ accountId: string; extractable: CryptoKey; inUse: CryptoKey }> {
  const session = currentSession();
  const inUse = await getDataKey();
  if (!session || !inUse) throw new Error('Not logged in');
  const params = await apiFetch<AuthParamsResponse>(
    `/api/auth/params?${new URLSearchParams({ nickname: session.account.nickname })}`,
  );
  const { wrapKey } = await deriveLoginKeys(password, params);
  const extractable = await openDataKey(session.wrappedDataKey, wrapKey, { extractable: true });
  return { accountId: session.account.id, extractable, inUse };
}
