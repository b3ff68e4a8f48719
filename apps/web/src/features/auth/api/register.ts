import type { Gender, NicknameParts, SessionResponse } from '@waha/shared';
import { ApiRequestError, apiFetch } from '@/lib/platform/api-client';
import { createAccountKeys } from '@/lib/crypto';
import { startSession } from '@/lib/session/session';

export interface RegisterInput {
  nickname: string;
  gender: Gender;
  nicknameParts: NicknameParts;
  password: string;
}

export class NicknameTakenError extends Error {
  constructor(readonly suggestions: string[]) {
    super('nickname_taken');
  }
}

/**
 * Creates the account: keys are made on this device (the password never leaves it), the server
 * receives only what protocol v1 allows, and the recovery code is returned to be shown once.
 */
export async function registerAccount(input: RegisterInput): Promise<{ recoveryCode: string }> {
  const { keys, recovery, recoveryCode, dataKey } = await createAccountKeys(input.password);
  let session: SessionResponse;
  try {
    session = await apiFetch<SessionResponse>('/api/auth/register', {
      method: 'POST',
      body: {
        nickname: input.nickname,
        gender: input.gender,
        nicknameParts: input.nicknameParts,
        keys,
        recovery,
      },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'nickname_taken') {
      const suggestions = (error.body as { suggestions?: unknown }).suggestions;
      throw new NicknameTakenError(Array.isArray(suggestions) ? suggestions.map(String) : []);
    }
    throw error;
  }
  await startSession(session, dataKey);
  return { recoveryCode };
}
