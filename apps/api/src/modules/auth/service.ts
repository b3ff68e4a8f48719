import { createHmac, randomUUID } from 'node:crypto';
import { DEFAULT_CLIENT_KDF, nicknameKey, normalizeNickname } from '@waha/shared';
import type { AuthParamsResponse, RecoverRequest, RegisterRequest } from '@waha/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { deleteUserSessions } from '../sessions/repository';
import {
  findUserByNickname,
  findUserByNicknameKey,
  insertUser,
  replaceKeys,
  toKdfParams,
} from '../users/repository';
import type { UserRow } from '../users/repository';
import {
  passwordKeyColumns,
  recoveryKeyColumns,
  verifyAuthKey,
  verifyRecoveryAuth,
} from './credentials';
import { suggestNicknames } from './suggestions';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';
export const NICKNAME_TAKEN_MESSAGE = 'This nickname is already taken';

/** Salts of unknown nicknames are derived with this server secret. */
export const AUTH_PARAMS_SECRET = 'auth-params';
const SALT_BYTES = 16;

export const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', LOGIN_FAILED_MESSAGE);

export interface AuthServiceDeps {
  db: Kysely<Database>;
  /** The server's secret for fake login parameters (see `cachedServerSecret`). */
  paramsSecret: () => Promise<Buffer>;
}

/** Accounts: registration, login and recovery (DESIGN.md, protocol v1). */
export function createAuthService({ db, paramsSecret }: AuthServiceDeps) {
  /** The account of a nickname, with its recovery proof checked (same work when there is none). */
  async function provenByRecovery(nickname: string, recoveryAuth: string): Promise<UserRow> {
    const user = await findUserByNickname(db, nickname);
    if (!verifyRecoveryAuth(user?.recovery_hash, recoveryAuth) || !user) {
      throw invalidCredentials();
    }
    return user;
  }

  return {
    /**
     * Salt and KDF parameters to derive the login keys with. A nickname without an account gets
     * a salt derived from it with a server secret and the default parameters: the same answer
     * every time, shaped like a real one, so this does not tell who has an account.
     */
    async params(nickname: string): Promise<AuthParamsResponse> {
      const user = await findUserByNickname(db, nickname);
      if (user) return { salt: user.kdf_salt, kdf: toKdfParams(user) };
      const key = nicknameKey(nickname);
      const salt = createHmac('sha256', await paramsSecret())
        .update(key)
        .digest()
        .subarray(0, SALT_BYTES)
        .toString('base64');
      return { salt, kdf: { ...DEFAULT_CLIENT_KDF } };
    },

    async register(request: RegisterRequest): Promise<UserRow> {
      const nickname = normalizeNickname(request.nickname);
      const key = nicknameKey(request.nickname);
      const nicknameTaken = async () =>
        new HttpError(409, 'nickname_taken', NICKNAME_TAKEN_MESSAGE, {
          suggestions: await suggestNicknames(db, nickname),
        });
      if (await findUserByNicknameKey(db, key)) throw await nicknameTaken();

      const now = new Date().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        nickname,
        nickname_key: key,
        gender: request.gender,
        nickname_category: request.nicknameParts.category,
        nickname_item: request.nicknameParts.item,
        nickname_colour: request.nicknameParts.colour,
        ...(await passwordKeyColumns(request.keys)),
        ...recoveryKeyColumns(request.recovery),
        created_at: now,
        updated_at: now,
      };
      // Someone may have taken the name while the key was being hashed.
      if (!(await insertUser(db, row))) throw await nicknameTaken();
      return row;
    },

    async login(nickname: string, authKey: string): Promise<UserRow> {
      const user = await findUserByNickname(db, nickname);
      if (!(await verifyAuthKey(user?.auth_hash, authKey)) || !user) throw invalidCredentials();
      return user;
    },

    async recoveryWrappedDataKey(nickname: string, recoveryAuth: string): Promise<string> {
      const user = await provenByRecovery(nickname, recoveryAuth);
      return user.recovery_wrapped_data_key;
    },

    /**
     * Forgot password: new password keys and a new recovery code replace the old ones (the old
     * code stops working), and every session of the account ends. The caller starts a new one.
     */
    async recover(request: RecoverRequest): Promise<UserRow> {
      const user = await provenByRecovery(request.nickname, request.recoveryAuth);
      const keys = {
        ...(await passwordKeyColumns(request.keys)),
        ...recoveryKeyColumns(request.recovery),
      };
      return db.transaction().execute(async (trx) => {
        const updated = await replaceKeys(
          trx,
          user.id,
          { recovery_hash: user.recovery_hash },
          keys,
        );
        // Another recovery with the same code won in the meantime.
        if (!updated) throw invalidCredentials();
        await deleteUserSessions(trx, user.id);
        return updated;
      });
    },
  };
}
