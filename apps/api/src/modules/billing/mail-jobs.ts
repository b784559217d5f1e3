import { eq } from 'drizzle-orm';
import { formatPounds, formatRenewalDate } from '@mp/domain';
import { z } from 'zod';
import { sendOrThrow } from '../../adapters/mail.js';
import { creditAccountRequests, subscriptions } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { teamAdminEmails } from './team.js';

/** Billing's notices to a team's admins: renewals that need them, credit-account decisions. */

const SUBSCRIPTION_EVENTS = ['payment_failed', 'action_required', 'cancelled'] as const;

const SUBJECT: Record<(typeof SUBSCRIPTION_EVENTS)[number], string> = {
  payment_failed: 'Your Onbrief subscription payment failed',
  action_required: 'Please confirm your Onbrief subscription payment',
  cancelled: 'Your Onbrief subscription has been cancelled',
};

export const subscriptionMailJob = defineJob({
  name: 'mail.subscription-notice',
  mail: 'other',
  payload: z.object({ subscriptionId: z.number().int(), event: z.enum(SUBSCRIPTION_EVENTS), message: z.string().max(300) }),
  async run(deps, { subscriptionId, event, message }) {
    const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!sub) return;
    const link = `${deps.config.appUrl}/company/subscription`;
    const amount = formatPounds(sub.price_pence);
    const body =
      event === 'cancelled'
        ? `We could not take the monthly payment of ${amount} plus VAT after three attempts, so the subscription has ended. ` +
          'The job posts you already have stay in your balance. You can start a new subscription at any time:'
        : event === 'action_required'
          ? `Your bank asks you to confirm the monthly payment of ${amount} plus VAT. Open your subscription and choose Pay now:`
          : `We could not take the monthly payment of ${amount} plus VAT (${message}). We will try again on ` +
            `${sub.next_attempt_at ? formatRenewalDate(sub.next_attempt_at) : 'the next attempt'}. To pay now or change the card, open your subscription:`;
    for (const to of await teamAdminEmails(deps.db, sub.team_id)) {
      await sendOrThrow(deps.mailer, { to, subject: SUBJECT[event], text: `Hello,\n\n${body}\n\n${link}\n`, secrets: [] });
    }
  },
});

export const creditAccountMailJob = defineJob({
  name: 'mail.credit-account-decision',
  mail: 'other',
  payload: z.object({ requestId: z.number().int() }),
  async run(deps, { requestId }) {
    const [request] = await deps.db.select().from(creditAccountRequests).where(eq(creditAccountRequests.id, requestId));
    if (!request || request.status === 'pending') return;
    const approved = request.status === 'approved';
    const link = `${deps.config.appUrl}/company/manage-credits`;
    const text = approved
      ? `Hello,\n\nYour credit account for ${request.invoice_company} has been approved. You can now choose Purchase on Account when ` +
        `you buy job posts; each purchase is invoiced to ${request.invoice_email}, due 30 days after the invoice date.\n\n${link}\n`
      : `Hello,\n\nYour application for a credit account for ${request.invoice_company} was not approved. You can still buy job ` +
        `posts by card:\n\n${link}\n`;
    const subject = approved ? 'Your Onbrief credit account is approved' : 'Your Onbrief credit account application';
    for (const to of await teamAdminEmails(deps.db, request.team_id)) await sendOrThrow(deps.mailer, { to, subject, text, secrets: [] });
  },
});
