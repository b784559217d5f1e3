import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { fullName, teamName } from '@mp/domain';
import { sendOrThrow } from '../../adapters/mail.js';
import { teamInvitations, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { escapeHtml } from '../../lib/html.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';

/**
 * The invitation email. Its payload is the invitation's id; the job mints the link's token (256 bits)
 * and keeps only its SHA-256, so no token sits in a job's payload, the outbox or the log (decisions 0016, 0037).
 * Each run mints a new token, so only the latest email's link works; a cancelled or accepted invitation sends nothing.
 * A run again of one job (a retry after a crash) sends nothing more (the mail's key) and keeps the sent link working.
 */

/** The emailed link (inventory D-Q1): the company's `team/register/{token}&{email}`, the agency's `accept-invite/{token}?e=`. */
export function invitationLink(appUrl: string, teamType: string, token: string, email: string): string {
  return teamType === 'AGENCY'
    ? `${appUrl}/agency/accept-invite/${token}?e=${encodeURIComponent(email)}`
    : `${appUrl}/company/team/register/${token}&${encodeURIComponent(email)}`;
}

export const invitationMailJob = defineJob({
  name: 'mail.team-invitation',
  // An invitation opens an account: it goes ahead of notices, like the other mails with a secret link.
  mail: 'security',
  payload: z.object({ invitationId: z.number().int() }),
  async run(deps, { invitationId }) {
    const token = newSecret();
    const [before] = await deps.db.select({ hash: teamInvitations.token_hash }).from(teamInvitations).where(eq(teamInvitations.id, invitationId));
    const [invitation] = await deps.db
      .update(teamInvitations)
      .set({ token_hash: hashSecret(token) })
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.status, 'pending')))
      .returning();
    if (!invitation) return;
    const [team] = await deps.db.select().from(users).where(eq(users.id, invitation.team_id));
    const [inviter] = invitation.invited_by ? await deps.db.select().from(users).where(eq(users.id, invitation.invited_by)) : [];
    if (!team) return;
    const name = teamName(team) ?? 'your team';
    const by = (inviter ? fullName(inviter.first_name, inviter.last_name) : null) ?? name;
    const link = invitationLink(deps.config.appUrl, team.type, token, invitation.email);
    const hello = invitation.first_name ? `Hello ${invitation.first_name},` : 'Hello,';
    const days = Math.max(1, Math.round((invitation.expires_at.getTime() - Date.now()) / 86_400_000));
    const outcome = await sendOrThrow(deps.mailer, {
      to: invitation.email,
      subject: `${by} invited you to join ${name} on Onbrief`,
      text: `${hello}\n\n${by} invited you to join ${name} on Onbrief.\n\nAccept the invitation here (the link works for ${days} days):\n\n${link}\n\nIf you did not expect this, you can ignore this email.\n`,
      html:
        `<p>${escapeHtml(hello)}</p><p>${escapeHtml(by)} invited you to join ${escapeHtml(name)} on Onbrief.</p>` +
        `<p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works for ${days} days).</p>` +
        '<p>If you did not expect this, you can ignore this email.</p>',
      secrets: [token, link],
    });
    // A retry of a run whose mail went (a worker stopped after sending): that mail's link stays the one that works.
    if (outcome === 'skipped') {
      await deps.db
        .update(teamInvitations)
        .set({ token_hash: before?.hash ?? null })
        .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.token_hash, hashSecret(token))));
    }
  },
});
