import { formatLondonRange } from '@mp/domain';
import type { MailMessage } from '../../adapters/mail.js';
import { escapeHtml as escape } from '../../lib/html.js';

/**
 * The words of the interview mails: what happened, the time on the UK clock, where, and a link to the application's
 * page. Plain text with its HTML twin; the calendar file is attached by the caller.
 */

export type InterviewMailKind = 'proposed' | 'rescheduled' | 'asked' | 'invite' | 'cancelled' | 'reminder';

export interface SlotText {
  starts_at: Date;
  duration_minutes: number;
  place: string | null;
  video_url: string | null;
  note: string | null;
}

export interface InterviewMailFacts {
  kind: InterviewMailKind;
  title: string;
  company: string;
  applicant: string;
  /** The booked time (invite, reminder), or the one that was moved or cancelled. */
  booked: SlotText | null;
  /** The times to choose from (proposed, rescheduled). */
  slots: SlotText[];
  /** Who cancelled, or the applicant's words asking for other times. */
  actor: string | null;
  reason: string | null;
}

/** The labels before the words someone wrote, which an erasure finds in the mails kept (account-data/interview-mails.ts). */
export const INTERVIEW_MAIL_WORDS = { theirReason: 'Their reason: ', reasonGiven: 'The reason given: ', theyWrote: 'They wrote: ', note: 'Note: ' } as const;
const W = INTERVIEW_MAIL_WORDS;

const endOf = (s: SlotText) => new Date(s.starts_at.getTime() + s.duration_minutes * 60_000);
export const whenText = (s: SlotText) => formatLondonRange(s.starts_at, endOf(s));
const whereText = (s: SlotText) => (s.video_url ? `By video call: ${s.video_url}` : `At ${s.place}`);
const slotLines = (s: SlotText) => [`${whenText(s)} (UK time)`, whereText(s), ...(s.note ? [`${W.note}${s.note}`] : [])];

/** The subject and paragraphs of one kind of interview mail (the same for every recipient but the link). */
function paragraphs(f: InterviewMailFacts): { subject: string; body: string[][]; action: string } {
  const booked = f.booked ? whenText(f.booked) : null;
  switch (f.kind) {
    case 'proposed':
      return {
        subject: `Choose a time for your interview: ${f.title}`,
        body: [[`${f.company} would like to interview you for ${f.title}. Choose one of these times, or ask for others:`], ...f.slots.map(slotLines)],
        action: 'Choose a time',
      };
    case 'rescheduled':
      return {
        subject: `Your interview for ${f.title} has moved: choose a new time`,
        body: [
          [`${f.company} has moved your interview for ${f.title}${booked ? ` (it was booked for ${booked}, UK time)` : ''}.`, `${W.theirReason}${f.reason}`],
          ['Choose one of these new times, or ask for others:'],
          ...f.slots.map(slotLines),
        ],
        action: 'Choose a new time',
      };
    case 'asked':
      return {
        subject: `${f.applicant} asked for other interview times: ${f.title}`,
        body: [
          [`${f.applicant} asked for other times for the interview for ${f.title}${booked ? ` that was booked for ${booked} (UK time); that time no longer stands` : ''}.`],
          [`${W.theyWrote}${f.reason ?? ''}`],
        ],
        action: 'Propose new times',
      };
    case 'invite':
      return {
        subject: `Interview booked: ${f.title}, ${booked}`,
        body: [
          [`The interview for ${f.title} between ${f.company} and ${f.applicant} is booked.`],
          f.booked ? slotLines(f.booked) : [],
          ['The calendar invite is attached: open it to add the interview to your calendar.'],
        ],
        action: 'See the interview',
      };
    case 'cancelled':
      return {
        subject: `Interview cancelled: ${f.title}`,
        body: [
          [`${f.actor ?? 'Someone'} cancelled the interview for ${f.title} between ${f.company} and ${f.applicant}${booked ? ` (booked for ${booked}, UK time)` : ''}.`],
          [`${W.reasonGiven}${f.reason ?? ''}`],
        ],
        action: 'See the application',
      };
    case 'reminder':
      return {
        subject: `Reminder: interview for ${f.title}, ${booked}`,
        body: [[`A reminder of the interview for ${f.title} between ${f.company} and ${f.applicant}.`], f.booked ? slotLines(f.booked) : []],
        action: 'See the interview',
      };
  }
}

export function interviewMail(f: InterviewMailFacts, to: { email: string; first_name: string | null }, link: string): MailMessage {
  const { subject, body, action } = paragraphs(f);
  const hello = `Hello ${to.first_name?.trim() || 'there'},`;
  const blocks = [[hello], ...body.filter((b) => b.length > 0)];
  return {
    to: to.email,
    subject,
    text: [...blocks.map((b) => b.join('\n')), `${action}: ${link}`].join('\n\n') + '\n',
    html: blocks.map((b) => `<p>${b.map(escape).join('<br>')}</p>`).join('') + `<p><a href="${escape(link)}">${escape(action)}</a></p>`,
    secrets: [],
  };
}

/** The calendar event's words: the same for both sides. */
export function eventWords(f: Pick<InterviewMailFacts, 'title' | 'company' | 'applicant'>, slot: SlotText, link: string) {
  return {
    summary: `Interview: ${f.title} (${f.company} and ${f.applicant})`,
    description: [
      `Interview for ${f.title} between ${f.company} and ${f.applicant}.`,
      slot.video_url ? `Join: ${slot.video_url}` : `Where: ${slot.place}`,
      ...(slot.note ? [`Note: ${slot.note}`] : []),
      `On Onbrief: ${link}`,
    ].join('\n'),
    end: endOf(slot),
  };
}
