import type { SessionResponse } from '@waha/shared';
import { apiFetch } from '@/lib/platform/api-client';
import { deriveRecoveryProof, recoverAccountKeys } from '@/lib/crypto';
import { startSession } from '@/lib/session/session';

/**
 * Forgot password: the recovery code unlocks the data key on this device, which is then locked
 * again under the new password and a new code. The data stays readable; the old code stops working.
 */
export async function recoverAccount(
  nickname: string,
  recoveryCode: string,
  newPassword: string,
): Promise<{ recoveryCode: string }> {
  const { recoveryAuth } = await deriveRecoveryProof(recoveryCode);
  const { recoveryWrappedDataKey } = await apiFetch<{ recoveryWrappedDataKey: string }>(
    '/api/auth/recover/key',
    { method: 'POST', body: { nickname, recoveryAuth } },
  );
  const next = await recoverAccountKeys(recoveryWrappedDataKey, recoveryCode, newPassword);
  const session = await apiFetch<SessionResponse>('/api/auth/recover', {
    method: 'POST',
    body: { nickname, recoveryAuth, keys: next.keys, recovery: next.recovery },
  });
  await startSession(session, next.dataKey);
  return { recoveryCode: next.recoveryCode };
}
