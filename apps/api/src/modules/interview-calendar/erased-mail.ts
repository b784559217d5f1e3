import { z } from 'zod';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow } from '../../adapters/mail.js';
import type { Tx } from '../../db/client.js';
import { defineJob } from '../../deps.js';
import { composeInterviewMails, type ErasedApplicant } from './mail.js';

/**
 * The team's cancel mails of an erased applicant's interviews. The interviews go with the applications in the
 * deletion's transaction, so the job that mails after the commit would find nothing to read: the mails are written in
 * that transaction (to the team's people, without the applicant's name) and this job only sends them. They carry no
 * secret; the calendar file travels as base64.
 */

const written = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  key: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
});
const payload = z.object({ mails: z.array(written) });

export const writtenInterviewMailJob = defineJob({
  name: 'mail.interview-written',
  mail: 'other',
  payload,
  run: async (deps, { mails }) => {
    for (const { attachments, ...mail } of mails) {
      await sendOrThrow(deps.mailer, {
        ...mail,
        secrets: [],
        ...(attachments ? { attachments: attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })) } : {}),
      });
    }
  },
});

/** Writes the cancel mails of these (just cancelled) interviews now and queues their sending in the caller's transaction. */
export async function queueErasedApplicantCancelsTx(tx: Tx, erased: ErasedApplicant & { appUrl: string }, cancelled: { id: number; sequence: number }[]): Promise<void> {
  for (const { id, sequence } of cancelled) {
    const mails = await composeInterviewMails(tx, erased.appUrl, { interviewId: id, kind: 'cancelled', version: sequence }, erased);
    if (mails.length === 0) continue;
    const out = mails.map(({ to, subject, text, html, key, attachments }) => ({
      to, subject, text, html, key: key!,
      ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) } : {}),
    }));
    await enqueueTx(tx, writtenInterviewMailJob, { mails: out }, { key: `interview-mail:erased:${id}:${sequence}` });
  }
}
