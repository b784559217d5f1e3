import type { CompensationUnit, OpportunityTarget } from './opportunity.js';
import { htmlToText } from './opportunity.js';

/**
 * Post review (decision 0065): which posts wait for an administrator before they go live, and why. The text rules run
 * here, on a folded copy of the text (lookalikes, zero-width characters and spacing tricks undone), so the form, the
 * API and the tests read one rule; the near-copy rule and the company's first posts need the database (the API).
 */

export const REVIEW_FLAGS = ['NEW_COMPANY', 'SHORTENER', 'CONTACT', 'PAYMENT', 'NEAR_COPY', 'SALARY'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];
export const REVIEW_FLAG_LABELS: Record<ReviewFlag, string> = {
  NEW_COMPANY: "One of the company's first posts",
  SHORTENER: 'Link shortener',
  CONTACT: 'Contact details in the text',
  PAYMENT: 'Payment words',
  NEAR_COPY: 'Near-copy of another open post',
  SALARY: 'Pay outside the plausible range',
};

/** One reason a post waits, with what tripped it (the reviewer reads both). */
export interface ReviewFinding {
  flag: ReviewFlag;
  detail: string;
}

export const REVIEW_STATUSES = ['IN_REVIEW', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What a team's first posts are: the posts before this many have gone live are reviewed. */
export const TRUSTED_AFTER_POSTS = 3;
/**
 * Trigram similarity (pg_trgm) of the folded opening text at or above which a post is a near-copy of another open post.
 * Measured on the bulk seed (decision 0065, scripts/bench/post-review.ts): an open post's closest other team's post
 * scores p99 0.675 and at most 0.723 (its posts are made from templates), a copy with a new title and a sentence added at
 * least 0.898.
 */
export const NEAR_COPY_THRESHOLD = 0.8;
/** How much of the folded text the near-copy rule compares (and the database indexes). */
export const NEAR_COPY_CHARS = 600;
/**
 * Shorter folded texts are not compared: a title and a line are alike by nature ('Senior designer. Join our studio.'),
 * and a copied ad is a whole ad.
 */
export const NEAR_COPY_MIN_CHARS = 200;
export const REJECT_REASON_MAX = 1000;

/**
 * The plausible pay of a job by its unit, in whole units of any of the three currencies (near enough in value for a
 * plausibility check); a project's budget is for the whole project. Outside it, a person reads the post first.
 */
export const PLAUSIBLE_PAY: Record<CompensationUnit | 'PROJECT', { min: number; max: number }> = {
  DAY: { min: 50, max: 3_000 },
  YEAR: { min: 5_000, max: 750_000 },
  PROJECT: { min: 100, max: 5_000_000 },
};

export const REVIEW_MSG = {
  inReview: 'In review',
  rejected: 'Rejected',
  inReviewNotice: 'Onbrief is reviewing this post before it goes live, usually within a working day. We will email you when it is live.',
  editInReviewNotice: 'Your latest changes are being reviewed. The published version stays up until they are approved.',
  createdInReview: 'Thanks! Your post is in review: we will email you when it goes live.',
  updatedInReview: 'Saved. Your changes are in review: the published version stays up until they are approved.',
  rejectedNotice: 'Onbrief did not publish this post. Its job post has been returned to your balance.',
  /** Employment Agencies Act 1973, s.6: no fee from a work-seeker for finding them work. */
  feeRefused: 'Job ads cannot ask applicants for a fee, deposit or payment to apply, register or start (Employment Agencies Act 1973, s.6). Please remove it.',
  rejectedLocked: 'This post was not approved, so it cannot be changed or published. Please post it again with the changes asked for.',
  reasonRequired: 'Please give the reason: the poster reads it in their email',
  reasonTooLong: `The reason must be ${REJECT_REASON_MAX.toLocaleString('en-GB')} characters or fewer`,
  notFound: 'Could not find this review.',
  alreadyDecided: 'Another administrator has already decided this review. The list has been refreshed.',
  approved: 'Approved: the post is live.',
  trustCompanyOnly: 'Only a company account can be trusted to post',
  trustedLabel: 'Trusted poster',
  /** What trust skips (the first posts' rule) and what it does not (every other rule; the posts already waiting). */
  trustedHelp:
    `A trusted company's posts skip the review of a company's first ${TRUSTED_AFTER_POSTS} posts. Posts with contact details, a shortened ` +
    "link, a payment request, unlikely pay or a copy of another company's post still wait for review, and posts already waiting stay in the queue.",
  trustedOn: 'Trusted poster: its next posts skip the first-posts review.',
  trustedOff: `No longer trusted: its posts wait for review while fewer than ${TRUSTED_AFTER_POSTS} have gone live.`,
  rejectedDone: 'Rejected: the poster has been emailed the reason.',
} as const;

// ---- Folding: what the rules read ----

/** Zero-width and invisible formatting characters (and the soft hyphen), which split words without showing. */
// The class lists combining and variation-selector code points on purpose: each is removed on its own.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;

/**
 * Letters of other scripts drawn like Latin ones (Unicode's confusables, the ones that matter for words and
 * addresses): Cyrillic, Greek, Armenian and a few Latin look-alikes that NFKC keeps apart.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', ё: 'e', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm', н: 'h', о: 'o', р: 'p',
  ԛ: 'q', ѕ: 's', т: 't', ц: 'u', ѵ: 'v', ԝ: 'w', х: 'x', у: 'y', ү: 'y', ꙇ: 'i', ɡ: 'g',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w', ϲ: 'c', ϳ: 'j',
  // Armenian, Latin look-alikes and dotless letters
  օ: 'o', ս: 'u', ց: 'g', հ: 'h', ո: 'n', ı: 'i', ȷ: 'j', ɑ: 'a', ɩ: 'i', ʋ: 'u', ꭵ: 'i', ſ: 's',
  // Punctuation drawn like a dot or an at sign
  '·': '.', '․': '.', '。': '.', '｡': '.', '∙': '.', '•': '.', '＠': '@', '﹫': '@',
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

/** A decimal digit of any script as 0-9 (NFKC keeps Arabic-Indic or Devanagari digits as they are). */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    if (cp >= 48 && cp <= 57) return d;
    // Digits come in runs of ten: the value is the number of digits before it in its run.
    let n = 0;
    while (n < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - n - 1))) n++;
    return String(n);
  });
}

/**
 * The text the rules read: tags dropped, NFKC (full-width and styled letters and digits), accents and other marks
 * dropped, look-alike letters of other scripts as Latin, invisible characters removed, lower case, '(at)' and '[dot]'
 * spelled as '@' and '.', and words spelled out a letter at a time ('b i t . l y') joined.
 */
export function foldForRules(text: string): string {
  let t = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/gi, ' ').replace(/&amp;/gi, '&');
  t = t.replace(INVISIBLE, '').normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
  t = asciiDigits(t.toLowerCase()).replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
  t = t
    .replace(/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/g, '@')
    .replace(/\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*/g, '.')
    .replace(/(\w)\s+dot\s+(?=(?:com|co|net|org|io|ly|me|gl|at|uk|in|to|gd|cc|id)\b)/g, '$1.')
    .replace(/(\w)\s*\.\s+(?=(?:com|co|net|org|io|ly|me|gl|at|uk|in|to|gd|cc|id)\b)/g, '$1.');
  // Letters spaced out one by one ('w h a t s a p p'), and the dots between them.
  t = t.replace(/\b(?:[a-z0-9][ .]){3,}[a-z0-9]\b/g, (m) => m.replace(/ /g, ''));
  return t.replace(/\s+/g, ' ').trim();
}

// ---- The text rules ----

const SHORTENERS = [
  'bit.ly', 'bitly.com', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'v.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at',
  'rb.gy', 'tiny.cc', 'bl.ink', 't.ly', 's.id', 'lnkd.in', 'shorte.st', 'adf.ly', 'tiny.one', 'short.io', 'shorturl.com', 'clck.ru',
  'qr.ae', 'surl.li', 'u.to', 'x.co', 'db.tt', 'trib.al', 'soo.gd', 'urlz.fr', 'chilp.it', 'gg.gg', 'linktr.ee', 'wa.link',
];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SHORTENER_RE = new RegExp(`(?:^|[^a-z0-9.-])(${SHORTENERS.map(escapeRe).join('|')})(?:/|\\b)`, 'g');
const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
/** Ten or more digits with the usual separators between them (a UK number has 10 or 11, international more). */
const PHONE_RE = /(?:\+|\b00)?\d(?:[\s\-().]{0,3}\d){9,14}/g;
const MESSENGER_RE =
  /\b(whats\s?app|watsapp|telegram|signal me|wechat|we chat|skype|viber|kik|snapchat|discord|line id|wickr|threema)\b|\b(?:t\.me|wa\.me|telegram\.me|discord\.gg|m\.me)\/\S+|(?:^|\s)@[a-z0-9_]{4,}\b/g;
/**
 * Asking the work-seeker to pay (refused, Employment Agencies Act 1973 s.6): a fee or deposit to apply, register, be
 * interviewed, trained or start, or a paid starter kit.
 */
const FEE_RE =
  /\b(?:(?:application|registration|joining|admin(?:istration)?|processing|onboarding|enrol(?:l)?ment|interview|placement|visa processing) (?:fee|charge|deposit)s?|pay (?:(?:a|an|the|us|our|your)\s)?(?:\w+\s)?(?:fee|deposit)s? (?:to|before|for) (?:apply|applying|register|registering|join|joining|start|starting|the interview|training)|pay to (?:apply|register|join|work)|(?:refundable|security|upfront|up-front) (?:deposit|fee|payment)|starter (?:kit|pack) (?:fee|costs?|for £?\d)|(?:fee|deposit|payment) is required (?:to|before) (?:apply|start|join|register))\b/g;
/** Payment away from Onbrief's own ways: flagged for a person to read (a real employer may say 'bank transfer' of pay). */
const OFF_PLATFORM_RE =
  /\b(western union|moneygram|money gram|gift ?cards?|itunes cards?|steam cards?|bitcoin|btc|crypto(?:currency)?|usdt|tether|wire (?:the )?money|send (?:us )?money|cash ?app|zelle|venmo|paypal (?:me|friends)|paypal\.me|pay us (?:by|via|through) [a-z ]{3,20}?(?=[.,;]|$))\b/g;

const found = (re: RegExp, text: string) => [...new Set([...text.matchAll(re)].map((m) => (m[1] ?? m[0]).trim()))];

/** The text rules over what a post shows (title, description, application link), on the folded text. */
export function textFindings(post: { title: string; description: string; application_link?: string | null }): {
  refused: string[];
  findings: ReviewFinding[];
} {
  const text = foldForRules(`${post.title}\n${htmlToText(post.description)}\n${post.application_link ?? ''}`);
  const findings: ReviewFinding[] = [];
  const shorteners = found(SHORTENER_RE, text);
  if (shorteners.length) findings.push({ flag: 'SHORTENER', detail: shorteners.join(', ') });
  const contacts = [
    ...found(EMAIL_RE, text),
    ...found(PHONE_RE, text).filter((p) => p.replace(/\D/g, '').length >= 10),
    ...found(MESSENGER_RE, text),
  ];
  if (contacts.length) findings.push({ flag: 'CONTACT', detail: [...new Set(contacts)].join(', ') });
  const refused = found(FEE_RE, text);
  const payments = found(OFF_PLATFORM_RE, text);
  if (payments.length) findings.push({ flag: 'PAYMENT', detail: payments.join(', ') });
  return { refused, findings };
}

/** The pay rule: a displayed range outside the plausible one for its unit. */
export function payFinding(post: {
  target: OpportunityTarget;
  compensation_unit?: CompensationUnit | null;
  minimumBudget: number;
  maximumBudget: number;
  is_compensation_displayed: boolean;
}): ReviewFinding | null {
  if (!post.is_compensation_displayed) return null;
  const unit = post.target === 'PROJECT' ? 'PROJECT' : (post.compensation_unit ?? 'YEAR');
  const range = PLAUSIBLE_PAY[unit];
  if (post.minimumBudget >= range.min && post.maximumBudget <= range.max) return null;
  const per = unit === 'PROJECT' ? 'for a project' : unit === 'DAY' ? 'a day' : 'a year';
  return {
    flag: 'SALARY',
    detail: `${post.minimumBudget.toLocaleString('en-GB')} - ${post.maximumBudget.toLocaleString('en-GB')} ${per} (plausible: ${range.min.toLocaleString('en-GB')} - ${range.max.toLocaleString('en-GB')})`,
  };
}

/**
 * The near-copy rule's candidates (MinHash with banding, decision 0065): the fingerprint's 3-word shingles, minhashed 70
 * ways, in 10 bands of 7. Two posts share a band with a probability of 1-(1-J^7)^10 for a shingle overlap J: 0.998 at
 * 0.9, 0.91 at 0.8, 0.08 at 0.5 (posts of one template); the database finds the posts sharing one by an index, and
 * pg_trgm's similarity decides.
 */
export const COPY_BANDS = 10;
const COPY_ROWS = 7;
const mix32 = (x: number) => {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
const fnv32 = (s: string, seed = 0x811c9dc5) => {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
const SEEDS = Array.from({ length: COPY_BANDS * COPY_ROWS }, (_, i) => mix32(0x9e3779b9 * (i + 1)));

/** The fingerprint's band keys (whole numbers below 2^52, as text for a bigint[]); none for a text of fewer than 3 words. */
export function copyBands(fingerprint: string): string[] {
  const words = fingerprint.split(' ').filter(Boolean);
  if (words.length < 3) return [];
  const mins = SEEDS.map(() => 0xffffffff);
  for (let i = 0; i + 3 <= words.length; i++) {
    const shingle = fnv32(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    for (let k = 0; k < SEEDS.length; k++) {
      const v = mix32(shingle ^ SEEDS[k]!);
      if (v < mins[k]!) mins[k] = v;
    }
  }
  return Array.from({ length: COPY_BANDS }, (_, b) => {
    const rows = mins.slice(b * COPY_ROWS, (b + 1) * COPY_ROWS).join(',');
    return String((fnv32(rows, b + 1) & 0xfffff) * 2 ** 32 + fnv32(rows, 0x811c9dc5 ^ (b + 7)));
  });
}

/** The folded opening text the near-copy rule compares: title and description, as the database keeps it. */
export function copyFingerprint(post: { title: string; description: string }): string {
  return foldForRules(`${post.title} ${htmlToText(post.description)}`).slice(0, NEAR_COPY_CHARS);
}
