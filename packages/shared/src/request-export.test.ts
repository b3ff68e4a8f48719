import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { REQUESTS_CSV_HEADER, requestsCsv } from './request-export';

describe('the requests CSV', () => {
  it('quotes every field and defuses what a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const formula of ['=1+1', '+964 770', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`);
    }
    expect(csvCell(42)).toBe('"42"');
  });

  it('neutralises control and bidi characters, which would act on a terminal or reorder a cell', () => {
    expect(csvCell('Ali \u001b]0;PWNED\u0007\u001b[2J')).toBe(
      '"Ali \uFFFD]0;PWNED\uFFFD\uFFFD[2J"',
    );
    expect(csvCell('Gaza \u202eevil\u202c \u061c\u2067x\u2069\u200f')).toBe(
      '"Gaza \uFFFDevil\uFFFD \uFFFD\uFFFDx\uFFFD\uFFFD"',
    );
    expect(csvCell('\u0085\u009b31m')).toBe('"\uFFFD\uFFFD31m"');
    // What a cell may hold stays: line breaks, tabs inside, Arabic and its joiners.
    expect(csvCell('سطر\r\nآخر\tx \u200c')).toBe('"سطر\r\nآخر\tx \u200c"');
    // A formula behind a hidden character no longer starts the cell, and is shown defused.
    expect(csvCell('\u202e=HYPERLINK("x")')).toBe('"\uFFFD=HYPERLINK(""x"")"');
  });

  it('starts with a byte-order mark and the header, a row per request, opened or not', () => {
    const csv = requestsCsv([
      {
        id: 'r1',
        receivedAt: '2026-12-01T09:00:00.000Z',
        status: 'new',
        request: {
          name: 'ليلى',
          age: 30,
          location: 'Amman',
          therapistGender: 'female',
          sessionLanguage: 'arabic',
          contactMethod: 'phone',
          contactDetails: '+962 79 000 0000',
          interfaceLanguage: 'ar',
        },
      },
      {
        id: 'r2',
        receivedAt: '2026-12-02T09:00:00.000Z',
        status: 'handled',
        problem: 'cannot open',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(REQUESTS_CSV_HEADER.map((name) => `"${name}"`).join(','));
    expect(lines[1]).toBe(
      '"r1","2026-12-01T09:00:00.000Z","new","ليلى","30","Amman","female","arabic","phone","\'+962 79 000 0000","ar",""',
    );
    expect(lines[2]).toBe(
      '"r2","2026-12-02T09:00:00.000Z","handled","","","","","","","","","cannot open"',
    );
    expect(lines[3]).toBe('');
  });
});
