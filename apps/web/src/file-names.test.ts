import { describe, expect, it } from 'vitest';

/*
 * What Waha saves or prints on a device keeps a plain name (ux-walkthrough-1, finding 24): a file
 * in the downloads, a PDF's name (the page's title while printing), a printed heading or the first
 * line of a saved file can be seen by whoever else uses the phone, so none of them names Waha.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every text whose key says it names, fills or heads a file the person keeps. */
function fileTexts(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') {
    const key = path.at(-1) ?? '';
    return /^(file(Name|Text)|bookletTitle)/.test(key) ? [[path.join('.'), value]] : [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => fileTexts(inner, [...path, key]));
  }
  return [];
}

const WAHA = /waha|واحة/i;

describe('files and print titles', () => {
  for (const language of ['en', 'ar']) {
    it(`never name Waha, in ${language}`, () => {
      const found = Object.entries(localeFiles)
        .filter(([file]) => file.includes(`/${language}/`))
        .flatMap(([file, texts]) => fileTexts(texts, [file]));
      // The recovery file, the guides' PDFs, the booklet's printed heading and the other saved
      // files are all among them.
      expect(found.map(([key]) => key)).toEqual(
        expect.arrayContaining([
          `./locales/${language}/auth.json.recoveryCode.fileName`,
          `./locales/${language}/auth.json.recoveryCode.fileText`,
          `./locales/${language}/helpers.json.guides.fileName`,
          `./locales/${language}/helpers.json.guides.fileNameOne`,
          `./locales/${language}/helpers.json.guides.bookletTitle`,
        ]),
      );
      expect(found.filter(([, text]) => WAHA.test(text))).toEqual([]);
    });
  }
});
