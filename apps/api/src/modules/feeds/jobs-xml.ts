import { and, desc, isNull, lt, sql } from 'drizzle-orm';
import { adDescriptionHtml, countries, employmentTypeOf, formatCompensation, jobUrl, placeParts } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities as o, users } from '../../db/schema/index.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { cdataElement, element } from './xml.js';

/**
 * The job aggregators' feed (Indeed's XML feed and LinkedIn's XML job feed): every open, published post of an ACTIVE
 * company, written a page of posts at a time as it is read, so its size never sits in memory. Each <job> carries the
 * fields both ask for under their own names (Indeed's `referencenumber`, `url`, `date`, `city`/`state`/`country`,
 * `jobtype`, `salary`; LinkedIn's `partnerJobId`, `applyUrl`, `listDate`, `location`, `workplaceTypes`, `salaries`):
 * each reads the ones it knows.
 */

export const JOBS_XML_PATH = '/feeds/jobs.xml';
/** Posts read per statement (two statements a page: the ids, then the posts as their public page reads them). */
export const FEED_PAGE = 500;

/** Open (not closed), published posts of an ACTIVE company, newest id first, after `before`. */
export async function openPostIds(db: Db, before: number | null, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        isNull(o.deleted_at), sql`${o.is_active}`, sql`${o.is_public}`,
        before === null ? undefined : lt(o.id, before),
        sql`(select ${users.status} from ${users} where ${users.id} = ${o.team_id}) = 'ACTIVE'`,
      ),
    )
    .orderBy(desc(o.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The last change of any post (a close changes it too), for Last-Modified; null when there is none. */
export async function lastPostChange(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | Date | null>`max(${o.updated_at})` }).from(o);
  return row?.at ? new Date(row.at) : null;
}

/** Indeed's job types; LinkedIn maps the same words in its feed set-up. */
const JOB_TYPES: Record<string, string> = { CONTRACTOR: 'contract', FULL_TIME: 'fulltime', PART_TIME: 'parttime', TEMPORARY: 'temporary', OTHER: 'other' };
/** Indeed's remotetype and LinkedIn's workplaceTypes. */
const REMOTE: Record<string, [indeed: string | null, linkedIn: string]> = {
  REMOTE: ['Fully remote', 'Remote'], HYBRID: ['Hybrid remote', 'Hybrid'], ONSITE: [null, 'On-site'],
};
const PERIODS: Record<string, string> = { DAY: 'DAILY', YEAR: 'YEARLY' };

let codes: Map<string, string> | undefined;
/** Both feeds want a country's ISO code: a place label ends with the country's name when its code was not kept. */
const countryCode = (country: string) => (codes ??= new Map(countries().map((c) => [c.name.toUpperCase(), c.code]))).get(country.toUpperCase()) ?? country;

/** A job's pay when it is shown, as LinkedIn's structured salary (a project's budget is no salary). */
function salaries(job: PublicJob): string {
  if (job.target !== 'JOB' || !job.is_compensation_displayed || job.minimumBudget === null || !job.compensation_unit) return '';
  const amount = (name: string, value: number | null) =>
    value === null ? '' : `<${name}>${element('amount', value)}${element('currencyCode', job.compensation_currency)}</${name}>`;
  const high = amount('highEnd', job.maximumBudget ?? job.minimumBudget);
  return `<salaries><salary>${high}${amount('lowEnd', job.minimumBudget)}${element('period', PERIODS[job.compensation_unit])}${element('type', 'BASE_SALARY')}</salary></salaries>`;
}

/** One <job>: texts in CDATA, the description as its sanitised HTML (decision 0022). */
export function jobXml(appUrl: string, job: PublicJob): string {
  const url = jobUrl(appUrl, job.slug);
  const place = job.location ? placeParts(job.location, job.location_country) : null;
  const remote = job.location_type ? REMOTE[job.location_type] : job.location ? REMOTE.ONSITE : REMOTE.REMOTE;
  const posted = new Date(`${job.job_number}T00:00:00Z`);
  const pay = job.target === 'JOB' && job.is_compensation_displayed ? formatCompensation(job) : null;
  return [
    '<job>',
    cdataElement('referencenumber', job.id),
    cdataElement('partnerJobId', job.id),
    cdataElement('title', job.title),
    cdataElement('company', job.company.name),
    cdataElement('date', posted.toUTCString()),
    element('listDate', job.job_number),
    cdataElement('url', url),
    cdataElement('applyUrl', url),
    cdataElement('location', job.location),
    cdataElement('city', place?.locality),
    cdataElement('state', place?.region),
    cdataElement('country', place ? countryCode(place.country) : job.location_country),
    cdataElement('description', adDescriptionHtml(job)),
    cdataElement('jobtype', [...employmentTypeOf(job.type, job.sub_type), ...(job.agency?.work_term === 'TEMPORARY' ? ['TEMPORARY'] : [])].map((t) => JOB_TYPES[t] ?? 'other').join(', ')),
    cdataElement('remotetype', remote?.[0]),
    element('workplaceTypes', remote?.[1]),
    element('expirationdate', job.valid_through),
    cdataElement('salary', pay),
    salaries(job),
    cdataElement('category', job.industries.map((i) => i.name).join(', ')),
    '</job>\n',
  ].join('');
}

/** The whole feed, a page of posts at a time. `now` is the build's date. */
export async function* jobsXml(db: Db, appUrl: string, now: Date = new Date(), pageSize = FEED_PAGE): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="utf-8"?>\n<source>\n';
  yield `${element('publisher', 'Onbrief')}${element('publisherurl', appUrl)}${element('lastBuildDate', now.toUTCString())}\n`;
  let before: number | null = null;
  for (;;) {
    const ids = await openPostIds(db, before, pageSize);
    if (ids.length === 0) break;
    const jobs = await findPublicJobsByIds(db, ids, now);
    yield jobs.filter((job) => !job.closed).map((job) => jobXml(appUrl, job)).join('');
    if (ids.length < pageSize) break;
    before = ids[ids.length - 1]!;
  }
  yield '</source>\n';
}
