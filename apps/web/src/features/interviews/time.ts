import { INTERVIEW_TIME_ZONE } from '@mp/domain';

/** The viewer's own time zone ('Europe/Paris'), or London's when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || INTERVIEW_TIME_ZONE;
  } catch {
    return INTERVIEW_TIME_ZONE;
  }
}

const offsetAt = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;

/**
 * A time in the viewer's own zone ('Tue 13/07/2027 11:00–11:45 CEST'), or null when their clock reads as London's
 * at that moment (the same offset): the page then shows the UK time alone.
 */
export function inViewerZone(startsAt: string, endsAt: string | null, timeZone: string = viewerTimeZone()): string | null {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime()) || timeZone === INTERVIEW_TIME_ZONE) return null;
  if (offsetAt(start, timeZone) === offsetAt(start, INTERVIEW_TIME_ZONE)) return null;
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(start).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const startText = `${day.format(start).replace(',', '')} ${clock.format(start)}`;
  if (!endsAt) return `${startText} ${zone}`;
  const end = new Date(endsAt);
  const sameDay = day.format(start) === day.format(end);
  return `${startText}–${sameDay ? '' : `${day.format(end).replace(',', '')} `}${clock.format(end)} ${zone}`;
}
