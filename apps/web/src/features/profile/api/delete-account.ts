import { apiFetch } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/session';

/** Removes the account and every row of it on the server, then everything on this device. */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/api/account', { method: 'DELETE' });
  await clearLocalSession();
}
