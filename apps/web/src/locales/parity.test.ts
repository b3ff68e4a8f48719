import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The people's app's texts, and the staff inbox's (an app of its own, in both languages too). */
const LOCALE_ROOTS: [string, string][] = [
  ['web', import.meta.dirname],
  ['staff', join(import.meta.dirname, '../../../staff/src/locales')],
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// i18next context suffixes for addressing a woman or a man (lib/session/use-address-form.ts); they come
// before a plural suffix, as in key_female_one.
const CONTEXT_SUFFIX = /_(female|male)(?=$|_(?:zero|one|two|few|many|other)$)/;
const CONTEXTS = ['female', 'male'];
// The spoken scripts (an exercise's `narration`, the videos in narration.json) have one recording,
// which addresses a man; their caption for a woman comes from a `_female` sibling alone.
const SPOKEN_SCRIPT = /^(?:[\w-]+\.json:narration|narration\.json:videos)\./;
// i18next plural forms each language needs (Intl.PluralRules categories).
const PLURAL_FORMS: Record<string, string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(root: string, language: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(root, language, namespace), 'utf8')));
}

/** The key without its context suffix (key_female_one → key_one). */
function withoutContext(key: string): string {
  return key.replace(CONTEXT_SUFFIX, '');
}

/** Keys with context suffixes, by base key (context and plural suffixes off) and their contexts. */
function contextBases(keys: Iterable<string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = CONTEXT_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const base = withoutContext(key).replace(PLURAL_SUFFIX, '');
    bases.set(base, (bases.get(base) ?? new Set<string>()).add(match[1]));
  }
  return bases;
}

/**
 * Keys with plural suffixes folded into one base key, and the forms each base has. Context
 * variants fold into their key: the Arabic may address a woman and a man apart where the English
 * needs one text.
 */
function pluralBases(keys: Iterable<string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const contextKey of keys) {
    const key = withoutContext(contextKey);
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, -match[0].length) : key;
    const forms = bases.get(base) ?? new Set<string>();
    if (match?.[1]) forms.add(match[1]);
    bases.set(base, forms);
  }
  return bases;
}

const LATIN_ALLOWED = new Set([
  'common.json:language.switchTo',
  'auth.json:recoveryCode.fileName',
  'profile.json:download.fileName',
  'inbox.json:export.fileName',
]);

describe.each(LOCALE_ROOTS)('translations of %s', (_app, root) => {
  const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in English and Arabic', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(
      readdirSync(join(root, 'ar'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const en = load(root, 'en', namespace);
    const ar = load(root, 'ar', namespace);

    it('has the same keys in both languages (plural forms aside)', () => {
      expect([...pluralBases(ar.keys()).keys()].sort()).toEqual(
        [...pluralBases(en.keys()).keys()].sort(),
      );
    });

    it('gives a context text a woman and a man form (a spoken script: a woman form), beside the text for anyone', () => {
      for (const [language, keys] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        for (const [base, contexts] of contextBases(keys.keys())) {
          const expected = SPOKEN_SCRIPT.test(`${namespace}:${base}`) ? ['female'] : CONTEXTS;
          expect([...contexts].sort(), `${language} ${base}`).toEqual(expected);
          // Without a known gender (a guest), i18next falls back to the inclusive base text.
          const hasBase = [...keys.keys()].some(
            (key) => key === base || key.replace(PLURAL_SUFFIX, '') === base,
          );
          expect(hasBase, `${language} ${base} has no text for anyone`).toBe(true);
        }
      }
    });

    it('has every plural form each language needs', () => {
      for (const [language, keys] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        for (const [base, forms] of pluralBases(keys.keys())) {
          if (forms.size === 0) continue;
          expect([...forms].sort(), `${language} ${base}`).toEqual(
            [...(PLURAL_FORMS[language] ?? [])].sort(),
          );
        }
      }
    });

    it('has no empty or non-text values', () => {
      for (const [language, keys] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        for (const [key, value] of keys) {
          expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
        }
      }
    });

    it('writes Arabic texts in Arabic script', () => {
      for (const [key, value] of ar) {
        // The name of the other language and file names may be Latin; sentences may not.
        if (LATIN_ALLOWED.has(`${namespace}:${key}`)) continue;
        // A text made only of placeholders (word order templates) has no words of its own.
        if (String(value).replace(/\{\{\w+\}\}|\s/g, '') === '') continue;
        expect(/[\u0600-\u06FF]/.test(String(value)), `ar ${key}: ${String(value)}`).toBe(true);
      }
    });
  });
});
