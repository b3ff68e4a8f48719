/** Characters a terminal shows, roughly: combining marks (Arabic vowel signs) take no column. */
function displayWidth(text: string): number {
  return [...text.replace(/\p{M}/gu, '')].length;
}

// Control characters (escape sequences could rewrite the staff terminal) and the bidi embedding,
// override and isolate controls (they could reorder what a line seems to say).
// Controls and every invisible formatting character (bidi controls, the Arabic letter mark).
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Text from a request as it is safe to print: anyone can send a request, so its characters that
 * would act on the terminal are shown as escapes (\u001b) instead of being sent to it.
 */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}

function truncate(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ');
  const characters = [...oneLine];
  return characters.length <= max ? oneLine : `${characters.slice(0, max - 1).join('')}…`;
}

/** A plain-text table with a header line and a rule, each cell cut to `maxWidth` characters. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  maxWidth = 48,
): string {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => printable(truncate(cell, maxWidth))),
  );
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - displayWidth(cell)))
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = cells;
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)]
    .map((text) => `${text}\n`)
    .join('');
}
