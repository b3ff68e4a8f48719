import {
  staffKeyResponseSchema,
  therapyRequestCreatedSchema,
  therapyRequestSchema,
} from '@waha/shared/therapy-request';
import type { TherapyRequest } from '@waha/shared/therapy-request';
import { sealTherapyRequest } from '@waha/shared/staff-seal';
import { apiFetch } from '@/lib/platform/api-client';

/**
 * Sends a session request: fetches the staff public key (the browser may keep it for an hour),
 * seals the request to it on this device and posts only the sealed envelope. Throws the API
 * client's `NetworkError` or `ApiRequestError`; nothing is kept anywhere else.
 */
export async function sendTherapyRequest(request: TherapyRequest): Promise<void> {
  const checked = therapyRequestSchema.parse(request);
  const staffKey = await apiFetch('/api/therapy-requests/key', { schema: staffKeyResponseSchema });
  const envelope = await sealTherapyRequest(checked, staffKey);
  await apiFetch('/api/therapy-requests', { body: envelope, schema: therapyRequestCreatedSchema });
}
