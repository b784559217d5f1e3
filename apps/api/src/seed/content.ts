import { count } from 'drizzle-orm';
import { slugify, type ArticleAvailability, type ArticleType } from '@mp/domain';
import type { Db } from '../db/client.js';
import { articles, deals, landingPages } from '../db/schema/index.js';
import type { Storage } from '../adapters/storage.js';
import { LANDING_PAGES, landingPageValues, upgradePlaceholderLandingPages } from './landing-pages.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const paragraphs = (...ps: string[]) => ps.map((p) => `<p>${p}</p>`).join('\n');

const ARTICLES: { title: string; type: ArticleType; availability: ArticleAvailability; content: string }[] = [
  {
    title: 'Writing a brief that gets the right freelancer first time',
    type: 'ARTICLE',
    availability: 'PUBLIC',
    content: `<h2>Start with the outcome</h2>${paragraphs(
      'The best briefs describe what success looks like before they describe the work. Say who the audience is, what they should do after seeing the result, and how you will measure it.',
      'Then list the deliverables, the formats and the deadline, and be honest about the budget: a range saves everyone a round of emails.',
    )}<ul><li>One paragraph on the business problem</li><li>Deliverables and formats</li><li>Budget range and deadline</li><li>Who signs off</li></ul>`,
  },
  {
    title: 'Day rates in 2024: what creative freelancers charge',
    type: 'ARTICLE',
    availability: 'FREELANCER_AND_AGENCY',
    content: paragraphs(
      'We looked at several thousand opportunities posted over the last year. Motion designers and senior UX designers saw the steepest rises, while copywriting rates held steady.',
      'Rates outside London have closed some of the gap since remote work became normal, but clients still pay a premium for people who can come in for workshops.',
    ),
  },
  {
    title: 'How agencies win pitches without working for free',
    type: 'ARTICLE',
    availability: 'AGENCY',
    content: `${paragraphs(
      'Speculative creative work is expensive and rarely decides the pitch. Clients buy confidence: show how you think through a case study close to their problem instead.',
    )}<blockquote>Charge for discovery, and the client who values it will pay.</blockquote>`,
  },
  {
    title: 'Mentoring: from junior designer to creative lead',
    type: 'MENTORING',
    availability: 'PUBLIC',
    content: paragraphs(
      'Our mentors have each led creative teams for a decade or more. In monthly sessions they help you build a portfolio that shows judgement, not just craft, and prepare for the conversations a lead has every week.',
    ),
  },
  {
    title: 'Mentoring for freelancers going limited',
    type: 'MENTORING',
    availability: 'FREELANCER_AND_AGENCY',
    content: paragraphs(
      'Moving from sole trader to a limited company changes how you invoice, pay yourself and plan for tax. Book a session with an accountant who works with creative freelancers.',
    ),
  },
  {
    title: 'Mentoring circle for agency founders',
    type: 'MENTORING',
    availability: 'AGENCY',
    content: paragraphs(
      'A small group of founders of agencies with five to fifty people meets every six weeks to compare notes on hiring, pricing and keeping clients for years.',
    ),
  },
  {
    title: 'Training: accessibility essentials for digital designers',
    type: 'TRAINING',
    availability: 'PUBLIC',
    content: `${paragraphs('A two-hour online course covering colour contrast, focus order, readable type and writing good alternative text.')}<ol><li>Why accessibility is a design decision</li><li>Checking contrast and focus</li><li>Testing with a screen reader</li></ol>`,
  },
  {
    title: 'Training: BIM coordination for architectural freelancers',
    type: 'TRAINING',
    availability: 'FREELANCER_AND_AGENCY',
    content: paragraphs(
      'Practices increasingly ask freelancers to work inside a shared model. This course walks through clash detection, naming conventions and handing over a clean model.',
    ),
  },
  {
    title: 'Training: running a profitable retainer',
    type: 'TRAINING',
    availability: 'AGENCY',
    content: paragraphs(
      'Retainers keep an agency steady, but only when the scope is written down and reviewed. Learn how to set one up, report on it every month and renew it on better terms.',
    ),
  },
];

const DEALS = [
  { title: '30% off Figma Professional', subtitle: 'For your first year', link: 'https://www.figma.com/pricing/' },
  { title: 'Three months free accounting software', subtitle: 'Invoices, expenses and tax returns', link: 'https://www.freeagent.com/' },
  { title: '20% off professional indemnity insurance', subtitle: 'Cover for creative and digital work', link: 'https://www.hiscox.co.uk/' },
  { title: 'Free co-working day passes', subtitle: 'Five days at studios across the UK', link: 'https://www.workin.space/' },
  { title: '15% off Adobe Creative Cloud', subtitle: 'All apps plan, billed yearly', link: 'https://www.adobe.com/creativecloud/plans.html' },
  { title: 'Discounted portfolio hosting', subtitle: 'Half price for a year', link: 'https://www.squarespace.com/' },
  { title: 'Two free sessions with a business coach', subtitle: 'For agency founders', link: 'https://www.example.com/coaching' },
];

/**
 * Demo articles, deals and landing pages; only into an empty articles table. Returns whether it did. A demo database
 * made before the marketing pages had their copy gets it for each page still as seeded.
 */
export async function seedContent(db: Db, storage: Storage): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) {
    await upgradePlaceholderLandingPages(db, storage);
    return false;
  }
  // The heroes are stored first: files outside the transaction, as an upload is.
  const pages = await Promise.all(LANDING_PAGES.map(async (page) => ({ page, values: await landingPageValues(db, storage, page) })));
  await db.transaction(async (tx) => {
    await tx.insert(articles).values(
      ARTICLES.map((a, i) => ({ ...a, slug: slugify(a.title), created_at: daysAgo(3 * i + 1), published_at: daysAgo(3 * i + 1) })),
    );
    // One draft, so the console shows the difference.
    await tx.insert(articles).values({
      title: 'Draft: what we learned from our community survey',
      slug: 'draft-community-survey',
      content: paragraphs('Results are being written up.'),
      type: 'ARTICLE',
      availability: 'PUBLIC',
    });
    await tx.insert(deals).values(
      DEALS.map((d, i) => ({
        ...d,
        slug: slugify(d.title),
        content: paragraphs(`${d.subtitle}. Sign in with your marketplace account email to claim the offer.`),
        created_at: daysAgo(2 * i + 1),
        published_at: daysAgo(2 * i + 1),
      })),
    );
    await tx.insert(landingPages).values(
      pages.map(({ page, values }, i) => ({
        ...values,
        name: page.name,
        slug: slugify(page.name),
        display_in_footer: page.display_in_footer,
        sort_order: i,
        published_at: new Date(),
      })),
    );
  });
  return true;
}
