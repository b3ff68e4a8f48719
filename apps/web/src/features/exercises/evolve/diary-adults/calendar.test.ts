import { describe, expect, it } from 'vitest';
import { buildDiaryCalendar, escapeText, firstSessionStart, foldLine } from './calendar';
import { entriesPerWeek } from './weeks';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the diary calendar file (RFC 5545)', () => {
  const now = new Date(2026, 10, 25, 16, 45, 3);
  const calendar = buildDiaryCalendar({
    start: firstSessionStart(now),
    now,
    title: 'اليوميات: 15 دقيقة من الكتابة',
    description: 'A quiet moment, to write; you can stop at any time. '.repeat(3),
    uid: 'abc',
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = calendar.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The long description was folded.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('holds four 15-minute events a week apart, each with a UID and a DTSTAMP', () => {
    const text = unfold(calendar);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(text.match(/^UID:abc-week-\d$/gm)).toHaveLength(4);
    expect(text.match(/^DTSTAMP:\d{8}T\d{6}Z$/gm)).toHaveLength(4);
    expect(text.match(/^DTSTART:\d{8}T\d{6}$/gm)).toEqual([
      'DTSTART:20261126T180000',
      'DTSTART:20261203T180000',
      'DTSTART:20261210T180000',
      'DTSTART:20261217T180000',
    ]);
    expect(text).toContain('DTEND:20261126T181500');
    expect(text).toContain('SUMMARY:اليوميات: 15 دقيقة من الكتابة');
    expect(text).toContain('DESCRIPTION:A quiet moment\\, to write\\; you can stop');
  });

  it('folds without splitting a character and escapes TEXT', () => {
    const line = `SUMMARY:${'ع'.repeat(60)}`;
    const folded = foldLine(line);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('the four weeks', () => {
  it('counts entries per week from the first entry', () => {
    const today = new Date(2026, 10, 25);
    const day = (d: number) => new Date(2026, 10, d, 12).toISOString();
    expect(entriesPerWeek([day(1), day(2), day(9), day(23), day(29)], today)).toEqual([2, 1, 0, 1]);
    expect(entriesPerWeek([], today)).toEqual([0, 0, 0, 0]);
  });
});
