import type { ChangePasswordRequest, Gender } from '@waha/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { passwordKeyColumns, verifyAuthKey } from '../auth/credentials';
import { invalidCredentials } from '../auth/service';
import { SESSION_EXPIRED_MESSAGE } from '../sessions/guard';
import { deleteUserSessions } from '../sessions/repository';
import type { LiveSession } from '../sessions/service';
import { deleteUser, findUserById, replaceKeys, updateGender } from '../users/repository';
import type { UserRow } from '../users/repository';

// A live session whose account is gone: it was deleted from another device a moment ago.
const accountGone = () => new HttpError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);

/** The signed-in person's own account: gender, password, deletion. */
export function createAccountService(db: Kysely<Database>) {
  return {
    async setGender(session: LiveSession, gender: Gender): Promise<UserRow> {
      const user = await updateGender(db, session.userId, gender);
      if (!user) throw accountGone();
      return user;
    },

    /**
     * New password keys (the same data key, wrapped anew in the browser), once the current
     * password is proven. Every other session of the account ends; this one goes on.
     */
    async changePassword(session: LiveSession, request: ChangePasswordRequest): Promise<UserRow> {
      const user = await findUserById(db, session.userId);
      if (!user) throw accountGone();
      if (!(await verifyAuthKey(user.auth_hash, request.currentAuthKey))) {
        throw invalidCredentials();
      }
      const keys = await passwordKeyColumns(request.keys);
      return db.transaction().execute(async (trx) => {
        const updated = await replaceKeys(trx, user.id, { auth_hash: user.auth_hash }, keys);
        // Another change with the same current password won in the meantime.
        if (!updated) throw invalidCredentials();
        await deleteUserSessions(trx, user.id, session.idHash);
        return updated;
      });
    },

    async deleteAccount(session: LiveSession): Promise<void> {
      await deleteUser(db, session.userId);
    },
  };
}
