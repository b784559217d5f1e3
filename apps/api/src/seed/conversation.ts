import { and, eq, isNull } from 'drizzle-orm';
import type { ThreadSide } from '@mp/domain';
import type { Db } from '../db/client.js';
import { applications, messageReads, messages, messageThreads, opportunities, users } from '../db/schema/index.js';
import { rebuildUnreads } from '../modules/conversation/unreads.js';

/**
 * A short conversation between the demo employer and each demo applicant account on one of its applications, so a
 * fresh demo shows the inbox, the header's unread count and a thread (decision 0060): the freelancer has the team's
 * last message unread, the employer the agency's. Each thread is written only while its application has none, so
 * this runs at every start, fills a demo database made before it, and leaves a conversation begun since alone.
 */

const HOUR = 3_600_000;

interface DemoLine {
  side: ThreadSide;
  /** Hours before the seed ran (after the demo application, made 26 and 72 hours before). */
  hoursAgo: number;
  body: string;
}

interface DemoConversation {
  applicant: string;
  postSlug: string;
  lines: DemoLine[];
  /** How far each side has read, as an index into `lines`. */
  read: Record<ThreadSide, number>;
}

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    applicant: 'freelancer@demo.test',
    postSlug: 'senior-brand-designer-demo01',
    lines: [
      { side: 'TEAM', hoursAgo: 22, body: 'Hi Freya, thanks for applying for the Senior Brand Designer role. Your broadcast work caught our eye: could you share two or three identity projects you have led, ideally with their guidelines?' },
      { side: 'APPLICANT', hoursAgo: 20, body: 'Hi Evelyn, thank you! I have added two identity projects to my portfolio: a rebrand for a regional broadcaster and a festival identity with full guidelines. I can start at the beginning of next month, four days a week.' },
      { side: 'TEAM', hoursAgo: 3, body: 'Thanks Freya, both are great. Could you do a 30-minute video call on Thursday or Friday afternoon? Our creative director would like to join.' },
    ],
    read: { TEAM: 2, APPLICANT: 1 },
  },
  {
    applicant: 'agency@demo.test',
    postSlug: 'website-rebuild-demo05',
    lines: [
      { side: 'TEAM', hoursAgo: 60, body: 'Hello Arthur, thanks for Brightside’s proposal for our website rebuild. Which CMS would you suggest for the case studies, and who would lead the project day to day?' },
      { side: 'APPLICANT', hoursAgo: 55, body: 'Hi Evelyn, we would suggest a headless CMS, so your team can publish case studies without a developer. I would lead it myself, with one designer and two developers.' },
      { side: 'TEAM', hoursAgo: 48, body: 'That sounds right. Could you send a rough plan for the four weeks, with when you would need content from us?' },
      { side: 'APPLICANT', hoursAgo: 5, body: 'Here is our outline: week 1 discovery and a content plan, week 2 design, weeks 3 and 4 build and launch. We would need the case-study copy by the end of week 2. Happy to talk it through on a call.' },
    ],
    read: { TEAM: 2, APPLICANT: 3 },
  },
];

/** Writes the demo conversations whose application exists and has no thread yet; returns how many it wrote. */
export async function seedDemoConversations(db: Db): Promise<number> {
  const [employer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@demo.test'));
  if (!employer) return 0;
  let written = 0;
  for (const conversation of DEMO_CONVERSATIONS) {
    const [app] = await db
      .select({ id: applications.id, user_id: applications.user_id, team_id: applications.team_id, opportunity_id: opportunities.id, post_team: opportunities.team_id })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
      .innerJoin(users, eq(users.id, applications.user_id))
      .leftJoin(messageThreads, eq(messageThreads.application_id, applications.id))
      .where(and(
        eq(users.email, conversation.applicant), eq(opportunities.slug, conversation.postSlug), eq(opportunities.team_id, employer.id),
        isNull(messageThreads.application_id),
      ));
    if (!app) continue;
    const now = Date.now();
    const at = (line: DemoLine) => new Date(now - line.hoursAgo * HOUR);
    const authorOf = (side: ThreadSide) => (side === 'TEAM' ? employer.id : app.user_id);
    const made = await db.transaction(async (tx) => {
      const [thread] = await tx
        .insert(messageThreads)
        .values({
          application_id: app.id, opportunity_id: app.opportunity_id, team_id: app.post_team, applicant_id: app.user_id, applicant_team_id: app.team_id,
          last_message_at: at(conversation.lines.at(-1)!), created_at: at(conversation.lines[0]!),
        })
        .onConflictDoNothing()
        .returning({ id: messageThreads.application_id });
      if (!thread) return false;
      const ids: number[] = [];
      for (const line of conversation.lines) {
        const [row] = await tx
          .insert(messages)
          .values({ thread_id: app.id, author_id: authorOf(line.side), side: line.side, body: line.body, created_at: at(line) })
          .returning({ id: messages.id });
        ids.push(row!.id);
      }
      // The last line of each side: its message id, and when the other side was mailed of it.
      const last = (side: ThreadSide) => {
        let i = -1;
        conversation.lines.forEach((l, n) => (i = l.side === side ? n : i));
        return i === -1 ? { id: null, at: null } : { id: ids[i]!, at: at(conversation.lines[i]!) };
      };
      await tx
        .update(messageThreads)
        .set({
          last_team_message_id: last('TEAM').id, last_applicant_message_id: last('APPLICANT').id,
          applicant_mailed_at: last('TEAM').at, team_mailed_at: last('APPLICANT').at,
        })
        .where(eq(messageThreads.application_id, app.id));
      await tx.insert(messageReads).values(
        (['TEAM', 'APPLICANT'] as const).map((side) => ({
          user_id: authorOf(side), thread_id: app.id, side, last_read_id: ids[conversation.read[side]]!, read_at: at(conversation.lines[conversation.read[side]]!),
        })),
      );
      await rebuildUnreads(tx, app.id);
      return true;
    });
    if (made) written += 1;
  }
  return written;
}

