import { describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH, auditEntryHash, verifyAuditEntries } from './audit-chain';
import type { AuditEntry } from './audit-chain';

async function chain(length: number): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let seq = 1; seq <= length; seq++) {
    const unhashed = {
      seq,
      at: new Date(Date.UTC(2026, 11, 1, 9, seq)).toISOString(),
      actorId: 'a3f1',
      actor: 'Amal',
      action: 'request.marked' as const,
      requestId: `request-${seq}`,
      detail: JSON.stringify({ status: 'handled' }),
      prevHash: entries.at(-1)?.hash ?? AUDIT_GENESIS_HASH,
    };
    entries.push({ ...unhashed, hash: await auditEntryHash(unhashed) });
  }
  return entries;
}

describe('the audit chain', () => {
  it('checks a whole chain, and one continued from an anchor', async () => {
    const entries = await chain(6);
    expect(await verifyAuditEntries(entries)).toEqual({
      ok: true,
      checked: 6,
      head: { seq: 6, hash: entries[5]?.hash },
    });
    const first = await verifyAuditEntries(entries.slice(0, 3));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(await verifyAuditEntries(entries.slice(3), first.head)).toMatchObject({ ok: true });
    expect(await verifyAuditEntries([])).toEqual({ ok: true, checked: 0, head: null });
  });

  it('finds an entry changed after it was written', async () => {
    const entries = await chain(5);
    const changed = entries.map((entry) =>
      entry.seq === 3 ? { ...entry, detail: JSON.stringify({ status: 'new' }) } : entry,
    );
    expect(await verifyAuditEntries(changed)).toEqual({
      ok: false,
      checked: 2,
      seq: 3,
      problem: 'changed',
    });
  });

  it('finds a changed entry given a new hash: the next entry no longer names it', async () => {
    const entries = await chain(5);
    const third = entries[2];
    if (!third) throw new Error('no third entry');
    const forged = { ...third, actor: 'Someone else' };
    forged.hash = await auditEntryHash(forged);
    const rewritten = entries.map((entry) => (entry.seq === 3 ? forged : entry));
    expect(await verifyAuditEntries(rewritten)).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'missing',
    });
  });

  it('finds a removed entry, first or in the middle', async () => {
    const entries = await chain(5);
    expect(await verifyAuditEntries(entries.filter((entry) => entry.seq !== 3))).toMatchObject({
      ok: false,
      seq: 3,
      problem: 'missing',
    });
    expect(await verifyAuditEntries(entries.slice(1))).toMatchObject({
      ok: false,
      seq: 1,
      problem: 'missing',
    });
  });

  it('hashes every field', async () => {
    const [entry] = await chain(1);
    if (!entry) throw new Error('no entry');
    const fields = ['at', 'actorId', 'actor', 'action', 'requestId', 'detail', 'prevHash'] as const;
    for (const field of fields) {
      const changed = {
        ...entry,
        [field]: field === 'actorId' || field === 'requestId' ? null : 'x',
      };
      expect(await auditEntryHash(changed), field).not.toBe(entry.hash);
    }
    expect(await auditEntryHash({ ...entry, seq: 2 })).not.toBe(entry.hash);
  });
});
