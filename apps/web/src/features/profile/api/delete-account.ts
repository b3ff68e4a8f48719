import { apiFetch } from '@/lib/platform/api-client';
import { clearLocalSession, currentAccount } from '@/lib/session/session';

/**
 * Removes the account and every row of it on the server, then everything on this device: its
 * writes still waiting to sync too (logging out keeps those for the next log-in; a deleted
 * account has none).
 */
export async function deleteAccount(): Promise<void> {
  const accountId = currentAccount()?.id;
  await apiFetch('/api/account', { method: 'DELETE' });
  if (accountId) {
    await import('@/lib/records/outbox')
      .then(({ forgetAccountWrites }) => forgetAccountWrites(accountId))
      .catch(() => undefined);
  }
  await clearLocalSession();
}
