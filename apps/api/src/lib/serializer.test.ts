import { storedRecordSchema, recordListResponseSchema } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaSerializerCompiler, writtenJsonChecker } from './serializer';

const compile = (schema: z.ZodType, check: boolean) =>
  schemaSerializerCompiler({ check })({ schema, method: 'GET', url: '/api/records/:kind' });

const record = {
  kind: 'diary-entry',
  id: 'entry-1',
  version: 2,
  ciphertext: 'c2VjcmV0',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe.each([true, false])('response serializer (checked: %s)', (check) => {
  it('writes what the schema names, as JSON.stringify would', () => {
    const list = { records: [record, { ...record, id: 'entry-2', version: 1 }] };
    expect(compile(recordListResponseSchema, check)(list)).toBe(JSON.stringify(list));
  });

  it('leaves out every field the schema does not name', () => {
    const written = compile(storedRecordSchema, check)({ ...record, user_id: 'u-1', size: 8 });
    expect(JSON.parse(written)).toEqual(record);
  });

  it('writes null, escapes strings and keeps non-Latin text', () => {
    const schema = z.object({ note: z.string(), current: storedRecordSchema.nullable() });
    const data = { note: 'واحة "oasis"\n', current: null };
    expect(JSON.parse(compile(schema, check)(data))).toEqual(data);
  });
});

describe('the check outside production', () => {
  it('refuses a response its schema does not describe', () => {
    expect(() => compile(storedRecordSchema, true)({ ...record, version: 0 })).toThrow(
      /Response doesn't match the schema/,
    );
  });
});

describe('the check of JSON written elsewhere (by the database)', () => {
  const check = writtenJsonChecker(recordListResponseSchema, 'GET', '/api/records/:kind');
  const list = { records: [record, { ...record, id: 'entry-2', version: 1 }] };

  it('takes exactly what the schema serializer writes', () => {
    expect(() => check(JSON.stringify(list))).not.toThrow();
    expect(() => check('{"records":[]}')).not.toThrow();
  });

  it('refuses data the schema does not describe', () => {
    const stale = { records: [{ ...record, version: 0 }] };
    expect(() => check(JSON.stringify(stale))).toThrow(/Response doesn't match the schema/);
  });

  it('refuses a field the schema does not name, another order or other spacing', () => {
    const extra = { records: [{ ...record, user_id: 'u-1' }] };
    expect(() => check(JSON.stringify(extra))).toThrow(/not what its schema writes/);
    const { kind, ...rest } = record;
    expect(() => check(JSON.stringify({ records: [{ ...rest, kind }] }))).toThrow(
      /not what its schema writes/,
    );
    expect(() => check(JSON.stringify(list, null, 1))).toThrow(/not what its schema writes/);
  });
});
