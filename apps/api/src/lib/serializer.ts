import fastJson from 'fast-json-stringify';
import type { Schema } from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = (
  ...args: Parameters<FastifySchemaCompiler<z.ZodType>>
) => (data: unknown) => string;

/**
 * A zod schema turned into JSON Schema and compiled by fast-json-stringify (what Fastify itself
 * uses for JSON Schema): it writes only the fields the schema names, so nothing a handler adds by
 * mistake (a column of a row, a key) leaves the server.
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as Schema);
}

/**
 * How responses are written: each route's zod response schema compiled once, at start-up, by
 * `compileSerializer`.
 *
 * `check`: outside production every response is first checked against the zod schema as well,
 * so a test fails when a handler returns something its schema does not describe. In production
 * that check is skipped: it cost a tenth of a records read, and the tests have made it already.
 */
export function schemaSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    const stringify = compileSerializer(schema);
    if (!check) return stringify;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}

/**
 * The check `schemaSerializerCompiler` makes outside production, for a response written as JSON
 * elsewhere (by the database): it must describe data the schema accepts, and be byte for byte what
 * the schema's serializer writes for that data (so no field the schema does not name, same order).
 */
export function writtenJsonChecker(
  schema: z.ZodType,
  method: string,
  url: string,
): (json: string) => void {
  const stringify = compileSerializer(schema);
  return (json) => {
    const result = schema.safeParse(JSON.parse(json));
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    if (stringify(result.data) !== json) {
      throw new Error(`Response for ${method} ${url} is not what its schema writes for it`);
    }
  };
}
