import { apiFetch } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/session';
import { forgetDrafts } from '../../../lib/session-drafts';

/**
 * Ends the account's sessions on every device, this one included, then clears this device as a
 * log out does. Needs the server: offline it throws and nothing changes here.
 */
export async function logOutEverywhere(): Promise<void> {
  await apiFetch('/api/auth/logout-everywhere', { method: 'POST', body: {} });
  forgetDrafts();
  await clearLocalSession();
}
