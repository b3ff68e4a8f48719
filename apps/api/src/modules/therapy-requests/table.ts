/** Characters a terminal shows, roughly: combining marks (Arabic vowel signs) take no column. */
function displayWidth(text: string): number {
  return [...text.replace(/\p{M}/gu, '')].length;
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
  const cells = [header, ...rows].map((row) => row.map((cell) => truncate(cell, maxWidth)));
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
