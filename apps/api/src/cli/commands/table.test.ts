import { describe, expect, it } from 'vitest';
import { formatTable, printable } from './table';

describe('printable (request text on the staff terminal)', () => {
  it('shows control characters and bidi overrides as escapes, leaving Arabic as it is', () => {
    expect(printable('Layla\u001b[2J')).toBe('Layla\\u001b[2J');
    expect(printable('a\u202Eb\u2066c\u0007')).toBe('a\\u202eb\\u2066c\\u0007');
    expect(printable('Gaza \u061c\ufeff\u2060x')).toBe('Gaza \\u061c\\ufeff\\u2060x');
    expect(printable('أمل، غازي عنتاب')).toBe('أمل، غازي عنتاب');
  });

  it('is applied to every table cell, after whitespace is collapsed', () => {
    const table = formatTable(['Name', 'Location'], [['Evil\u001b]0;title\u0007', 'Line\none']]);
    expect(table).not.toMatch(/\p{Cc}(?<!\n)/u);
    expect(table).toContain('Evil\\u001b]0;title\\u0007');
    expect(table).toContain('Line one');
  });
});
