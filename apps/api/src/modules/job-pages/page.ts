import {
  formatCompensation, formatDate, htmlToText, IR35_OPTIONS, JOB_DURATIONS, LOCATION_TYPE_LABELS, PROJECT_DURATIONS,
} from '@mp/domain';
import { absolute, jobPostingJsonLd, jobUrl, scriptJson } from './json-ld.js';
import type { PublicJob } from './service.js';

/**
 * The public job page's document (decision 0028): the post's head tags (title, description, canonical, Open
 * Graph, the JobPosting JSON-LD of an open post), written into the app's page as the server rendered it for a
 * visitor (renderedJobPageHtml), or into the built index.html with the post as plain semantic HTML in #root
 * (jobPageHtml: for a signed-in reader, or when the render is not available), which the app replaces, from
 * the data in #public-job-data (no second request).
 */

export const PRODUCT_NAME = 'Onbrief';
/** The product's image for Open Graph when the company's logo may not be used (apps/web/public). */
export const PRODUCT_IMAGE = '/icon-512.png';
/** The element holding the page's data for the app (features/jobs reads it). */
export const DATA_ELEMENT_ID = 'public-job-data';
export const DESCRIPTION_MAX = 160;

/** The page's words; the app shows the same (apps/web/src/features/jobs/texts.ts). */
export const JOB_PAGE_TEXT = {
  closed: (target: PublicJob['target']) => (target === 'PROJECT' ? 'This project is closed' : 'This opportunity is closed'),
  closedDetail: 'It no longer takes applications.',
  signIn: 'Sign in to apply',
  signUp: 'Create an account',
} as const;

/** Who applies: freelancers to jobs, agencies to projects; their sign-in brings them back to the post. */
export const applyGroup = (target: PublicJob['target']) => (target === 'PROJECT' ? 'agency' : 'freelancer');
export const signInHref = (job: Pick<PublicJob, 'target' | 'slug'>) =>
  `/${applyGroup(job.target)}/login?redirectTo=${encodeURIComponent(`/jobs/${job.slug}`)}`;
export const signUpHref = (job: Pick<PublicJob, 'target'>) => `/${applyGroup(job.target)}/register`;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The description's text, cut at a word under DESCRIPTION_MAX characters. */
export function metaDescription(html: string): string {
  const text = htmlToText(html).replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export const pageTitleOf = (job: PublicJob) => `${job.title} at ${job.company.name}`;

const durationLabel = (job: PublicJob) =>
  job.duration === null
    ? null
    : ((job.target === 'PROJECT' ? PROJECT_DURATIONS : JOB_DURATIONS) as readonly { value: number; label: string }[]).find((d) => d.value === job.duration)?.label ?? null;

/** The facts under the title, label and value, as the page lists them. */
export function factsOf(job: PublicJob): [string, string][] {
  const facts: [string, string | null][] = [
    ['Location', job.location],
    ['How you work', job.location_type ? LOCATION_TYPE_LABELS[job.location_type] : null],
    ['Type of role', job.type_name],
    ['Working hours', job.sub_type_name],
    ['Experience level', job.level?.name ?? null],
    ['Position', job.position?.name ?? null],
    ['Professional discipline', job.industries.map((i) => i.name).join(', ') || null],
    [job.target === 'PROJECT' ? 'Budget' : 'Compensation', job.is_compensation_displayed ? formatCompensation(job) : null],
    ['Duration', durationLabel(job)],
    ['Inside IR35', job.is_ir35 === null ? null : IR35_OPTIONS.find((o) => o.value === job.is_ir35)?.label ?? null],
    ['Date posted', formatDate(job.job_number)],
  ];
  return facts.filter((f): f is [string, string] => Boolean(f[1]));
}

const list = (heading: string, items: string[]) =>
  items.length ? `<section><h2>${escapeHtml(heading)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul></section>` : '';

/** The post as plain HTML, for readers and crawlers without JavaScript. */
export function bodyHtml(job: PublicJob): string {
  const must = (x: { name: string; must_have: boolean }) => (x.must_have ? `${x.name} (must have)` : x.name);
  const facts = factsOf(job)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const status = job.closed
    ? `<p class="jp-closed" role="status"><strong>${escapeHtml(JOB_PAGE_TEXT.closed(job.target))}</strong> ${escapeHtml(JOB_PAGE_TEXT.closedDetail)}</p>`
    : `<p class="jp-apply"><a href="${escapeHtml(signInHref(job))}">${escapeHtml(JOB_PAGE_TEXT.signIn)}</a> <a href="${escapeHtml(signUpHref(job))}">${escapeHtml(JOB_PAGE_TEXT.signUp)}</a></p>`;
  return [
    '<main class="jp"><article>',
    `<p class="jp-company">${escapeHtml(job.company.name)}</p>`,
    `<h1>${escapeHtml(job.title)}</h1>`,
    status,
    `<dl>${facts}</dl>`,
    // Sanitised on the way in (decision 0022): p, br, b, strong, i, em, u, ul, ol, li, no attribute.
    `<section><h2>Description</h2>${job.description}</section>`,
    list('Skills', job.skills.filter((s) => !s.software).map(must)),
    list('Software skills', job.skills.filter((s) => s.software).map(must)),
    list('Qualifications', job.qualifications.map(must)),
    list('Category experience', job.genres.map((g) => g.name)),
    list('Services required', job.services.map((s) => s.name)),
    '</article></main>',
  ].join('');
}

/** Plain layout for the served HTML, on the theme's CSS variables (the shell's stylesheet defines them). */
const BODY_CSS = `.jp{max-width:52rem;margin:0 auto;padding:2rem 1rem;font-family:var(--mantine-font-family);color:var(--mantine-color-text);line-height:1.55}
.jp h1{font-size:2rem;line-height:1.2;margin:.25rem 0 1rem;overflow-wrap:anywhere}.jp h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.jp-company{margin:0;color:var(--mantine-color-dimmed)}.jp dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.75rem}
.jp dt{font-size:.875rem;color:var(--mantine-color-dimmed)}.jp dd{margin:0;font-weight:600}.jp-apply a{margin-right:1rem}`;

export interface HeadOptions {
  appUrl: string;
  /** The build's index.html (its scripts and stylesheets), or a bare document without a build. */
  template: string;
}

/** The head of an open or closed post's page: title, description, canonical, Open Graph and the JSON-LD. */
function headOf(job: PublicJob, appUrl: string) {
  const url = jobUrl(appUrl, job.slug);
  const description = metaDescription(job.description);
  const image = absolute(appUrl, job.company.logo ?? PRODUCT_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(job.closed ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', pageTitleOf(job)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary'),
    // Not run (a data block), so the CSP's script-src does not apply; escaped so that no title can end it.
    ...(job.closed ? [] : [`<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, appUrl))}</script>`]),
  ];
  return { title: `${pageTitleOf(job)} | ${PRODUCT_NAME}`, description, tags };
}

/** The whole document for an open or closed post, as plain HTML that the app replaces. */
export function jobPageHtml(job: PublicJob, { appUrl, template }: HeadOptions): string {
  const { title, description, tags } = headOf(job, appUrl);
  return fillTemplate(template, {
    title,
    description,
    head: [...tags, `<style data-job-page>${BODY_CSS}</style>`].join('\n    '),
    root: `<div id="root" data-server-page="job">${bodyHtml(job)}</div>`,
    beforeBodyEnd: `<script type="application/json" id="${DATA_ELEMENT_ID}">${scriptJson(job)}</script>`,
  });
}

/**
 * The document the server entry rendered for a visitor (the app's own page, which the browser hydrates),
 * with the post's head.
 */
export function renderedJobPageHtml(job: PublicJob, { appUrl, document }: { appUrl: string; document: string }): string {
  const { title, description, tags } = headOf(job, appUrl);
  return fillTemplate(document, { title, description, head: tags.join('\n    ') });
}

/** The document for a post that has no page: the app's shell, which says 'Page Not Found!' (served as a 404). */
export function notFoundHtml(template: string): string {
  return fillTemplate(template, { head: '<meta name="robots" content="noindex" />' });
}

/** A bare document when there is no build (tests, the API alone). */
export const BARE_TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Onbrief</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

function fillTemplate(
  template: string,
  parts: { title?: string; description?: string; head?: string; root?: string; beforeBodyEnd?: string },
): string {
  let out = template;
  if (parts.title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title!)}</title>`);
  if (parts.description !== undefined) {
    const tag = `<meta name="description" content="${escapeHtml(parts.description)}" />`;
    out = /<meta name="description"[^>]*>/.test(out) ? out.replace(/<meta name="description"[^>]*>/, () => tag) : out.replace('</head>', () => `  ${tag}\n  </head>`);
  }
  if (parts.head) out = out.replace('</head>', () => `  ${parts.head}\n  </head>`);
  if (parts.root) out = out.replace('<div id="root"></div>', () => parts.root!);
  if (parts.beforeBodyEnd) out = out.replace('</body>', () => `  ${parts.beforeBodyEnd}\n  </body>`);
  return out;
}
