import { describe, expect, it } from 'vitest';
import { buildPracticePlan, firstOccurrence } from './practice-plan';

// Sunday 1 November 2026, 20:00 local time.
const NOW = new Date(2026, 10, 1, 20, 0);

describe('a practice plan as a calendar file', () => {
  it('starts at the first chosen day and time still ahead', () => {
    expect(firstOccurrence([0, 3], '18:30', NOW)).toEqual(new Date(2026, 10, 4, 18, 30));
    expect(firstOccurrence([0], '21:00', NOW)).toEqual(new Date(2026, 10, 1, 21, 0));
    expect(() => firstOccurrence([], '18:00', NOW)).toThrow(RangeError);
  });

  it('repeats on the chosen days for four weeks, with the title and text it is given', () => {
    const text = buildPracticePlan({
      days: [4, 1],
      time: '07:15',
      minutes: 10,
      title: 'A quiet moment',
      description: 'Time set aside for yourself.',
      now: NOW,
      uid: 'plan-1',
    });
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART:20261102T071500');
    expect(lines).toContain('DTEND:20261102T072500');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=8');
    expect(lines).toContain('SUMMARY:A quiet moment');
    expect(lines.at(0)).toBe('BEGIN:VCALENDAR');
    expect(text).not.toMatch(/waha/i);
  });
});
