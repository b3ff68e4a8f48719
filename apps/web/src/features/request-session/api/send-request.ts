import {
  staffKeyResponseSchema,
  sessionRequestCreatedSchema,
  sessionRequestSchema,
} from '@waha/shared/session-request';
import type { SessionRequest } from '@waha/shared/session-request';
import { sealSessionRequest } from '@waha/shared/staff-seal';
import { apiFetch } from '@/lib/platform/api-client';

/**
 * Sends a session request: fetches the staff public key (the browser may keep it for an hour),
 * seals the request to it on this device and posts only the sealed envelope. Throws the API
 * client's `NetworkError` or `ApiRequestError`; nothing is kept anywhere else.
 */
export async function sendSessionRequest(request: SessionRequest): Promise<void> {
  const checked = sessionRequestSchema.parse(request);
  const staffKey = await apiFetch('/api/therapy-requests/key', { schema: staffKeyResponseSchema });
  const envelope = await sealSessionRequest(checked, staffKey);
  await apiFetch('/api/therapy-requests', { body: envelope, schema: sessionRequestCreatedSchema });
}
