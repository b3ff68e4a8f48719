/**
 * The diary's suggested practice (spec §9: 15 minutes once a week for four weeks) as an iCalendar
 * file (RFC 5545), made on the device: four events a week apart, each with its own UID and DTSTAMP,
 * lines ended by CRLF and folded at 75 octets.
 */
export const SESSION_MINUTES = 15;
export const SESSION_WEEKS = 4;
// Neither the file nor its events name Waha: a calendar syncs to the phone's and the cloud's
// calendar, where others may see it (the quick exit and the blank tab title hide Waha too).
export const CALENDAR_FILE_NAME = '15-minutes.ics';

export interface CalendarOptions {
  /** The first session's start, in the person's local time (written as a floating time). */
  start: Date;
  /** When the file is made (DTSTAMP, in UTC). */
  now: Date;
  title: string;
  description: string;
  /** A unique prefix for the events' UIDs. */
  uid: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function localDateTime(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}T${pad(date.getHours())}${pad(date.getMinutes())}00`;
}

function utcDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, never splitting a character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildDiaryCalendar({ start, now, title, description, uid }: CalendarOptions) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Calendar//EN', 'CALSCALE:GREGORIAN'];
  for (let week = 0; week < SESSION_WEEKS; week += 1) {
    const begins = new Date(start);
    begins.setDate(begins.getDate() + 7 * week);
    const ends = new Date(begins.getTime() + SESSION_MINUTES * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}-week-${week + 1}`,
      `DTSTAMP:${utcDateTime(now)}`,
      `DTSTART:${localDateTime(begins)}`,
      `DTEND:${localDateTime(ends)}`,
      `SUMMARY:${escapeText(title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The first session: tomorrow at 18:00 local time. */
export function firstSessionStart(now: Date): Date {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(18, 0, 0, 0);
  return start;
}
