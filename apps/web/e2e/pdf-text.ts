import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Poppler marks the runs of one direction with these; they are not part of the words, and a run
// always ends a word. Punctuation is put on either side of a space by the reordering: words are
// compared without it.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const PUNCTUATION = /[،,.؛;:!?؟–“”«»]/g;

/** The words of a text, as compared with the PDF's. */
export function wordsOf(text: string): string[] {
  return text.replace(BIDI_CONTROLS, ' ').replace(PUNCTUATION, ' ').split(/\s+/).filter(Boolean);
}

// Marks (the Arabic vowels) and the tatweel: a PDF reader may put a mark before its letter, and
// two marks on one letter (shadda with a vowel) apart from the word.
const MARKS = /\u0640|\p{M}/gu;

/**
 * The letters of a text in reading order, without marks, punctuation or spaces: what a text layer
 * must give back however a reader places the marks and the spaces between runs.
 */
export function lettersOf(text: string): string {
  return bareWordsOf(text).join('');
}

/** The words of a text without their marks. */
export function bareWordsOf(text: string): string[] {
  return wordsOf(text.replace(MARKS, ''));
}

export interface PdfText {
  words: string[];
  /** The text layer as `pdftotext -layout` reads it, pages split by a form feed. */
  text: string;
  /** `pdffonts`: each font with whether it is embedded. */
  fonts: string;
  /** `pdfinfo`'s page count. */
  pages: number;
  /** The whole text's letters (`lettersOf`). */
  letters: string;
}

/** The text layer of a PDF, as poppler's tools read it. */
export function pdfText(pdf: Buffer): PdfText {
  const dir = mkdtempSync(join(tmpdir(), 'waha-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    return { words: wordsOf(text), text, fonts, pages, letters: lettersOf(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether `expected` appears in `words` in this order, one after another. */
export function inOrder(words: string[], expected: readonly string[]): boolean {
  return words.some((_, start) => expected.every((word, index) => words[start + index] === word));
}

/** The fonts `pdffonts` lists that are not embedded (its "emb" column says "no"). */
export function fontsNotEmbedded(fonts: string): string[] {
  return fonts
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .filter((line) => !/\s(?:yes)\s+(?:yes|no)\s+(?:yes|no)\s+\d+\s+\d+\s*$/.test(line));
}
