import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Waha runs on Node 20 (engines.node, the README, the machines it is deployed on). Two packages
// declare Node 22 and are kept, because they run on Node 20 (README, "Node"):
// - kysely 0.29: the first version with the PGlite dialect the API and its tests use; its code needs
//   nothing newer than Node 20 (it sets Symbol.asyncDispose itself where missing);
// - cookie 2, through @fastify/cookie and light-my-request: plain string parsing, nothing newer.
// `npm ci` prints EBADENGINE for these two and only these; a new one fails here, to be decided on.
const KEPT_ON_NODE_20 = ['cookie', 'kysely'];

const ROOT = join(import.meta.dirname, '..', '..', '..');
const NODE_20 = [20, 19, 0] as const;

type Version = readonly [number, number, number];

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether one comparator of a semver range (`>=22`, `^18.18.0`, `20.x`, `*`) admits `version`. */
function admits(comparator: string, version: Version): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?v?(\d+|x|\*)?(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(
    comparator,
  );
  if (!match) throw new Error(`Unknown comparator ${comparator}`);
  const [, operator = '=', ...parts] = match;
  const wild = parts.map((part) => part === undefined || part === 'x' || part === '*');
  const [major, minor, patch] = parts.map((part, i) => (wild[i] ? 0 : Number(part)));
  const bound: Version = [major ?? 0, minor ?? 0, patch ?? 0];
  const order = compare(version, bound);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && version[0] === bound[0];
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    default:
      if (wild[0]) return true;
      return (
        version[0] === bound[0] && (wild[1] || version[1] === bound[1]) && (wild[2] || order === 0)
      );
  }
}

function rangeAdmits(range: string, version: Version): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => admits(comparator, version)),
  );
}

interface Lock {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
}

describe('Node 20', () => {
  it('reads semver ranges as npm does', () => {
    expect(rangeAdmits('>=20.19', NODE_20)).toBe(true);
    expect(rangeAdmits('>=22', NODE_20)).toBe(false);
    expect(rangeAdmits('^18.18.0 || ^20.9.0 || >=21.1.0', NODE_20)).toBe(true);
    expect(rangeAdmits('^18 || ^22', NODE_20)).toBe(false);
    expect(rangeAdmits('>= 14.16 < 21', NODE_20)).toBe(true);
    expect(rangeAdmits('20.x', NODE_20)).toBe(true);
    expect(rangeAdmits('*', NODE_20)).toBe(true);
  });

  it('is what the project declares', () => {
    const project = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(project.engines.node).toBe('>=20.19');
  });

  it('is declared by every installed package but the two kept on purpose', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lock;
    const newer = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return path.includes('node_modules/') && node !== undefined && !rangeAdmits(node, NODE_20);
      })
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect([...new Set(newer)].sort()).toEqual(KEPT_ON_NODE_20);
  });
});
