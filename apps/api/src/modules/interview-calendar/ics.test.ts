import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './ics.js';
import { parseCalendar, unescapeText } from './test-ics.js';

const event = (extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'interview-42@onbrief.example',
  sequence: 0,
  start: new Date('2027-07-13T09:00:00Z'),
  end: new Date('2027-07-13T09:45:00Z'),
  stamp: new Date('2027-06-01T12:34:56.789Z'),
  summary: 'Interview: Senior brand designer, Northwind; Tam Lee',
  description: 'Bring your portfolio.\nAsk for Evelyn at the desk \\ reception.',
  location: 'Studio 4, 1 King St, Leeds',
  url: null,
  organizer: { name: 'Evelyn Employer (Northwind Studio)', email: 'employer@demo.test' },
  attendees: [{ name: 'Tam "TJ" Lee', email: 'tam@example.com' }],
  ...extra,
});

describe('the calendar file', () => {
  it('is a VCALENDAR of one VEVENT with every property an invite needs, in UTC', () => {
    const cal = parseCalendar(calendarFile(event()));
    expect(cal.properties.map((p) => p.name)).toEqual([
      'BEGIN', 'PRODID', 'VERSION', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SEQUENCE', 'STATUS',
      'SUMMARY', 'LOCATION', 'DESCRIPTION', 'ORGANIZER', 'ATTENDEE', 'TRANSP', 'END', 'END',
    ]);
    expect(cal.all('BEGIN').map((p) => p.raw)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(cal.all('END').map((p) => p.raw)).toEqual(['VEVENT', 'VCALENDAR']);
    expect(cal.one('PRODID').raw).toBe('-//Onbrief//Interviews//EN');
    expect(cal.one('VERSION').raw).toBe('2.0');
    expect(cal.one('METHOD').raw).toBe('REQUEST');
    expect(cal.one('UID').raw).toBe('interview-42@onbrief.example');
    expect(cal.one('DTSTAMP').raw).toBe('20270601T123456Z');
    expect(cal.one('DTSTART').raw).toBe('20270713T090000Z');
    expect(cal.one('DTEND').raw).toBe('20270713T094500Z');
    expect(cal.one('SEQUENCE').raw).toBe('0');
    expect(cal.one('STATUS').raw).toBe('CONFIRMED');
    expect(cal.one('SUMMARY').text).toBe('Interview: Senior brand designer, Northwind; Tam Lee');
    expect(cal.one('LOCATION').text).toBe('Studio 4, 1 King St, Leeds');
    expect(cal.one('DESCRIPTION').text).toBe('Bring your portfolio.\nAsk for Evelyn at the desk \\ reception.');
    expect(cal.one('ORGANIZER')).toMatchObject({ params: { CN: 'Evelyn Employer (Northwind Studio)' }, raw: 'mailto:employer@demo.test' });
    // A double quote cannot stand in a parameter: it is dropped, the name kept.
    expect(cal.one('ATTENDEE')).toMatchObject({
      params: { CN: 'Tam TJ Lee', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION', RSVP: 'FALSE' }, raw: 'mailto:tam@example.com',
    });
  });

  it('escapes TEXT (backslash, semicolon, comma, line breaks) as written, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\u0007g')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
    expect(unescapeText(escapeText('a\\b;c,d\ne'))).toBe('a\\b;c,d\ne');
    const raw = calendarFile(event());
    expect(raw).toContain('SUMMARY:Interview: Senior brand designer\\, Northwind\\; Tam Lee\r\n');
  });

  it('gives a video call its URL and no LOCATION', () => {
    const cal = parseCalendar(calendarFile(event({ location: null, url: 'https://meet.example.com/abc-defg?pwd=1;2' })));
    expect(cal.one('URL').raw).toBe('https://meet.example.com/abc-defg?pwd=1;2');
    expect(cal.all('LOCATION')).toEqual([]);
  });

  it('folds long lines at 75 octets without splitting a character, and ends every line with CRLF', () => {
    const description = `${'Long words and more '.repeat(12)}— café, naïve, 東京 and 🎉 too`;
    const text = calendarFile(event({ description, summary: 'Ünïcödé '.repeat(20) }));
    const cal = parseCalendar(text);
    expect(cal.lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of cal.lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(cal.one('DESCRIPTION').text).toBe(description);
    expect(cal.one('SUMMARY').text).toBe('Ünïcödé '.repeat(20));
    // No character is cut: every physical line is valid UTF-8 on its own.
    for (const line of cal.lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(74) + 'é')).toBe(`${'x'.repeat(74)}\r\n é`);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID and the given SEQUENCE', () => {
    const cal = parseCalendar(calendarFile(event({ method: 'CANCEL', sequence: 3 })));
    expect(cal.one('METHOD').raw).toBe('CANCEL');
    expect(cal.one('STATUS').raw).toBe('CANCELLED');
    expect(cal.one('UID').raw).toBe('interview-42@onbrief.example');
    expect(cal.one('SEQUENCE').raw).toBe('3');
  });

  it('is refused by the reader when a line is over-long or not ended by CRLF (the reader can fail)', () => {
    expect(() => parseCalendar(`BEGIN:VCALENDAR\r\nX-LONG:${'x'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/over 75/);
    expect(() => parseCalendar('BEGIN:VCALENDAR\nEND:VCALENDAR\r\n')).toThrow(/CRLF/);
  });
});
