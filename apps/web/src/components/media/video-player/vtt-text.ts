// WebVTT cue text is a small markup language: tags (<v Speaker>, <i>, <b>, <c.class>, <lang ar>,
// <00:01.000>) and HTML character references. The captions overlay shows plain text only, so tags go
// and references are decoded here; the result is rendered as a text node, never as HTML.

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  lrm: '\u200E',
  rlm: '\u200F',
};

// In WebVTT a literal "<" must be written "&lt;", so every "<" opens a tag; one left open runs to
// the end of the text, as in the WebVTT tokenizer.
const TAG = /<[^>]*(?:>|$)/g;
const REFERENCE = /&(#[0-9]+|#x[0-9a-f]+|[a-z]+);/gi;

function codePointText(codePoint: number): string {
  const valid =
    Number.isInteger(codePoint) &&
    codePoint > 0 &&
    codePoint <= 0x10ffff &&
    (codePoint < 0xd800 || codePoint > 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}

function decodeReference(reference: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    return codePointText(Number.parseInt(name.slice(2), 16));
  }
  if (name.startsWith('#')) return codePointText(Number.parseInt(name.slice(1), 10));
  return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
}

/**
 * The text of a WebVTT cue as plain display text: tags removed, character references (&amp; &lt;
 * &gt; &nbsp; &lrm; &rlm; and numeric ones) decoded in one pass, so "&amp;lt;" stays "&lt;". Line
 * breaks are kept, lines are trimmed and empty ones dropped; an unknown reference is left as written.
 */
export function vttText(cueText: string): string {
  return cueText
    .replace(TAG, '')
    .replace(REFERENCE, decodeReference)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
