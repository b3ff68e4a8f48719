import { buildCalendar } from '@/exercise-kit/calendar/ics';

export { escapeText, foldLine } from '@/exercise-kit/calendar/ics';

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

export function buildDiaryCalendar({ start, now, title, description, uid }: CalendarOptions) {
  const events = Array.from({ length: SESSION_WEEKS }, (_, week) => {
    const begins = new Date(start);
    begins.setDate(begins.getDate() + 7 * week);
    const minutes = SESSION_MINUTES;
    return { uid: `${uid}-week-${week + 1}`, start: begins, minutes, title, description };
  });
  return buildCalendar(events, now);
}

/** The first session: tomorrow at 18:00 local time. */
export function firstSessionStart(now: Date): Date {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(18, 0, 0, 0);
  return start;
}
