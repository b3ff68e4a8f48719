import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase, OpenDBCallbacks } from 'idb';

/**
 * One lazily opened IndexedDB connection, shared by every caller. If another tab upgrades or
 * deletes the database, or the browser closes it, the connection is let go and reopened on the
 * next use; a failed open is forgotten too, so a later call can try again.
 */
export function lazyDatabase<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
): () => Promise<IDBPDatabase<Schema>> {
  let opening: Promise<IDBPDatabase<Schema>> | undefined;
  return () => {
    opening ??= openDB<Schema>(name, version, {
      upgrade,
      blocking() {
        void opening?.then((db) => db.close());
        opening = undefined;
      },
      terminated() {
        opening = undefined;
      },
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}
