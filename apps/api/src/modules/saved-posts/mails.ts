import { escapeHtml as escape } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail.js';

/** The daily 'your saved posts closed' mail (decision 0054): titles and companies, the saved list, why it came. */

export interface ClosedSavedPost {
  id: number;
  title: string;
  company: string;
  target: 'JOB' | 'PROJECT';
}

export interface SavedMailLinks {
  appUrl: string;
  /** The one-click job-alert unsubscribe (the same switch turns these off). */
  unsubscribe: string;
}

export function savedClosedMail(to: { email: string; first_name: string | null }, posts: ClosedSavedPost[], links: SavedMailLinks): MailMessage {
  const group = posts[0]!.target === 'PROJECT' ? 'agency' : 'freelancer';
  const savedUrl = `${links.appUrl}/${group}/saved`;
  const settingsUrl = `${links.appUrl}/${group}/notification-settings`;
  const hello = `Hello ${to.first_name?.trim() || 'there'},`;
  const intro = posts.length === 1 ? 'A post you saved has closed and takes no more applications:' : `${posts.length} posts you saved have closed and take no more applications:`;
  const why = 'You get this email because you saved these posts and job alerts are on in your notification settings.';
  const text = [
    hello, intro, ...posts.map((p) => `${p.title}\n${p.company}`), `Your saved posts: ${savedUrl}`, '--',
    `${why}\nChange them: ${settingsUrl}\nUnsubscribe from job alert emails: ${links.unsubscribe}`,
  ].join('\n\n');
  const items = posts.map((p) => `<li><strong>${escape(p.title)}</strong><br>${escape(p.company)}</li>`).join('');
  const html =
    `<p>${escape(hello)}</p><p>${escape(intro)}</p><ul>${items}</ul><p><a href="${escape(savedUrl)}">See your saved posts</a></p>` +
    `<hr><p><small>${escape(why)} <a href="${escape(settingsUrl)}">Change your notification settings</a> or ` +
    `<a href="${escape(links.unsubscribe)}">unsubscribe from job alert emails</a>.</small></p>`;
  return {
    to: to.email,
    subject: posts.length === 1 ? `A post you saved has closed: ${posts[0]!.title}` : `${posts.length} posts you saved have closed`,
    text: `${text}\n`,
    html,
    secrets: [links.unsubscribe],
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
