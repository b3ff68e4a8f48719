import fastJson from 'fast-json-stringify';
import type { Schema } from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = (
  ...args: Parameters<FastifySchemaCompiler<z.ZodType>>
) => (data: unknown) => string;

/**
 * How responses are written. Each route's zod response schema is turned into JSON Schema once, at
 * start-up, and compiled by fast-json-stringify (what Fastify itself uses for JSON Schema): only
 * the fields the schema names are written, so nothing a handler adds by mistake (a column of a
 * row, a key) leaves the server.
 *
 * `check`: outside production every response is first checked against the zod schema as well,
 * so a test fails when a handler returns something its schema does not describe. In production
 * that check is skipped: it cost a tenth of a records read, and the tests have made it already.
 */
export function schemaSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    const stringify = fastJson(
      z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as Schema,
    );
    if (!check) return stringify;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
