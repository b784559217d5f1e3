import { AGENCY_MSG, BIO_MAX, bioTextLength } from '@mp/domain';

/** What `users_bio_length_check` allows an agency's stored HTML. */
const BIO_HTML_MAX = 20 * BIO_MAX;
import { AppError } from '../../errors.js';
import { escapeHtml } from '../../lib/html.js';
import { sanitizeDescription } from '../opportunities/description.js';

/**
 * A bio as stored (decision 0050): HTML of the posting editor's tags, so the profile shows one format whichever form
 * wrote it. The onboarding's textarea is plain text: escaped, its blank-line-separated paragraphs made <p>, its
 * line breaks <br> (a single paragraph stays bare). Its text is counted to 1000; the users table bounds an agency's
 * stored HTML at 20 times that (its check, migration 0019), and a bio beyond that is refused with the same message.
 */
export function plainBioToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => escapeHtml(p.trim()).replace(/\n/g, '<br>'))
    .filter(Boolean);
  // One paragraph stays bare text (valid HTML as it is).
  return paragraphs.length === 1 ? paragraphs[0]! : paragraphs.map((p) => `<p>${p}</p>`).join('');
}

const tooLong = () => new AppError('BAD_USER_INPUT', AGENCY_MSG.bioTooLong, { 'input.bio': AGENCY_MSG.bioTooLong });

/** The rich text sanitised, measured again (text ≤ 1000, and the stored HTML within the column's bound of 20,000). */
export function storedBio(html: string | null, from: 'plain' | 'rich'): string | null {
  if (html === null) return null;
  const stored = from === 'plain' ? plainBioToHtml(html) : sanitizeDescription(html);
  if (bioTextLength(stored) === 0) return null;
  if (bioTextLength(stored) > BIO_MAX || stored.length > BIO_HTML_MAX) throw tooLong();
  return stored;
}
