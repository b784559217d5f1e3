import { z } from './zod.js';
import { messageBodyRule } from './conversation-rules.js';
import {
  INTERVIEW_DATE_RE, INTERVIEW_DURATION, INTERVIEW_HORIZON_DAYS, INTERVIEW_MSG, INTERVIEW_NOTE_MAX, INTERVIEW_PLACE_MAX,
  INTERVIEW_REASON_MAX, INTERVIEW_SLOTS_MAX, INTERVIEW_TIME_RE, INTERVIEW_URL_MAX, londonToUtc,
} from './interviews.js';

// The interview forms' rules, apart from the texts, labels and UK-clock helpers (interviews.ts) the dashboard imports:
// zod loads with the forms.

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const isHttpsLink = (v: string) => {
  if (!URL.canParse(v)) return false;
  const url = new URL(v);
  return url.protocol === 'https:' && !url.username && !url.password;
};

/** A video call's link: https only (an empty field is no link). */
export const interviewVideoUrlRule = z
  .string()
  .trim()
  .max(INTERVIEW_URL_MAX, INTERVIEW_MSG.videoUrl)
  .refine((v) => v === '' || isHttpsLink(v), INTERVIEW_MSG.videoUrl)
  .nullish()
  .transform((v) => (v ? v : null));

/** A real calendar day ('2027-02-30' is not). */
const isCalendarDate = (date: string) => {
  const d = INTERVIEW_DATE_RE.exec(date);
  return Boolean(d) && new Date(Date.UTC(Number(d![1]), Number(d![2]) - 1, Number(d![3]))).getUTCDate() === Number(d![3]);
};

/**
 * One proposed time as the form sends it: a UK date and start, a duration, a place or a video link, a note. The
 * server turns it into an instant (`starts_at`), refusing a time the UK clock skips, a past one and one over a year ahead.
 */
export const interviewSlotSchema = z
  .object({
    date: z.string({ error: INTERVIEW_MSG.date }).trim().regex(INTERVIEW_DATE_RE, INTERVIEW_MSG.date),
    start: z.string({ error: INTERVIEW_MSG.start }).trim().regex(INTERVIEW_TIME_RE, INTERVIEW_MSG.start),
    duration_minutes: z
      .number({ error: INTERVIEW_MSG.duration })
      .int(INTERVIEW_MSG.duration)
      .min(INTERVIEW_DURATION.min, INTERVIEW_MSG.duration)
      .max(INTERVIEW_DURATION.max, INTERVIEW_MSG.duration),
    place: optionalText(INTERVIEW_PLACE_MAX, INTERVIEW_MSG.placeTooLong),
    video_url: interviewVideoUrlRule,
    note: optionalText(INTERVIEW_NOTE_MAX, INTERVIEW_MSG.noteTooLong),
  })
  .transform((slot, ctx) => {
    if ((slot.place === null) === (slot.video_url === null)) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.placeOrLink, path: ['place'] });
    const startsAt = londonToUtc(slot.date, slot.start);
    if (!isCalendarDate(slot.date)) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.date, path: ['date'] });
    else if (!startsAt) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.noSuchTime, path: ['start'] });
    else if (startsAt.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.past, path: ['date'] });
    else if (startsAt.getTime() > Date.now() + INTERVIEW_HORIZON_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.tooFar, path: ['date'] });
    return { ...slot, starts_at: startsAt ?? new Date(NaN) };
  });
export type InterviewSlotInput = z.input<typeof interviewSlotSchema>;
export type InterviewSlotValues = z.output<typeof interviewSlotSchema>;

const slotsRule = z
  .array(interviewSlotSchema, { error: INTERVIEW_MSG.slotsCount })
  .min(1, INTERVIEW_MSG.slotsCount)
  .max(INTERVIEW_SLOTS_MAX, INTERVIEW_MSG.slotsCount)
  .superRefine((slots, ctx) => {
    const seen = new Set<number>();
    slots.forEach((s, i) => {
      // Runs on what passed: a slot refused above has no instant to compare.
      const at = s.starts_at instanceof Date ? s.starts_at.getTime() : NaN;
      if (Number.isNaN(at)) return;
      if (seen.has(at)) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.duplicate, path: [i, 'start'] });
      seen.add(at);
    });
  });

export const interviewReasonRule = z
  .string({ error: INTERVIEW_MSG.reasonEmpty })
  .trim()
  .min(1, INTERVIEW_MSG.reasonEmpty)
  .max(INTERVIEW_REASON_MAX, INTERVIEW_MSG.reasonTooLong);

/** proposeInterviewTimes: 1 to 5 different times. */
export const proposeInterviewSchema = z.object({ slots: slotsRule });
/** rescheduleInterview: new times and why. */
export const rescheduleInterviewSchema = z.object({ slots: slotsRule, reason: interviewReasonRule });
/** cancelInterview: why. */
export const cancelInterviewSchema = z.object({ reason: interviewReasonRule });
/** askOtherInterviewTimes: a message to the team, written into the application's conversation. */
export const askOtherInterviewTimesSchema = z.object({ message: messageBodyRule });
