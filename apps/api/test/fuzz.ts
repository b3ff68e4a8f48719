import type { App } from '../src/app';

/**
 * Building blocks of the hostile-input test (src/input-fuzz.test.ts): the routes an app serves,
 * hostile values, and every way of putting one into a valid request.
 */

export interface Route {
  method: string;
  /** As registered, e.g. `/api/records/:kind/:id`. */
  path: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├──|└──) (\S*)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and path the app answers under /api, read from Fastify's own route tree, so a
 * route added later is fuzzed without anyone listing it. HEAD is GET without a body.
 */
export function listRoutes(app: App): Route[] {
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api')) routes.push({ method, path });
    }
  }
  return routes;
}

/** Strings a careless server mishandles: controls, invisible formatting, broken UTF-16, bulk. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'Layla\u0000Oasis',
  'Layla Oasis\u0000',
  '\u0001\u0002\u0003',
  'Layla\u0007Oasis',
  'Layla\tOasis\r\n',
  '\u001b[31mLayla',
  'Layla\u007fOasis',
  'Layla\u0085Oasis',
  'Layla\u009fOasis',
  '\u202eLayla Oasis',
  'Layla \u2066Oasis\u2069',
  '\u200fLayla Oasis',
  '\u061cواحة زرقاء',
  'Layla\u200bOasis',
  'Layla\u200dOasis',
  '\u2060Layla Oasis',
  '\ufeffLayla Oasis',
  'Layla\u00adOasis',
  '\ud800',
  'Layla Oasis\udfff',
  '\udc00\ud800',
  'Layla \ud83d Oasis',
  '',
  '   ',
  "' or '1'='1",
  '%00',
  '../../../etc/passwd',
  '__proto__',
  'ا'.repeat(5_000),
  '𝔏'.repeat(2_000),
  'x'.repeat(100_000),
];

function nested(depth: number): unknown {
  let value: unknown = 'Layla\u0000Oasis';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { nickname: value } : [value];
  return value;
}

/** Any JSON value where a string, number or object was expected. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  ['Layla Oasis'],
  [null, '\u0000'],
  {},
  { nickname: 'Layla\u0000Oasis' },
  nested(8),
  nested(500),
];

/** JSON bodies no serialiser would write: prototype keys, duplicates, broken escapes. */
export const RAW_BODIES: readonly string[] = [
  '{"__proto__":{"admin":true},"nickname":"Layla Oasis"}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"nickname":"a","nickname":"\\u0000"}',
  '{"nickname":"\\ud800"}',
  '"\\u0000"',
  '[]',
  'null',
  '{"nickname":',
  '\u0000',
  '{"nickname":"\\x00"}',
];

/** Path segments and query values, already percent-encoded (or deliberately badly encoded). */
export const HOSTILE_URL_PARTS: readonly string[] = [
  '%00',
  'Layla%00Oasis',
  '%01%1F%7F',
  '%C2%85',
  '%E2%80%AE',
  '%E2%80%8B',
  '%EF%BB%BF',
  '%ED%A0%80',
  '%F0%9F',
  '%FF%FE',
  '%',
  '%zz',
  '..%2F..%2F',
  '%2F',
  'a'.repeat(10_000),
  encodeURIComponent('ا'.repeat(2_000)),
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Every body made from a valid one by one change: each field (at any depth) replaced by each
 * hostile value or removed, an unknown field added, and the whole body replaced. `valid` is
 * called for each, so a registration can have a nickname nobody has taken yet.
 */
export function* mutations(valid: () => unknown): Generator<{ label: string; payload: string }> {
  for (const value of HOSTILE_VALUES) yield { label: 'whole body', payload: JSON.stringify(value) };
  for (const raw of RAW_BODIES) yield { label: 'raw body', payload: raw };
  const body = valid();
  if (typeof body !== 'object' || body === null) return;
  for (const path of fieldPaths(body as Json)) {
    const label = path.join('.');
    for (const value of HOSTILE_VALUES) {
      yield { label, payload: JSON.stringify(replaced(valid() as Json, path, value)) };
    }
    yield { label: `${label} removed`, payload: JSON.stringify(replaced(valid() as Json, path)) };
  }
  for (const value of HOSTILE_STRINGS.slice(0, 12)) {
    yield {
      label: 'extra field',
      payload: JSON.stringify({ ...(valid() as object), [value]: value }),
    };
  }
}

function fieldPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ]);
}

/** A copy of `value` with the field at `path` set to `replacement`, or removed without one. */
function replaced(value: Json, path: string[], ...replacement: unknown[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) {
    return value;
  }
  const others = Object.entries(value).filter(([name]) => name !== key);
  if (rest.length > 0) {
    return { ...value, [key]: replaced(value[key] ?? null, rest, ...replacement) };
  }
  return Object.fromEntries(replacement.length > 0 ? [...others, [key, replacement[0]]] : others);
}
