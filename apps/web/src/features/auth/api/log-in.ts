import type { AuthParamsResponse, SessionResponse } from '@waha/shared';
import { apiFetch } from '@/lib/platform/api-client';
import { deriveLoginKeys } from '@/lib/crypto';
import { startSessionWithWrapKey } from '@/lib/session/session';

/** Logs in with protocol v1: fetch the salt, derive keys here, prove the password, open the data key. */
export async function logIn(nickname: string, password: string): Promise<SessionResponse> {
  const params = await apiFetch<AuthParamsResponse>(
    `/api/auth/params?${new URLSearchParams({ nickname })}`,
  );
  const { authKey, wrapKey } = await deriveLoginKeys(password, params);
  const session = await apiFetch<SessionResponse>('/api/auth/login', {
    method: 'POST',
    body: { nickname, authKey },
  });
  await startSessionWithWrapKey(session, wrapKey);
  return session;
}
