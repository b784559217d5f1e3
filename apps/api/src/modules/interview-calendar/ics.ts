/**
 * An interview's calendar file (RFC 5545, sent as an iTIP message, RFC 5546): METHOD:REQUEST invites or updates,
 * METHOD:CANCEL cancels, the same UID throughout and SEQUENCE raised on each change. Written by hand: one event of
 * a dozen properties needs only escaping, folding and UTC times, which a library would not make shorter.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the interview: `interview-<id>@<host>`. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this message was made. */
  stamp: Date;
  summary: string;
  description: string;
  /** A place (a video call has its link in `url`). */
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

const PRODID = '-//Onbrief//Interviews//EN';
const MAX_OCTETS = 75;

/** A UTC date-time, 'YYYYMMDDTHHMMSSZ'. */
export const icsTime = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Without control characters (a TEXT value carries line breaks escaped; nothing else of the kind). */
const stripControls = (value: string) => [...value].filter((ch) => ch >= ' ' && ch !== '\x7f').join('');

/** TEXT as RFC 5545 3.3.11 writes it: backslash, semicolon and comma escaped, line breaks as \n, no other controls. */
export function escapeText(value: string): string {
  return stripControls(
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/** A parameter value (CN): quoted, as it may hold ':' ';' ','; a double quote cannot appear in one at all. */
const paramValue = (value: string) => `"${stripControls(value).replace(/"/g, '')}"`;

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space, and a character is never
 * split between lines (UTF-8 counts bytes).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  out.push(current);
  return out.join('\r\n');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson) =>
  role === 'ORGANIZER'
    ? `ORGANIZER;CN=${paramValue(p.name)}:mailto:${stripControls(p.email)}`
    : `ATTENDEE;CN=${paramValue(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${stripControls(p.email)}`;

/** The .ics text: CRLF line ends, folded, one VEVENT. */
export function calendarFile(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsTime(e.stamp)}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(e.end)}`,
    `SEQUENCE:${e.sequence}`,
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.url ? [`URL:${stripControls(e.url)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    person('ORGANIZER', e.organizer),
    ...e.attendees.map((a) => person('ATTENDEE', a)),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The attachment's type: mail clients show an invite's buttons from the method in it. */
export const calendarContentType = (method: CalendarEvent['method']) => `text/calendar; charset=UTF-8; method=${method}`;
