/**
 * A new record's id. In a module of its own so that code which only names a new record (the
 * exercise kit's distress ratings) does not pull the records store, its crypto and its schemas
 * into an exercise's first chunk: the store is loaded when a record is saved.
 */
export function newRecordId(): string {
  return crypto.randomUUID();
}
