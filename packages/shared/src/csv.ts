/**
 * CSV as RFC 4180 describes it: every field quoted, quotes inside doubled, CRLF between rows. A
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, as OWASP advises against CSV injection: a request is
 * written by anyone on the internet and opened by staff in a spreadsheet. Hidden control and bidi
 * characters are neutralised first (`NEUTRALISED`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Control characters (but tab, line feed and carriage return, which a cell may hold) and bidi
 * controls (embeddings, overrides, isolates, marks, the Arabic letter mark): printed by `cat` they
 * would act on the terminal, and in a spreadsheet they can reorder what a cell shows. Each becomes
 * U+FFFD, so that something is seen to be there.
 */
const NEUTRALISED = /(?![\t\n\r])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function csvCell(value: string | number): string {
  const text = String(value).replace(NEUTRALISED, '\uFFFD');
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows (the first one the header) as CSV text, ending with CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
