import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sendOrThrow, type MailMessage } from '../../adapters/mail.js';
import { opportunities, postReviews, users } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { escapeHtml as escape } from '../../lib/html.js';

/** The poster is told the review's decision (decision 0065): live, or not and why. */
export function reviewDecidedMail(m: {
  to: { email: string; first_name: string | null };
  title: string;
  kind: 'POST' | 'EDIT';
  status: 'APPROVED' | 'REJECTED';
  reason: string | null;
  refunded: boolean;
  link: string;
}): MailMessage {
  const hello = `Hello ${m.to.first_name?.trim() || 'there'},`;
  const what = m.kind === 'POST' ? `your post “${m.title}”` : `your changes to “${m.title}”`;
  const lines =
    m.status === 'APPROVED'
      ? [m.kind === 'POST' ? `We have reviewed ${what} and it is now live on Onbrief.` : `We have reviewed ${what} and they are now live.`]
      : [
          m.kind === 'POST' ? `We have reviewed ${what} and did not publish it.` : `We have reviewed ${what} and did not apply them. The published version stays up.`,
          `The reason: ${m.reason ?? ''}`,
          ...(m.refunded ? ['Its job post has been returned to your balance.'] : []),
        ];
  const subject = m.status === 'APPROVED' ? `Your post is live: ${m.title}` : `Your post was not published: ${m.title}`;
  return {
    to: m.to.email,
    subject: m.kind === 'EDIT' ? subject.replace('Your post is live', 'Your changes are live').replace('Your post was not published', 'Your changes were not published') : subject,
    text: [hello, ...lines, `See it on your dashboard: ${m.link}`].join('\n\n') + '\n',
    html: `<p>${escape(hello)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(m.link)}">See it on your dashboard</a></p>`,
    secrets: [],
  };
}

async function mailDecision(deps: Deps, p: { reviewId: number; refunded: boolean }): Promise<void> {
  const [row] = await deps.db
    .select({
      kind: postReviews.kind, status: postReviews.status, reason: postReviews.reason, submitted_by: postReviews.submitted_by,
      opportunity_id: opportunities.id, title: opportunities.title, created_by: opportunities.created_by,
    })
    .from(postReviews)
    .innerJoin(opportunities, eq(opportunities.id, postReviews.opportunity_id))
    .where(eq(postReviews.id, p.reviewId));
  if (!row || (row.status !== 'APPROVED' && row.status !== 'REJECTED')) return;
  const toId = row.submitted_by ?? row.created_by;
  if (toId === null) return;
  const [to] = await deps.db.select({ email: users.email, first_name: users.first_name, deleted_at: users.deleted_at }).from(users).where(eq(users.id, toId));
  if (!to || to.deleted_at) return;
  const link = `${deps.config.appUrl}/company/view-opportunity/${row.opportunity_id}`;
  const message = reviewDecidedMail({ to, title: row.title, kind: row.kind, status: row.status, reason: row.reason, refunded: p.refunded, link });
  await sendOrThrow(deps.mailer, { ...message, key: `post-review:${p.reviewId}` });
}

export const reviewDecidedMailJob = defineJob({
  name: 'mail.post-review-decided',
  mail: 'other',
  payload: z.object({ reviewId: z.number().int(), refunded: z.boolean() }),
  run: (deps, payload) => mailDecision(deps, payload),
});
