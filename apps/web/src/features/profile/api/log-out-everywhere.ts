import { apiFetch } from '@/lib/platform/api-client';
import { clearLocalSession } from '@/lib/session/session';
import { forgetDrafts } from '@/lib/session/session-drafts';

/**
 * Ends the account's sessions on every device, this one included, then clears this device as a
 * log out does. Needs the server: offline it throws and nothing changes here.
 */
export async function logOutEverywhere(): Promise<void> {
  await apiFetch('/api/auth/logout-everywhere', { method: 'POST', body: {} });
  forgetDrafts();
  await clearLocalSession();
}
