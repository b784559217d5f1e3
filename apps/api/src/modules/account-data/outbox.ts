import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONVERSATION_MSG, fullName, teamName } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { applications, messages, opportunities, outbox, users } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';
import { APPLIED_FOR, newApplicantSubject } from '../apply/mails.js';
import { MESSAGE_MAIL_KEY_PREFIX, MESSAGE_MAIL_WORDS } from '../conversation/mail.js';
import { changedToWords, EMAIL_CHANGED_SUBJECT } from '../users/mails.js';
import { redactInterviewMails } from './interview-mails.js';

/** What stands where an erased person's name was, in a mail kept for someone else (decision 0035). */
export const ERASED_NAME = '[deleted account]';

interface Person {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The person's mail in the outbox (decision 0035), in the deletion's transaction, while their applications are
 * still there to read:
 * - every mail to them is deleted: to the account's address, and to each address it had before, up to the
 *   notice that the address was changed (found by the notice's words; an address given up may belong to
 *   someone else afterwards, whose mail stays);
 * - the notices their applications sent to employers ('… has applied for …') keep the employer's record
 *   without the person's name;
 * - the notices of the messages they wrote keep the recipient's record without the person's name and words, as the
 *   messages themselves do (before the messages lose their author, which finds them);
 * - the interview mails kept for others lose the person's reasons, words, notes and name (interview-mails.ts).
 */
export async function eraseMailOf(tx: Tx, person: Person): Promise<void> {
  const sentTo = await addressesOf(tx, person.email);
  const toPerson: SQL[] = sentTo.map(({ address, until }) =>
    until ? and(sql`lower(${outbox.to_address}) = ${address}`, lte(outbox.id, until))! : sql`lower(${outbox.to_address}) = ${address}`,
  );
  await tx.delete(outbox).where(or(...toPerson));
  await redactApplicantNotices(tx, person);
  await redactMessageNotices(tx, person.id);
  await redactInterviewMails(tx, person, ERASED_NAME);
}

/**
 * The notices of the person's messages (conversation/mail.ts, keyed by message): the name before
 * MESSAGE_MAIL_WORDS.about becomes ERASED_NAME (the company after it goes too) and the quoted words 'Message from a
 * deleted account', in the text (the quote ends at the reply line's blank line) and the HTML (a blockquote, whose
 * escaped words hold no '<'). Patterns in PostgreSQL's syntax, where '.' also matches a line break.
 */
async function redactMessageNotices(tx: Tx, authorId: number): Promise<void> {
  const { about, reply } = MESSAGE_MAIL_WORDS;
  const gone = CONVERSATION_MSG.deletedAccount;
  const keys = tx
    .select({ key: sql<string>`${MESSAGE_MAIL_KEY_PREFIX}::text || ${messages.id}` })
    .from(messages)
    .where(eq(messages.author_id, authorId));
  // The hello line, then the name up to the intro's words, then the quote up to the reply line.
  const textPattern = `^(Hello [^\\n]*\\n\\n)[^\\n]*(${about}[^\\n]*:\\n\\n).*(\\n\\n${reply}: )`;
  const text = sql`regexp_replace(${outbox.text_body}, ${textPattern}, ${`\\1${ERASED_NAME}\\2${gone}\\3`})`;
  const namePattern = `^(<p>[^<]*</p><p>)[^<]*(${about})`;
  const quotePattern = '(<blockquote[^>]*>)[^<]*(</blockquote>)';
  const html = sql`regexp_replace(regexp_replace(${outbox.html_body}, ${namePattern}, ${`\\1${escapeHtml(ERASED_NAME)}\\2`}),
    ${quotePattern}, ${`\\1${escapeHtml(gone)}\\2`})`;
  await tx.update(outbox).set({ text_body: text, html_body: html }).where(inArray(outbox.message_key, keys));
}

/**
 * The account's address, then each earlier one, read back through the email-change notices: an earlier address
 * with the outbox id of its notice (ids follow the order of writing), after which its mail is not the person's.
 */
async function addressesOf(tx: Tx, email: string): Promise<{ address: string; until?: number }[]> {
  const found: { address: string; until?: number }[] = [{ address: email.toLowerCase() }];
  // An address at most once: a loop of changes (A to B, then back to A) ends.
  for (let i = 0; i < found.length && found.length < 50; i++) {
    const notices = await tx
      .select({ to: sql<string>`lower(${outbox.to_address})`, id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, EMAIL_CHANGED_SUBJECT),
          sql`position(${changedToWords(found[i]!.address)} in lower(${outbox.text_body})) > 0`,
          found[i]!.until ? lte(outbox.id, found[i]!.until!) : undefined,
        ),
      );
    for (const notice of notices) {
      if (!found.some((f) => f.address === notice.to)) found.push({ address: notice.to, until: notice.id });
    }
  }
  return found;
}

/**
 * The employers' notices of the person's applications name them (apply/jobs.ts: the person, or for an agency's
 * application the agency, which is the person when they are the agency account). The name goes; the notice
 * stays. The notice's whole line is matched, so another applicant whose name ends with this one keeps theirs.
 */
async function redactApplicantNotices(tx: Tx, person: Person): Promise<void> {
  const agency = alias(users, 'agency');
  const applied = await tx
    .select({
      title: opportunities.title,
      teamId: applications.team_id,
      agency: { agency_name: agency.agency_name, company: agency.company, first_name: agency.first_name, last_name: agency.last_name },
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .leftJoin(agency, eq(agency.id, applications.team_id))
    .where(or(and(eq(applications.user_id, person.id), isNull(applications.team_id)), eq(applications.team_id, person.id)));
  for (const { title, teamId, agency: team } of applied) {
    const named = teamId && team ? teamName(team) : fullName(person.first_name, person.last_name);
    if (!named) continue;
    const line = (name: string) => `${name}${APPLIED_FOR}${title}.`;
    const text = (name: string) => `\n\n${line(name)}\n`;
    const html = (name: string) => `<p>${escapeHtml(line(name))}</p>`;
    await tx
      .update(outbox)
      .set({
        text_body: sql`replace(${outbox.text_body}, ${text(named)}, ${text(ERASED_NAME)})`,
        html_body: sql`replace(${outbox.html_body}, ${html(named)}, ${html(ERASED_NAME)})`,
      })
      .where(and(eq(outbox.subject, newApplicantSubject(title)), sql`position(${text(named)} in ${outbox.text_body}) > 0`));
  }
}
