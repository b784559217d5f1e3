import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY_VERIFY_LINK_HOURS, postingCompanyName } from '@mp/domain';
import { sendOrThrow } from '../../adapters/mail.js';
import { companyVerifications, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { escapeHtml } from '../../lib/html.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';

/** The emailed link: a public page that hands the token to confirmCompanyVerification when the reader confirms. */
export const companyVerificationLink = (appUrl: string, token: string) => `${appUrl}/verify-company?token=${token}`;

/**
 * The link's mail to the work address (decision 0066). The payload names the team and the address: the job mints the
 * token (256 bits) and stores only its SHA-256, so no token sits in a payload, the outbox or the log. A team verified,
 * or whose website changed, meanwhile is sent nothing.
 */
export const companyVerificationMailJob = defineJob({
  name: 'mail.company-verification',
  mail: 'security',
  payload: z.object({ teamId: z.number().int(), email: z.string(), domain: z.string(), requestedBy: z.number().int() }),
  async run(deps, { teamId, email, domain, requestedBy }) {
    const [team] = await deps.db
      .select({ company: users.company, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(and(eq(users.id, teamId), isNull(users.deleted_at)));
    if (!team) return;
    const token = newSecret();
    await deps.db.insert(companyVerifications).values({
      team_id: teamId, email, domain, token_hash: hashSecret(token), requested_by: requestedBy,
      expires_at: new Date(Date.now() + COMPANY_VERIFY_LINK_HOURS * 3_600_000),
    });
    const link = companyVerificationLink(deps.config.appUrl, token);
    const name = postingCompanyName(team);
    const what = `Someone at ${name} asked Onbrief to verify that the company holds ${domain}, by sending a link to this address.`;
    const after = `Once verified, ${name}'s posts and company page show a Verified badge.`;
    const ignore = 'If you did not expect this, you can ignore this email: nothing changes unless the link is followed.';
    await sendOrThrow(deps.mailer, {
      to: email,
      subject: `Verify ${name} on Onbrief`,
      text: `Hello,\n\n${what} ${after} The link works once, for ${COMPANY_VERIFY_LINK_HOURS} hours:\n\n${link}\n\n${ignore}\n`,
      html:
        `<p>Hello,</p><p>${escapeHtml(what)} ${escapeHtml(after)}</p><p><a href="${escapeHtml(link)}">Verify ${escapeHtml(name)}</a> ` +
        `(the link works once, for ${COMPANY_VERIFY_LINK_HOURS} hours).</p><p>${escapeHtml(ignore)}</p>`,
      secrets: [token, link],
    });
  },
});
