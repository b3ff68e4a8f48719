/**
 * iCalendar (RFC 5545) text made on the device, for the calendar files exercises offer (the
 * diary's four sessions, a practice plan): lines ended by CRLF and folded at 75 octets.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time, written as a floating time (the person's own clock wherever they are). */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}T${pad(date.getHours())}${pad(date.getMinutes())}00`;
}

export function utcDateTime(date: Date): string {
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

export interface CalendarEvent {
  uid: string;
  start: Date;
  minutes: number;
  title: string;
  description: string;
  /** An RRULE value (e.g. `FREQ=WEEKLY;BYDAY=MO,TH;COUNT=8`), for an event that repeats. */
  repeat?: string;
}

/** A whole calendar file of `events`; neither it nor its events name the app (PRODID included). */
export function buildCalendar(events: readonly CalendarEvent[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Calendar//EN', 'CALSCALE:GREGORIAN'];
  for (const event of events) {
    const ends = new Date(event.start.getTime() + event.minutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(now)}`,
      `DTSTART:${localDateTime(event.start)}`,
      `DTEND:${localDateTime(ends)}`,
      ...(event.repeat ? [`RRULE:${event.repeat}`] : []),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
