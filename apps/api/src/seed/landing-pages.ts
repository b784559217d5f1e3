import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { landingPages } from '../db/schema/index.js';
import type { Storage } from '../adapters/storage.js';
import { sanitizeRichText } from '../modules/content/sanitize.js';
import { storeSeedImage } from './store-image.js';

const p = (...ps: string[]) => ps.map((text) => `<p>${text}</p>`).join('');
const h = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export interface LandingPageSeed {
  name: string;
  display_in_footer: boolean;
  heading: string;
  /** The hero image under assets/landing/, and what it shows. */
  hero: string;
  hero_alt: string;
  cta_label: string;
  cta_url: string;
  /** The employers' page shows the prices from the settings (below its text), so the text promises none. */
  show_prices: boolean;
  content: string;
}

/**
 * The demo's marketing pages: what the product does for each audience, told as it works today. Like the site pages,
 * the text leaves out the product's name (the web's) and every price (the settings').
 */
export const LANDING_PAGES: LandingPageSeed[] = [
  {
    name: 'Hire creative freelancers',
    display_in_footer: true,
    heading: 'Hire creative freelancers and agencies who fit the brief',
    hero: 'hire-creative-freelancers.jpg',
    hero_alt: 'Portfolio pieces from creative freelancers: illustration, type, charts and motion',
    cta_label: 'Post a job',
    cta_url: '/company/register',
    show_prices: true,
    content: [
      p('Post a paid opportunity and hear from designers, developers, writers, producers and agencies who read your brief and want the work.'),
      h('Post in minutes'),
      p('Describe the role or the project, the skills and software it needs, where the work happens and the budget. Job opportunities reach freelancers; agency projects reach agencies. Each post goes on the public job board, to the candidates whose alerts match it, and to Google for Jobs.'),
      h('Choose from people who applied'),
      ul(
        'Read each applicant’s profile, portfolio and CV in one place.',
        'Move applicants through your stages and keep notes your team can see.',
        'When you close a post, the applicants you did not choose are told, so nobody waits for an answer.',
      ),
      h('Hire as a team'),
      p('Invite colleagues to the company account as admins or members and decide who may post. Browse the agency marketplace for studios and their case studies before you brief them.'),
      h('Honest pricing'),
      p('Every company is checked before it can post, usually within one working day. Each opportunity or agency project uses one job-post credit: buy credits as you need them or take a monthly subscription. Applicants and team members cost nothing extra.'),
    ].join(''),
  },
  {
    name: 'Find freelance work',
    display_in_footer: true,
    heading: 'Find freelance and permanent work in the creative industries',
    hero: 'find-freelance-work.jpg',
    hero_alt: 'Job cards on a board, one of them marked as applied',
    cta_label: 'Find work',
    cta_url: '/jobs',
    show_prices: false,
    content: [
      p('Paid opportunities from companies who were checked before they could post: freelance and permanent roles in design, development, writing, film and more.'),
      h('Search the board'),
      p('Every open job is on the public board. Search by title, skill, software or company, and narrow by discipline, role type and whether the work is on site, remote or hybrid.'),
      h('Apply where you read'),
      p('Build your profile once: your disciplines, skills, experience, portfolio and CV. Then apply from the job’s own page in one click, with a message if you like. Applying is always free.'),
      h('Hear about the right jobs first'),
      ul(
        'Job alerts for the searches you save, as soon as a post goes live or in a daily digest.',
        'A list of opportunities chosen for you from your disciplines and skills.',
        'Save posts for later and see where each application stands.',
      ),
      h('Your profile, your choice'),
      p('You decide whether employers can find your profile. The companies you apply to always see your application.'),
    ].join(''),
  },
  {
    name: 'For agencies',
    display_in_footer: true,
    heading: 'Win projects for your agency, on the strength of your work',
    hero: 'for-agencies.jpg',
    hero_alt: 'Three agency case studies side by side, with the team above them',
    cta_label: 'Join as an agency',
    cta_url: '/agency/register',
    show_prices: false,
    content: [
      p('Companies post agency projects for studios and teams: websites, brand identities, campaigns, films and apps. Find the ones that suit you and apply as an agency.'),
      h('Be found in the marketplace'),
      p('Once your email is verified and your profile complete, your agency is listed in the agency marketplace with your logo, locations, services and case studies. Employers browse it before they brief.'),
      h('Show the work'),
      ul(
        'Case studies with a thumbnail, images, video and a link to the live work.',
        'The services you offer and the sectors you have worked in.',
        'A short story of who you are and where you are based.',
      ),
      h('Apply to projects'),
      p('Agency projects are shown to agencies only. Apply from the project’s page in one click, save projects for later, and get alerts when new ones match what you do.'),
      h('Work as a team'),
      p('Invite your colleagues to the agency account and share the pipeline. Creating an agency profile and applying is free.'),
    ].join(''),
  },
  {
    name: 'Our story',
    display_in_footer: false,
    heading: 'Our story',
    hero: 'our-story.jpg',
    hero_alt: 'Employers, freelancers and agencies connected through one platform',
    cta_label: 'See how it works',
    cta_url: '/marketing/how-it-works',
    show_prices: false,
    content: [
      p('We started with a simple frustration: good creative work was hard to find and hard to hire for. Briefs were vague, applications disappeared into silence, and the best studios were found by word of mouth alone.'),
      h('What we set out to build'),
      p('A place where employers post real, paid work and say what it pays; where freelancers and agencies apply in a click and hear back; and where a portfolio counts for more than an advertising budget.'),
      h('How we work'),
      ul(
        'Every company is checked before it can post.',
        'Candidates own their profiles and decide who sees them.',
        'Our team reads every report of misuse.',
      ),
      h('Who we are'),
      p('A small team based in the United Kingdom, working with the creative and digital industries every day.'),
    ].join(''),
  },
];

/** What the first demo databases held on every marketing page: the page's name and nothing else to say. */
export const placeholderText = (name: string) => `<p>${name}: a page of the marketing site.</p>`;

const asset = (file: string) => new URL(`./assets/landing/${file}`, import.meta.url);

/** The columns a landing page takes from its seed, its hero stored through the storage (an upload's address). */
export async function landingPageValues(db: Db, storage: Storage, page: LandingPageSeed) {
  return {
    heading: page.heading,
    content: sanitizeRichText(page.content),
    hero_image: await storeSeedImage(db, storage, asset(page.hero), 'article', null),
    hero_alt: page.hero_alt,
    cta_label: page.cta_label,
    cta_url: page.cta_url,
    show_prices: page.show_prices,
  };
}

/**
 * Gives a demo marketing page still holding its placeholder the page's real copy, hero and call to action; a page
 * whose text, heading or hero the administrator changed is theirs and stays. Returns how many it upgraded.
 */
export async function upgradePlaceholderLandingPages(db: Db, storage: Storage): Promise<number> {
  const untouched = await db
    .select({ id: landingPages.id, content: landingPages.content })
    .from(landingPages)
    .where(
      and(
        inArray(landingPages.content, LANDING_PAGES.map((page) => placeholderText(page.name))),
        isNull(landingPages.heading),
        isNull(landingPages.hero_image),
      ),
    );
  let upgraded = 0;
  for (const row of untouched) {
    const page = LANDING_PAGES.find((seed) => placeholderText(seed.name) === row.content);
    if (!page) continue;
    const values = await landingPageValues(db, storage, page);
    const done = await db
      .update(landingPages)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(landingPages.id, row.id), eq(landingPages.content, placeholderText(page.name)), isNull(landingPages.hero_image)))
      .returning({ id: landingPages.id });
    upgraded += done.length;
  }
  return upgraded;
}
