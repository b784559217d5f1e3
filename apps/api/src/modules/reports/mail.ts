import { z } from 'zod';
import { REPORT_KINDS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@mp/domain';
import { sendOrThrow, type MailMessage } from '../../adapters/mail.js';
import { defineJob, type Deps } from '../../deps.js';
import { escapeHtml as escape } from '../../lib/html.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

/** The owner of an item the console hid is told which item and why (decision 0063); never who reported it. */
export function itemHiddenMail(m: { to: { email: string; first_name: string | null }; what: string; reasons: ReportReason[]; after: string }): MailMessage {
  const hello = `Hello ${m.to.first_name?.trim() || 'there'},`;
  const why = m.reasons.length ? ` It was reported as: ${m.reasons.map((r) => REPORT_REASON_LABELS[r]).join('; ')}.` : '';
  const what = `We have removed ${m.what}.${why} Our team reviewed it and found that it breaks Onbrief's rules: be honest and respectful, and never ask for payment or bank details.`;
  const after = m.after;
  return {
    to: m.to.email,
    subject: 'We removed something you wrote on Onbrief',
    text: [hello, what, after].join('\n\n') + '\n',
    html: `<p>${escape(hello)}</p><p>${escape(what)}</p><p>${escape(after)}</p>`,
    secrets: [],
  };
}

async function mailItemHidden(deps: Deps, p: { kind: (typeof REPORT_KINDS)[number]; itemId: number; reasons: ReportReason[] }): Promise<void> {
  const adapter = REPORT_KIND_ADAPTERS[p.kind];
  const [owner, what] = await Promise.all([adapter.ownerOf(deps.db, p.itemId), adapter.mailedAs(deps.db, p.itemId)]);
  if (!owner || owner.status !== 'ACTIVE' || !what) return;
  await sendOrThrow(deps.mailer, { ...itemHiddenMail({ to: owner, what, reasons: p.reasons, after: adapter.hiddenMeans }), key: `report-hidden:${p.kind}:${p.itemId}` });
}

export const itemHiddenMailJob = defineJob({
  name: 'mail.report-item-hidden',
  mail: 'other',
  payload: z.object({ kind: z.enum(REPORT_KINDS), itemId: z.number().int(), reasons: z.array(z.enum(REPORT_REASONS)) }),
  run: (deps, payload) => mailItemHidden(deps, payload),
});
