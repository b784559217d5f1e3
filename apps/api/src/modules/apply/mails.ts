import { escapeHtml as escape } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail.js';

interface Post {
  id: number;
  title: string;
  follow_up: string;
  application_link: string | null;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** To the applicant: the post's follow-up message (001 section 5: "Follow up message") and, when set, the employer's ATS link. */
export function followUpMail(to: { email: string; first_name: string | null }, post: Post, company: string, postUrl: string): MailMessage {
  const hello = `Hello ${to.first_name ?? 'there'},`;
  const intro = `Your application for ${post.title} at ${company} has been sent. Their message to applicants:`;
  const ats = post.application_link ? `They also ask applicants to complete their application on their own site: ${post.application_link}` : '';
  return {
    to: to.email,
    subject: `Your application: ${post.title}`,
    text: [hello, intro, post.follow_up, ats, `The opportunity: ${postUrl}`].filter(Boolean).join('\n\n') + '\n',
    html:
      `<p>${escape(hello)}</p><p>${escape(intro)}</p><blockquote>${paragraphs(post.follow_up)}</blockquote>` +
      (ats ? `<p>They also ask applicants to complete their application on <a href="${escape(post.application_link!)}">their own site</a>.</p>` : '') +
      `<p><a href="${escape(postUrl)}">See the opportunity</a></p>`,
    secrets: [],
  };
}

/** The notice's subject and the words that name the applicant (an erased account's name is taken out of them, decision 0035). */
export const newApplicantSubject = (title: string) => `New applicant for ${title}`;
export const APPLIED_FOR = ' has applied for ';

/** To the posting team's admins and the member the post is assigned to, with the applicant's message when they wrote one. */
export function newApplicantMail(
  to: { email: string; first_name: string | null }, post: Post, applicant: string, applicantsUrl: string, message: string | null = null,
): MailMessage {
  const hello = `Hello ${to.first_name ?? 'there'},`;
  const body = `${applicant}${APPLIED_FOR}${post.title}.`;
  const wrote = message ? `They wrote:\n\n${message}` : null;
  return {
    to: to.email,
    subject: newApplicantSubject(post.title),
    text: [hello, body, wrote, `See the applicants: ${applicantsUrl}`].filter(Boolean).join('\n\n') + '\n',
    html:
      `<p>${escape(hello)}</p><p>${escape(body)}</p>` +
      (message ? `<p>They wrote:</p><blockquote style="white-space:pre-wrap">${escape(message)}</blockquote>` : '') +
      `<p><a href="${escape(applicantsUrl)}">See the applicants</a></p>`,
    secrets: [],
  };
}
