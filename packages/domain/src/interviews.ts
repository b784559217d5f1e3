/**
 * Interviews between a posting team and an applicant: the team proposes 1 to 5 times, the applicant chooses one (or
 * asks for others), either side may move or cancel it. Times are entered and shown on the UK clock (Europe/London)
 * and stored as instants (UTC).
 */

export const INTERVIEW_TIME_ZONE = 'Europe/London';
export const INTERVIEW_SLOTS_MAX = 5;
export const INTERVIEW_NOTE_MAX = 1000;
export const INTERVIEW_REASON_MAX = 500;
export const INTERVIEW_PLACE_MAX = 200;
export const INTERVIEW_URL_MAX = 2000;
export const INTERVIEW_DURATION = { min: 15, max: 480 } as const;
/** How far ahead a time may be proposed. */
export const INTERVIEW_HORIZON_DAYS = 365;
/** Each side is reminded this long before a booked interview. */
export const INTERVIEW_REMINDER_HOURS = 24;

/**
 * PROPOSED: times wait for the applicant's choice; OTHER_TIMES_REQUESTED: the applicant asked for others (the team
 * proposes again); SCHEDULED: a time is booked; CANCELLED: by either side, with a reason.
 */
export const INTERVIEW_STATUSES = ['PROPOSED', 'OTHER_TIMES_REQUESTED', 'SCHEDULED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** The statuses still waiting on someone (at most one such interview per application). */
export const INTERVIEW_PENDING: readonly InterviewStatus[] = ['PROPOSED', 'OTHER_TIMES_REQUESTED'];

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  PROPOSED: 'Times proposed',
  OTHER_TIMES_REQUESTED: 'Other times asked for',
  SCHEDULED: 'Scheduled',
  CANCELLED: 'Cancelled',
};

/** The steps of an interview's timeline, each a row both sides read. */
export const INTERVIEW_EVENT_KINDS = ['PROPOSED', 'CHOSEN', 'OTHER_TIMES_ASKED', 'RESCHEDULED', 'CANCELLED'] as const;
export type InterviewEventKind = (typeof INTERVIEW_EVENT_KINDS)[number];

export const INTERVIEW_EVENT_LABELS: Record<InterviewEventKind, string> = {
  PROPOSED: 'Proposed interview times',
  CHOSEN: 'Chose a time',
  OTHER_TIMES_ASKED: 'Asked for other times',
  RESCHEDULED: 'Rescheduled the interview',
  CANCELLED: 'Cancelled the interview',
};

export const INTERVIEW_MSG = {
  notFound: 'Could not find this interview',
  slotsCount: `Propose between 1 and ${INTERVIEW_SLOTS_MAX} times.`,
  date: 'Enter a date as YYYY-MM-DD.',
  start: 'Enter a start time as HH:MM (24-hour).',
  noSuchTime: 'This time does not exist in the UK: the clocks go forward then. Choose another time.',
  past: 'Choose a time in the future.',
  tooFar: `Choose a time within the next ${INTERVIEW_HORIZON_DAYS} days.`,
  duplicate: 'Each proposed time must be different.',
  duration: `The duration must be between ${INTERVIEW_DURATION.min} and ${INTERVIEW_DURATION.max} minutes.`,
  placeOrLink: 'Enter a place or a video link, not both.',
  placeTooLong: `Place must be ${INTERVIEW_PLACE_MAX} characters or fewer`,
  videoUrl: 'Enter a video link starting with https://',
  noteTooLong: `Note must be ${INTERVIEW_NOTE_MAX.toLocaleString('en-GB')} characters or fewer`,
  reasonEmpty: 'Give a reason.',
  reasonTooLong: `Reason must be ${INTERVIEW_REASON_MAX} characters or fewer`,
  alreadyBooked: 'This applicant already has an interview booked. Reschedule it instead.',
  notSelected: 'This applicant is marked Not selected. Change their status to propose an interview.',
  alreadyChosen: 'A time has already been chosen for this interview.',
  notChoosable: 'This time can no longer be chosen.',
  noProposal: 'There are no proposed times to answer.',
  closed: 'This interview can no longer be changed.',
  over: 'This interview has already taken place.',
  unavailable: 'This post is closed or your application is no longer open.',
} as const;

/** The reasons the system gives when it calls live interviews off (nobody wrote them: the timeline has no actor). */
export const INTERVIEW_ENDED = {
  postClosed: 'The post was closed.',
  notSelected: 'The team is not going ahead with this application.',
  applicantErased: "The applicant's account was closed.",
} as const;

/** Where a reason stood that its writer took with them when their account was erased. */
export const INTERVIEW_REASON_ERASED = 'Reason from a deleted account';

const pad = (n: number) => String(n).padStart(2, '0');

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INTERVIEW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  timeZoneName: 'short',
  hourCycle: 'h23',
});

export interface LondonParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 'Mon'… */
  weekday: string;
  /** 'GMT' or 'BST'. */
  zone: string;
}

/** An instant on the UK clock. */
export function londonParts(at: Date): LondonParts {
  const p = Object.fromEntries(londonFormat.formatToParts(at).map((x) => [x.type, x.value])) as Record<string, string>;
  return {
    year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour), minute: Number(p.minute),
    weekday: p.weekday ?? '', zone: p.timeZoneName ?? '',
  };
}

/** A UK date and a start time as the interview form sends them ('2027-03-28', '09:30'). */
export const INTERVIEW_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const INTERVIEW_TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a UK date and time ('2027-03-28', '09:30') names, or null when the clock never shows it (the hour the
 * clocks go forward) or the input is not a date and time. The hour shown twice when the clocks go back is taken at its
 * first showing (still British Summer Time).
 */
export function londonToUtc(date: string, time: string): Date | null {
  const d = INTERVIEW_DATE_RE.exec(date);
  const t = INTERVIEW_TIME_RE.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  const wall = Date.UTC(y, mo - 1, da, h, mi);
  if (new Date(wall).getUTCDate() !== da) return null;
  // The UK is at UTC+0 or UTC+1: try the earlier instant first (BST), then GMT; the one whose clock reads back the same wins.
  for (const offsetHours of [1, 0]) {
    const at = new Date(wall - offsetHours * 3_600_000);
    const p = londonParts(at);
    if (p.year === y && p.month === mo && p.day === da && p.hour === h && p.minute === mi) return at;
  }
  return null;
}

/** 'Tue 13/07/2027 10:00 BST': an instant as the UK reads it. */
export function formatLondon(at: Date): string {
  const p = londonParts(at);
  return `${p.weekday} ${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)} ${p.zone}`;
}

/** 'Tue 13/07/2027 10:00–11:00 BST' (the end's date too when it is another day). */
export function formatLondonRange(start: Date, end: Date): string {
  const a = londonParts(start);
  const b = londonParts(end);
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  const endText = sameDay ? `${pad(b.hour)}:${pad(b.minute)} ${b.zone}` : formatLondon(end);
  return `${a.weekday} ${pad(a.day)}/${pad(a.month)}/${a.year} ${pad(a.hour)}:${pad(a.minute)}${sameDay && a.zone === b.zone ? '' : ` ${a.zone}`}–${endText}`;
}
