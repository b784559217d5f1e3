import { escapeHtml as escape } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail.js';
import type { Frequency } from './matching.js';
import type { AlertPost } from './posts.js';

/**
 * Job alert emails (decision 0040): one new post (immediately) or the day's new posts (daily digest), each
 * with its title, company, location, compensation when displayed and link; a footer saying why the mail came,
 * with the notification settings and the one-click unsubscribe link (also in the List-Unsubscribe headers).
 */

export interface AlertRecipient {
  email: string;
  first_name: string | null;
}

export interface AlertLinks {
  appUrl: string;
  /** `{appUrl}/api/alerts/unsubscribe?token=…`: a secret of the recipient's (decision 0016). */
  unsubscribe: string;
}

const groupOf = (post: AlertPost) => (post.target === 'PROJECT' ? 'agency' : 'freelancer');
const postUrl = (appUrl: string, post: AlertPost) => `${appUrl}/${groupOf(post)}/opportunities/${post.id}`;
const factsOf = (post: AlertPost) => [post.company, post.location, post.compensation].filter(Boolean).join(' · ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function subjectOf(posts: AlertPost[], mode: Frequency, total: number): string {
  if (mode === 'immediately') return `New opportunity for you: ${posts[0]!.title}`;
  return `Your daily job alert: ${plural(total, 'new opportunity', 'new opportunities')} for you`;
}

export function jobAlertMail(
  to: AlertRecipient,
  posts: AlertPost[],
  opts: { mode: Frequency; links: AlertLinks; /** Matches beyond those listed (digest). */ more?: number },
): MailMessage {
  const { appUrl, unsubscribe } = opts.links;
  const more = opts.more ?? 0;
  const group = groupOf(posts[0]!);
  const settingsUrl = `${appUrl}/${group}/notification-settings`;
  const forYouUrl = `${appUrl}/${group}/opportunities-for-you`;
  const hello = `Hello ${to.first_name?.trim() || 'there'},`;
  const intro =
    opts.mode === 'immediately'
      ? 'A new opportunity matches your profile:'
      : `${plural(posts.length + more, 'new opportunity', 'new opportunities')} posted in the last day ${posts.length + more === 1 ? 'matches' : 'match'} your profile:`;
  const moreText = more > 0 ? `And ${more} more: see all your opportunities at ${forYouUrl}` : '';
  const why =
    `You get this email because job alerts (${opts.mode === 'daily' ? 'a daily digest' : 'as soon as a match is posted'}) are on in your ` +
    'notification settings.';

  const text = [
    hello,
    intro,
    ...posts.map((p) => [p.title, factsOf(p), postUrl(appUrl, p)].filter(Boolean).join('\n')),
    moreText,
    '--',
    `${why}\nChange them: ${settingsUrl}\nUnsubscribe from job alert emails: ${unsubscribe}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const items = posts
    .map(
      (p) =>
        `<li><a href="${escape(postUrl(appUrl, p))}"><strong>${escape(p.title)}</strong></a>` +
        (factsOf(p) ? `<br>${escape(factsOf(p))}` : '') +
        '</li>',
    )
    .join('');
  const html =
    `<p>${escape(hello)}</p><p>${escape(intro)}</p><ul>${items}</ul>` +
    (more > 0 ? `<p>And ${more} more: <a href="${escape(forYouUrl)}">see all your opportunities</a>.</p>` : '') +
    `<hr><p><small>${escape(why)} <a href="${escape(settingsUrl)}">Change your notification settings</a> or ` +
    `<a href="${escape(unsubscribe)}">unsubscribe from job alert emails</a>.</small></p>`;

  return {
    to: to.email,
    subject: subjectOf(posts, opts.mode, posts.length + more),
    text: `${text}\n`,
    html,
    secrets: [unsubscribe],
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
