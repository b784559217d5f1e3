import { and, eq, inArray } from 'drizzle-orm';
import { SITE_PAGES, type SitePageSlug } from '@mp/domain';
import type { Db } from '../db/client.js';
import { landingPages } from '../db/schema/index.js';
import { sanitizeRichText } from '../modules/content/sanitize.js';

const p = (...ps: string[]) => ps.map((text) => `<p>${text}</p>`).join('');
const h = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const CONTACT = '<a href="mailto:support@example.com">support@example.com</a>';

/**
 * The starting text of the legal and company pages (decision 0020). The administrator edits them in the
 * console (Content: Landing pages); the product name and prices are left out of the text on purpose: the
 * name is the web's, and the pricing page shows the prices from the platform settings above this text.
 */
export const SITE_PAGE_CONTENT: Record<SitePageSlug, string> = {
  'privacy-policy': [
    p('This policy explains what personal data we collect when you use the platform, why we collect it, and the choices you have. We are the controller of that data under the UK General Data Protection Regulation and the Data Protection Act 2018.'),
    h('What we collect'),
    ul(
      'Account details: your name, email address, phone number, password (stored only as a one-way hash) and the type of account you hold.',
      'Profile details you choose to add: your work history, skills, CV and supporting documents, portfolio and case studies, rates and availability.',
      'Company and billing details for employers: company name, billing and invoice addresses, and the last four digits and type of a saved card (the card itself is held by our payment provider).',
      'Activity on the platform: opportunities posted and applied for, messages and notifications sent to you, and technical logs (IP address, browser, times of sign-in) kept for security.',
    ),
    h('Why we use it'),
    ul(
      'To run your account and match opportunities with candidates and agencies (performance of our contract with you).',
      'To show your profile to employers when your privacy settings allow it, and to send the notifications you ask for.',
      'To take payments, issue invoices and keep accounting records (legal obligation).',
      'To keep the platform secure, prevent fraud and abuse, and fix errors (legitimate interests).',
    ),
    h('Who we share it with'),
    p('Employers see the profile and application details of candidates who apply to them, or whose profile is public. We use carefully chosen processors for hosting, email delivery, payments and error reporting; they act only on our instructions. We never sell personal data.'),
    h('How long we keep it'),
    p('We keep your account data while your account is open and for up to two years after it closes, and invoices for six years as the law requires. Security logs are kept for twelve months.'),
    h('Your rights'),
    p(`You may ask for a copy of your data, its correction or deletion, restrict or object to its use, or take it elsewhere. Write to ${CONTACT}; we answer within one month. You can also complain to the Information Commissioner's Office (ico.org.uk).`),
  ].join(''),
  'platform-terms': [
    p('These terms govern the use of the platform by everyone who visits it or holds an account. By creating an account you agree to them, together with the terms for candidates or for employers that apply to you.'),
    h('Accounts'),
    ul(
      'You must be at least 18 and give accurate information. Keep your password to yourself: you are responsible for what is done with your account.',
      'Company accounts are checked before they can post; we may decline or suspend an account that breaks these terms.',
      'Team administrators decide who joins their team and what each member may do.',
    ),
    h('Acceptable use'),
    p('Do not post unlawful, misleading or discriminatory content, collect other users\' data for purposes unrelated to hiring, interfere with the platform\'s security, or use it to send unsolicited marketing. Opportunities must describe real work.'),
    h('Content you add'),
    p('You keep ownership of what you upload. You give us the licence we need to host and show it to the people you choose. We may remove content that breaks these terms.'),
    h('Our responsibility'),
    p('We provide the platform with reasonable care and skill, but we are not party to the agreements made between employers, candidates and agencies, and we do not guarantee that an opportunity will be filled or an application succeed. Nothing in these terms limits liability that cannot be limited by law.'),
    h('Changes and law'),
    p('We will give notice of material changes to these terms by email or on the platform. These terms are governed by the law of England and Wales.'),
  ].join(''),
  cookies: [
    p('We use a small number of cookies and similar browser storage to keep you signed in and the platform working. We do not use advertising cookies.'),
    h('Strictly necessary'),
    ul(
      '<strong>Sign-in</strong>: your session token is kept in your browser\'s local storage so that you stay signed in; it is removed when you sign out.',
      '<strong>lh_user</strong>: the id of the signed-in account, set when you sign in or register and removed when you sign out.',
      '<strong>lh_team</strong>: the team you used last, so that you come back to it.',
      '<strong>Security</strong>: a short-lived cookie that protects the administrator\'s impersonation sign-in against cross-site requests.',
    ),
    h('Your choices'),
    p('Because these cookies are needed for the platform to work, they are not switched off by a consent banner. You can remove them in your browser\'s settings at any time; you will then be signed out.'),
    p(`Questions about cookies: ${CONTACT}.`),
  ].join(''),
  'candidate-terms': [
    p('These terms apply to freelancers, candidates and agencies who look for work through the platform, in addition to the platform terms.'),
    h('Your profile'),
    ul(
      'Keep your profile, CV and availability accurate and up to date; only claim qualifications and experience you hold.',
      'Your profile privacy setting decides whether employers can find you; employers you apply to always see your application.',
      'Agencies are responsible for the accuracy of their case studies and for the members of their team.',
    ),
    h('Applying'),
    p('Applying is free. When you apply, the employer sees your application and the profile details it needs. Any engagement, rate and working arrangement is agreed directly between you and the employer; we are not your employer or agent.'),
    h('Conduct'),
    p('Be honest and courteous in your dealings with employers. Do not apply on behalf of someone else or circumvent an employer\'s stated requirements such as the right to work.'),
    h('Closing your account'),
    p(`You can ask us to close your account at any time by writing to ${CONTACT}.`),
  ].join(''),
  'employer-terms': [
    p('These terms apply to companies and their team members who post opportunities and agency projects, in addition to the platform terms.'),
    h('Posting'),
    ul(
      'Each opportunity or agency project uses one job-post credit when it is posted. Credits are bought pay-as-you-go or come with a subscription (see Pricing).',
      'Opportunities must be for real, lawful roles, describe the work and its location or remote arrangement truthfully, and must not discriminate.',
      'You may edit or close an opportunity at any time; a closed opportunity does not return its credit.',
    ),
    h('Payment'),
    p('Prices are shown before you pay and exclude VAT, which is added at the current rate. Card payments are taken when you buy; purchases on a credit account are invoiced, with payment due within the days stated on the invoice. Subscriptions renew monthly until cancelled.'),
    h('Candidates\' data'),
    p('Use the details of applicants only to assess them for the role they applied for, keep them secure, and delete them when you no longer need them. You are the controller of the data you download.'),
    h('Hires'),
    p('Where a commission on permanent or freelance hires applies, it is agreed in writing before the hire and invoiced separately.'),
  ].join(''),
  'about-us': [
    p('We connect companies with the freelancers and agencies who do their best work: designers, developers, writers, producers and specialists across the creative and digital industries.'),
    h('What we believe'),
    ul(
      'Good work starts with a clear brief, so posting an opportunity is quick and honest about the budget.',
      'Candidates own their profiles and decide who sees them.',
      'Agencies deserve to be found for their work, not for the size of their advertising budget.',
    ),
    h('How it works'),
    p('Employers post job opportunities and agency projects; freelancers and agencies find them, apply, and show their portfolio. Every company is checked before it can post, and our team reads every report of misuse.'),
    p(`We are a small team based in the United Kingdom. Say hello at ${CONTACT}.`),
  ].join(''),
  // The prices, and any volume discount, are the panel's above this text, from the settings the basket reads:
  // the text promises none of them.
  pricing: [
    h('What is included'),
    ul(
      'Every job opportunity or agency project you post uses one job-post credit and stays live until you close it.',
      'Applicants, team members and the agency marketplace are included at no extra cost.',
      'Companies with a credit account can buy on account and pay by invoice.',
    ),
    h('Questions'),
    p(`Need more than ten posts a month, or a tailored plan for your team? Write to ${CONTACT}.`),
  ].join(''),
  faqs: [
    h('For employers'),
    '<h3>How do I post an opportunity?</h3>',
    p('Create a company account. Once we have approved it and you have a job-post credit, choose New Job Opportunity or New Agency Project from the menu.'),
    '<h3>How long does approval take?</h3>',
    p('We check new company accounts within one working day and email you when yours is approved.'),
    '<h3>Can my colleagues help manage applicants?</h3>',
    p('Yes. Invite them from Manage Team; team administrators decide who may post.'),
    h('For candidates and agencies'),
    '<h3>Does it cost anything to apply?</h3>',
    p('No. Creating a profile and applying to opportunities is free.'),
    '<h3>Who can see my profile?</h3>',
    p('You choose in Profile Privacy. Employers you apply to always see your application.'),
    '<h3>I forgot my password. What now?</h3>',
    p('Use “Forgot your password?” on the login page; we email you a link to set a new one.'),
    h('Still stuck?'),
    p(`Write to ${CONTACT} and we will get back to you within one working day.`),
  ].join(''),
  'contact-us': [
    p('We are happy to help with your account, a posting, a payment or anything else about the platform.'),
    h('Support'),
    ul(
      `Email: ${CONTACT}`,
      'Hours: Monday to Friday, 9am to 5:30pm UK time. We answer within one working day.',
    ),
    h('Billing and invoices'),
    p('Include your company name and the invoice number, and we will sort it out quickly.'),
    h('Reporting a problem'),
    p('If you see an opportunity or profile that looks wrong, tell us which page it is on; we review every report.'),
  ].join(''),
};

/**
 * Starting texts seeded before that promised what the settings may not hold: a page still holding one as seeded is
 * given today's at the next start; an edited one is the administrator's. The pricing page's promised a volume
 * discount on every install, though none is set by default.
 */
export const SUPERSEDED: Partial<Record<SitePageSlug, string[]>> = {
  pricing: [
    [
      h('What is included'),
      ul(
        'Every job opportunity or agency project you post uses one job-post credit and stays live until you close it.',
        'Applicants, team members and the agency marketplace are included at no extra cost.',
        'Buying several posts at once brings a volume discount, shown in the basket before you pay.',
        'Companies with a credit account can buy on account and pay by invoice.',
      ),
      h('Questions'),
      p(`Need more than ten posts a month, or a tailored plan for your team? Write to ${CONTACT}.`),
    ].join(''),
  ],
};

/** Where the site pages sort in the console's landing-page list: after the marketing pages. */
const SITE_PAGE_SORT_BASE = 1000;

/**
 * Adds any missing site page (by slug) with its starting text, published and out of the footer's
 * landing-page column (the footer links them in their own columns). Existing pages are left alone, but one still
 * holding a superseded starting text word for word. Runs at every start, on every database (decision 0020);
 * returns how many it added.
 */
export async function seedSitePages(db: Db): Promise<number> {
  const rows = await db
    .insert(landingPages)
    .values(
      SITE_PAGES.map((page, i) => ({
        name: page.name,
        slug: page.slug,
        sort_order: SITE_PAGE_SORT_BASE + i,
        display_in_footer: false,
        content: sanitizeRichText(SITE_PAGE_CONTENT[page.slug]),
        published_at: new Date(),
      })),
    )
    .onConflictDoNothing({ target: landingPages.slug })
    .returning({ id: landingPages.id });
  for (const [slug, texts] of Object.entries(SUPERSEDED) as [SitePageSlug, string[]][]) {
    await db
      .update(landingPages)
      .set({ content: sanitizeRichText(SITE_PAGE_CONTENT[slug]), updated_at: new Date() })
      .where(and(eq(landingPages.slug, slug), inArray(landingPages.content, texts.map(sanitizeRichText))));
  }
  return rows.length;
}
