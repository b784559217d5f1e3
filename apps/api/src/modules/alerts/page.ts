import { escapeHtml as escape } from '../../lib/html.js';

/**
 * The unsubscribe pages (decision 0040): small documents of their own, readable without script, in the product's
 * look (decision 0019: the gray tuple of apps/web/src/ui/theme.ts and the group's brand shade 6, Fern for freelancers,
 * Ember for agencies, Indigo for companies; white text on each passes AA). Each list that may be stopped (job alerts
 * here, message notices in conversation/unsubscribe.ts) brings its own words.
 */

export type PageGroup = 'freelancer' | 'agency' | 'company';

export interface UnsubscribeTexts {
  askTitle: string;
  ask: (email: string) => string;
  button: string;
  doneTitle: string;
  done: string;
  /** Under the done page's words, with a link to the notification settings (where the group has the page). */
  again: string;
  settings: string;
  badTitle: string;
  bad: string;
}

export const UNSUBSCRIBE_TEXT = {
  askTitle: 'Unsubscribe from job alerts',
  ask: (email: string) => `Stop emails about new opportunities that match your profile, sent to ${email}?`,
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'We will not email you about new opportunities any more. Other emails about your account still come.',
  again: 'You can turn job alert emails on again in your notification settings.',
  settings: 'Notification settings',
  badTitle: 'This link does not work',
  bad: 'This unsubscribe link is not valid. Copy the whole link from the email, or turn job alert emails off in your notification settings after signing in.',
} as const satisfies UnsubscribeTexts;

const BRAND: Record<PageGroup, string> = { freelancer: '#0c7a5f', agency: '#c2410c', company: '#4146cf' };

/** a••••@example.test: enough for the owner to recognise, little for anyone the mail was forwarded to. */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}••••@${domain}`;
};

function page(title: string, body: string, group: PageGroup): string {
  const brand = BRAND[group];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | Onbrief</title>
<style>
body{margin:0;background:#f6f7f9;color:#1a1d26;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#fff;border-top:4px solid ${brand};padding:12px 20px;font-weight:800;letter-spacing:-0.04em;font-size:22px}
header .brand{color:inherit;text-decoration:none}header span{color:${brand}}
main{max-width:560px;margin:32px auto;padding:24px;background:#fff;border:1px solid #d4d8df;border-radius:8px}
h1{font-size:28px;line-height:1.2;letter-spacing:-0.02em;margin:0 0 12px}
p{margin:0 0 16px}p:last-child,form{margin-bottom:0}.muted{color:#565d6c;font-size:14px}
a{color:${brand}}
button{font:inherit;font-weight:600;color:#fff;background:${brand};border:0;border-radius:6px;padding:10px 20px;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #1a1d26;outline-offset:2px}
@media (max-width:600px){main{margin:16px;padding:20px}h1{font-size:24px}}
</style>
</head>
<body>
<header><a class="brand" href="/" aria-label="Onbrief home"><span>on</span>brief</a></header>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The group's notification settings page (a company's has the Messages switch alone). */
export const settingsPath = (group: PageGroup): string | null => `/${group}/notification-settings`;

function settingsLink(texts: UnsubscribeTexts, appUrl: string, group: PageGroup): string {
  const path = settingsPath(group);
  if (!path) return '';
  return `\n<p class="muted">${escape(texts.again)} <a href="${escape(`${appUrl}${path}`)}">${escape(texts.settings)}</a></p>`;
}

/** GET: asks; the button POSTs (a GET changes nothing, since mail scanners open links). */
export function askPage(texts: UnsubscribeTexts, opts: { email: string; action: string; group: PageGroup }): string {
  return page(
    texts.askTitle,
    `<p>${escape(texts.ask(maskEmail(opts.email)))}</p>
<form method="post" action="${escape(opts.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escape(texts.button)}</button>
</form>`,
    opts.group,
  );
}

/** After the POST, or a GET for someone already unsubscribed. */
export function donePage(texts: UnsubscribeTexts, opts: { group: PageGroup; appUrl: string }): string {
  return page(texts.doneTitle, `<p>${escape(texts.done)}</p>${settingsLink(texts, opts.appUrl, opts.group)}`, opts.group);
}

export function badLinkPage(texts: UnsubscribeTexts): string {
  return page(texts.badTitle, `<p>${escape(texts.bad)}</p>`, 'freelancer');
}
