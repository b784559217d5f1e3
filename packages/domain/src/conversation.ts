/**
 * The hiring conversation (decision 0060): one thread per application, between the post's team and the applicant.
 * Messages are plain text; the page links addresses itself, never HTML.
 */

export const MESSAGE_MAX = 5000;
/** A thread's page: the newest messages first read, older ones on request. */
export const THREAD_PAGE = 100;
/** At most this many messages a minute from one person, across threads (the server's limit, lib/limits.ts). */
export const MESSAGES_PER_MINUTE = 20;
/** A thread mails the other side at most once in this many minutes. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 10;
/** How often an open page asks for new messages and the header for its unread count (seconds). */
export const MESSAGE_POLL_SECONDS = { thread: 5, unread: 30 } as const;

export const CONVERSATION_MSG = {
  empty: 'Write a message first.',
  tooLong: `Message must be ${MESSAGE_MAX.toLocaleString('en-GB')} characters or fewer`,
  notFound: 'Could not find this conversation',
  blocked: 'This applicant has chosen not to receive messages from your team.',
  deletedAccount: 'Message from a deleted account',
  paymentWarning: 'Onbrief never asks you to pay to apply',
} as const;

/** Which side of a thread a person writes for. */
export const THREAD_SIDES = ['TEAM', 'APPLICANT'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/**
 * Words that ask for money or bank details: such a message carries the standing warning. It warns, it does not
 * refuse (a team may rightly mention pay or an invoice); the moderation rules of posts refuse pay-to-apply.
 */
const PAYMENT_WORDS = [
  /\b(pay|paying|payment|fee|deposit|charge)\b[^.!?\n]{0,40}\b(to apply|to register|to start|upfront|up-front|in advance|for (the )?(training|equipment|starter kit|application|registration|interview))\b/i,
  /\b(bank|account) (details|number)\b/i,
  /\b(sort code|iban|swift|bic code|routing number)\b/i,
  /\b(gift ?cards?|western union|moneygram|bitcoin|crypto(currency)?|usdt)\b/i,
  /\b(registration|application|training|admin(istration)?) fee\b/i,
];

/** A sentence that says no one pays ('I never pay to apply', 'there is no fee'): not a request. */
const DENIAL = /\b(never|not|no|don't|do not|won't|will not|without)\b/i;

export function asksForPayment(body: string): boolean {
  // Sentence by sentence, so a denial in one does not hide a request in another.
  return body.split(/[.!?\n]+/).some((sentence) => !DENIAL.test(sentence) && PAYMENT_WORDS.some((re) => re.test(sentence)));
}

/** Files a message may carry (decision 0060): sniffed from the bytes by the server, kept private, downloaded by signed links. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;
/** What the file picker offers (a hint; the server decides by the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';

export const ATTACHMENT_MSG = {
  invalid: 'Please attach a PDF, Word document, PNG or JPEG file.',
  tooLarge: "Your file's size is too large (max 10 MB)",
  tooMany: `Attach at most ${ATTACHMENTS_PER_MESSAGE} files to a message.`,
  noFile: 'Please select a file to upload.',
  gone: 'This file is no longer available. Attach it again.',
} as const;

/**
 * The pipeline's bulk message (decision 0060): one message in each chosen application's own thread (never a group
 * thread), from the team side, all or none.
 */
export const MESSAGE_BATCH_MAX = 100;
/** Bulk messages one person may send in an hour (each counts once on the per-minute limit too). */
export const MESSAGE_BATCHES_PER_HOUR = 10;

export const BULK_MESSAGE_MSG = {
  none: 'Choose at least one applicant to message.',
  tooMany: `Message at most ${MESSAGE_BATCH_MAX} applicants at a time.`,
} as const;
