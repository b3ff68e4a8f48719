import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each of the query's parameters, the value's name, or null for a value built in. */
  slots: (string | null)[];
}

/**
 * A query built and compiled once per database and then run with new values. Kysely builds and
 * compiles a query anew on every call, which costs a hot read (each signed-in request finds its
 * session) about as much as running it. `build` is handed a stand-in for each named value; the
 * compiled query keeps a parameter where each stand-in went, and each run puts the real values
 * there. Values are strings only; a stand-in the query does not send as a parameter (or sends
 * twice) is refused when the query is first compiled.
 */
export function preparedQuery<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Kysely<Database>, values: Readonly<Record<Name, string>>) => Compilable<Row>,
): (db: Kysely<Database>, values: Readonly<Record<Name, string>>) => Promise<Row[]> {
  // One entry per Kysely instance: each compiles for its own dialect (the tests open several).
  const compiledFor = new WeakMap<Kysely<Database>, Compiled<Row>>();

  function compile(db: Kysely<Database>): Compiled<Row> {
    const marker = `\u0000prepared-query-value\u0000`;
    const standIns = Object.fromEntries(names.map((name) => [name, marker + name])) as Record<
      Name,
      string
    >;
    const query = build(db, standIns).compile();
    const slots = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(marker) ? value.slice(marker.length) : null,
    );
    for (const name of names) {
      if (slots.filter((slot) => slot === name).length !== 1 || query.sql.includes(marker)) {
        throw new Error(`preparedQuery: "${name}" must be sent once, as a parameter`);
      }
    }
    return { query, slots };
  }

  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledFor.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot, i) =>
      slot === null ? query.parameters[i] : values[slot as Name],
    );
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
