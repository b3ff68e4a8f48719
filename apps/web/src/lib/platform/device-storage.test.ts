import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { storageKey as routerScrollKey } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_KEY_FAMILIES,
  DEVICE_KEYS,
  declarationOf,
  deviceKey,
  familyKey,
  presentKeys,
  readItem,
  removeFamily,
  writeItem,
  type DeviceKey,
} from './device-storage';

const ROOT = join(import.meta.dirname, '../../../../..');
const DEVICE_DATA = readFileSync(join(ROOT, 'docs/device-data.md'), 'utf8');
const STAFF_DOOR = readFileSync(join(ROOT, 'apps/staff/src/lib/device-storage.ts'), 'utf8');

/**
 * Where storage may be touched before any module runs, so outside the door and outside lint: the
 * pages' HTML, and the code that writes inline scripts into them (the prerender script, the
 * server's page and shell builders in packages/shared and apps/api).
 */
function beforeModuleSources(): { file: string; text: string }[] {
  const sourcesIn = (dir: string) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mjs|html)$/.test(file) && !/\.test\.|(^|\/)test\//.test(file))
      .map((file) => join(dir, file));
  return [
    'apps/web/index.html',
    'apps/staff/index.html',
    'scripts/prerender.mjs',
    ...sourcesIn('packages/shared/src'),
    ...sourcesIn('apps/api/src/lib'),
  ].map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

/** The registry as rows: name (a family with `*`), storage, class. */
function registryRows(): string[] {
  return [
    ...Object.entries(DEVICE_KEYS).map(([name, it]) => `${name} ${it.area} ${it.class}`),
    ...Object.entries(DEVICE_KEY_FAMILIES).map(
      ([prefix, it]) => `${prefix}* ${it.area} ${it.class}`,
    ),
  ].sort();
}

/** The rows of docs/device-data.md's table of storage entries, but the staff inbox's. */
function documentedRows(): { web: string[]; staff: string[] } {
  const section = DEVICE_DATA.split('## Entries in localStorage and sessionStorage')[1]?.split(
    '\n## ',
  )[0];
  if (!section) throw new Error('docs/device-data.md lost its table of storage entries');
  const rows = [...section.matchAll(/^\| `([^`]+)` +\| (\w+) +\| (\w+) +\|/gm)].map(
    ([, name, area, keyClass]) => `${name} ${area} ${keyClass}`,
  );
  return {
    web: rows.filter((row) => !row.endsWith(' staff')).sort(),
    staff: rows.filter((row) => row.endsWith(' staff')).map((row) => row.split(' ')[0] ?? ''),
  };
}

describe('the storage door', () => {
  it('declares every name once: no single key falls inside a family, no family inside another', () => {
    const prefixes = Object.keys(DEVICE_KEY_FAMILIES);
    for (const name of Object.keys(DEVICE_KEYS)) {
      expect(prefixes.filter((prefix) => name.startsWith(prefix))).toEqual([]);
      expect(declarationOf(name)).toBe(DEVICE_KEYS[name as keyof typeof DEVICE_KEYS]);
    }
    for (const prefix of prefixes) {
      expect(prefixes.filter((other) => other !== prefix && prefix.startsWith(other))).toEqual([]);
    }
  });

  it('is the list docs/device-data.md gives, class by class', () => {
    expect(documentedRows().web).toEqual(registryRows());
  });

  it('knows the staff inbox’s entries as the inbox’s own: documented, and never the people’s app’s', () => {
    const staffNames = [...STAFF_DOOR.matchAll(/: '(waha-staff-[a-z-]+)'/g)].map(
      ([, name]) => name ?? '',
    );
    expect(staffNames.length).toBeGreaterThan(0);
    expect(documentedRows().staff.sort()).toEqual(staffNames.sort());
    for (const name of staffNames) expect(declarationOf(name)).toBeNull();
  });

  it('lets the scripts that run before any module name only declared keys', () => {
    const sources = beforeModuleSources();
    expect(sources.length).toBeGreaterThan(20);
    const named = sources.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /(?:local|session)Storage\s*\.\s*(?:getItem|setItem|removeItem)\(\s*['"`]([^'"`]+)['"`]/g,
        ),
      ].map(([, name]) => ({ file, name: name ?? '' })),
    );
    for (const { file, name } of named) {
      expect(declarationOf(name), `${file} names "${name}"`).not.toBeNull();
    }
  });

  it('declares the router’s own scroll entry under the name the router uses', () => {
    expect(declarationOf(routerScrollKey)).toEqual({ area: 'session', class: 'personal' });
  });

  it('keeps each entry in its declared storage, under the name on the device', () => {
    writeItem(deviceKey('waha.language'), 'ar');
    writeItem(familyKey('waha.draft.', 'diary'), 'a text');
    expect(localStorage.getItem('waha.language')).toBe('ar');
    expect(sessionStorage.getItem('waha.draft.diary')).toBe('a text');
    expect(sessionStorage.getItem('waha.language')).toBeNull();
    expect(readItem(familyKey('waha.draft.', 'diary'))).toBe('a text');
    expect(presentKeys('session', 'personal')).toEqual(['waha.draft.diary']);
    expect(presentKeys('local', 'personal')).toEqual([]);
    removeFamily('waha.draft.');
    expect(sessionStorage.getItem('waha.draft.diary')).toBeNull();
    expect(localStorage.getItem('waha.language')).toBe('ar');
  });

  it('refuses a key it does not declare: a type error, and a throw if forced through', () => {
    // @ts-expect-error -- not a declared name
    expect(() => deviceKey('waha.notDeclared')).toThrow(/not declared/);
    // @ts-expect-error -- not a declared family
    expect(() => familyKey('waha.other.', 'x')).toThrow(/not declared/);
    // A family's bare prefix is no member of it.
    expect(() => familyKey('waha.draft.', '')).toThrow(/not declared/);
    // @ts-expect-error -- a key spelt by hand is not a DeviceKey
    writeItem('waha.language', 'en');
    expect(() => writeItem('waha.notDeclared' as DeviceKey, 'x')).toThrow(/not declared/);
    expect(() => writeItem('unprefixed' as DeviceKey, 'x')).toThrow(/not declared/);
    expect(() => readItem('waha.notDeclared' as DeviceKey)).toThrow(/not declared/);
    expect({ ...localStorage }).not.toHaveProperty('waha.notDeclared');
    expect({ ...sessionStorage }).not.toHaveProperty('waha.notDeclared');
  });
});
