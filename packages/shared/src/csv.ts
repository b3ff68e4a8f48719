/**
 * CSV as RFC 4180 describes it: every field quoted, quotes inside doubled, CRLF between rows. A
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, as OWASP advises against CSV injection: a request is
 * written by anyone on the internet and opened by staff in a spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows (the first one the header) as CSV text, ending with CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
