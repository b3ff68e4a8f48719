import { ACCOUNT_STORAGE_QUOTA, RECORD_LIMITS, RECORD_MAX_CIPHERTEXT_LENGTH } from '@waha/shared';
import type { RecordKind, StoredRecord } from '@waha/shared';

/**
 * For tests: an in-memory stand-in for `/api/records`, as a `fetch` function. It follows the
 * API's rules (apps/api/src/modules/records): versions with 409 `version_conflict` carrying the
 * current record (for a PUT and a DELETE alike), per-kind limits with 409 `limit_reached`, 413
 * for a large ciphertext, 413 `storage_quota_exceeded` past the storage quota, 429 while
 * `writesLimited`, 400 while `refuseWrites`, 404 for a missing record, 204 for a delete. `offline` makes every
 * request fail as fetch does.
 */
export interface FakeRecordsServer {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  records: Map<string, StoredRecord>;
  /** Every request body sent, as text. */
  bodies: string[];
  offline: boolean;
  /** Answer every request 503 `database_unavailable`, as the API does while its database is away. */
  databaseAway: boolean;
  /** Answer a conflict without the current record, as a proxy or an older server might. */
  bareConflicts: boolean;
  maxCiphertextLength: number;
  /** Characters of ciphertext the account may keep, all records together. */
  storageQuota: number;
  /** Answer saves and deletions 429 `rate_limited`, as the API does past its write limit. */
  writesLimited: boolean;
  /** Refuse saves and deletions with a 400 (a failure that waiting would not mend). */
  refuseWrites: boolean;
  /** A change made by another device. */
  writeElsewhere(kind: RecordKind, id: string, ciphertext: string): StoredRecord;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const error = (status: number, code: string, extra: object = {}) =>
  json(status, { code, message: code, ...extra });

export function createFakeRecordsServer(): FakeRecordsServer {
  let clock = Date.UTC(2026, 0, 1);
  const now = () => new Date((clock += 1000)).toISOString();

  const server: FakeRecordsServer = {
    records: new Map(),
    bodies: [],
    offline: false,
    databaseAway: false,
    bareConflicts: false,
    maxCiphertextLength: RECORD_MAX_CIPHERTEXT_LENGTH,
    storageQuota: ACCOUNT_STORAGE_QUOTA,
    writesLimited: false,
    refuseWrites: false,

    writeElsewhere(kind, id, ciphertext) {
      const current = server.records.get(`${kind}/${id}`);
      const record = {
        kind,
        id,
        version: (current?.version ?? 0) + 1,
        ciphertext,
        updatedAt: now(),
      };
      server.records.set(`${kind}/${id}`, record);
      return record;
    },

    async fetch(input, init = {}) {
      if (server.offline) throw new TypeError('Failed to fetch');
      if (server.databaseAway) return error(503, 'database_unavailable');
      const body = typeof init.body === 'string' ? init.body : '';
      if (body) server.bodies.push(body);
      const match = /^\/api\/records\/([a-z-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(String(input));
      if (!match) return error(404, 'not_found');
      const kind = match[1] as RecordKind;
      const id = match[2];
      const method = init.method ?? 'GET';
      if (method !== 'GET' && init.headers) {
        const type = (init.headers as Record<string, string>)['content-type'];
        if (type !== 'application/json') return error(415, 'unsupported_media_type');
      }

      if (id === undefined) {
        const records = [...server.records.values()].filter((record) => record.kind === kind);
        return json(200, { records });
      }
      const key = `${kind}/${id}`;
      const current = server.records.get(key);
      if (method === 'GET') return current ? json(200, current) : error(404, 'not_found');
      if (server.writesLimited) return error(429, 'rate_limited');
      if (server.refuseWrites) return error(400, 'validation_error');
      const request = JSON.parse(body) as { version?: unknown; ciphertext?: string };
      if (typeof request.version !== 'number') return error(400, 'validation_error');
      if (method === 'PUT' && (request.ciphertext ?? '').length > server.maxCiphertextLength) {
        return error(413, 'payload_too_large');
      }
      if (method === 'DELETE' && !current) return error(404, 'not_found');
      if (request.version !== (current?.version ?? 0)) {
        const extra = server.bareConflicts ? {} : { current: current ?? null };
        return error(409, 'version_conflict', extra);
      }
      if (method === 'DELETE') {
        server.records.delete(key);
        return new Response(null, { status: 204 });
      }
      const count = [...server.records.values()].filter((record) => record.kind === kind).length;
      if (!current && count >= RECORD_LIMITS[kind]) return error(409, 'limit_reached');
      const size = (request.ciphertext ?? '').length;
      const used = [...server.records.values()].reduce((sum, it) => sum + it.ciphertext.length, 0);
      if (
        size > (current?.ciphertext.length ?? 0) &&
        used - (current?.ciphertext.length ?? 0) + size > server.storageQuota
      ) {
        return error(413, 'storage_quota_exceeded');
      }
      return json(200, server.writeElsewhere(kind, id, request.ciphertext ?? ''));
    },
  };
  return server;
}
