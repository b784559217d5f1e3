import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunities } from '../../db/schema/index.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { jobsXml } from './jobs-xml.js';

/**
 * The feeds (decision 0058) read by a strict XML parser: the Atom feed of a board search and the aggregators' feed,
 * with the elements their formats require, hostile text intact, the board's own conditions, and their caching.
 */

const APP_URL = 'https://jobs.example.com';
const HOSTILE = `Zebrafish <&]]> "lead" & 'co' </title>`;
const WORD = 'quixotic';

let t: TestApp;
let ref: ReferenceIds;
let token: string;
const posts: Record<string, { id: string; slug: string }> = {};

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['entry', 'link', 'job', 'category'].includes(name) });
const parseXml = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, any>;
};

async function post(name: string, input: Record<string, unknown>) {
  const res = await t.gql(ADD, { input }, token);
  expect(res.errors).toBeUndefined();
  posts[name] = res.data.addOpportunity;
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL } });
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 20);
  token = await t.login('employer@demo.test');
  await post('hostile', jobInput(ref, { title: HOSTILE, description: `<p>${WORD} work, <b>bold</b> &amp; more ]]&gt;</p>`, application_link: null }));
  await post('permanent', jobInput(ref, { title: `Permanent ${WORD} designer`, type: 'PERMANENT', location_type: 'REMOTE', location: null, is_compensation_displayed: false }));
  await post('project', projectInput(ref, { title: `A ${WORD} project` }));
  await post('draft', jobInput(ref, { title: `Draft ${WORD}`, is_active: false }));
  await post('closed', jobInput(ref, { title: `Closed ${WORD}` }));
  const closed = await t.gql(CLOSE, { id: posts.closed!.id, input: { reason: 'NO_LONGER_EXISTS', closed_at: new Date().toISOString().slice(0, 10) } }, token);
  expect(closed.errors).toBeUndefined();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const entriesOf = (feed: any) => (feed.entry ?? []) as any[];

describe('the Atom feed of a board search', () => {
  it('is valid Atom with the feed and entry elements RFC 4287 requires, the hostile title intact', async () => {
    const res = await get(`/jobs/feed.atom?q=${WORD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed } = parseXml(res.body);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${APP_URL}/jobs/feed.atom?q=${WORD}`);
    expect(feed.title['#text']).toBe(`Jobs matching “${WORD}” on Onbrief`);
    expect(Date.parse(feed.updated)).not.toBeNaN();
    const links = Object.fromEntries(feed.link.map((l: any) => [l['@_rel'], l['@_href']]));
    expect(links).toEqual({ self: `${APP_URL}/jobs/feed.atom?q=${WORD}`, alternate: `${APP_URL}/jobs?q=${WORD}` });

    // The board's conditions: open, published jobs with the word; not the project, the draft or the closed post.
    const entries = entriesOf(feed);
    expect(entries.map((e) => e.title['#text']).sort()).toEqual([HOSTILE, `Permanent ${WORD} designer`].sort());
    const hostile = entries.find((e) => e.title['#text'] === HOSTILE);
    const url = `${APP_URL}/jobs/${posts.hostile!.slug}`;
    expect(hostile.id).toBe(url);
    expect(hostile.link[0]).toMatchObject({ '@_rel': 'alternate', '@_href': url });
    expect(Date.parse(hostile.updated)).not.toBeNaN();
    expect(hostile.author.name).toBe('Northwind Studio');
    // The summary is text: the description's words, no markup.
    expect(hostile.summary['@_type']).toBe('text');
    expect(hostile.summary['#text']).toBe(`${WORD} work, bold & more ]]>`);
    expect(hostile.category.length).toBeGreaterThan(0);
  });

  it('reads the board query: filters, the kind, and unknown values dropped', async () => {
    const permanent = parseXml((await get(`/jobs/feed.atom?q=${WORD}&type=PERMANENT&page=3&junk=1`)).body).feed;
    expect(entriesOf(permanent).map((e) => e.title['#text'])).toEqual([`Permanent ${WORD} designer`]);
    expect(permanent.id).toBe(`${APP_URL}/jobs/feed.atom?q=${WORD}&type=PERMANENT`);
    const projects = parseXml((await get(`/jobs/feed.atom?kind=project&q=${WORD}`)).body).feed;
    expect(entriesOf(projects).map((e) => e.title['#text'])).toEqual([`A ${WORD} project`]);
    expect(projects.title['#text']).toBe(`Agency projects matching “${WORD}” on Onbrief`);
    const none = parseXml((await get('/jobs/feed.atom?q=nothingmatchesthisword')).body).feed;
    expect(entriesOf(none)).toEqual([]);
    expect(Date.parse(none.updated)).not.toBeNaN();
  });

  it('may be kept by shared caches, and answers 304 to its ETag', async () => {
    const res = await get(`/jobs/feed.atom?q=${WORD}&location=REMOTE`);
    expect(res.headers['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/jobs/feed.atom?q=${WORD}&location=REMOTE`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the aggregators’ feed', () => {
  it('lists every open post with the fields Indeed and LinkedIn ask for', async () => {
    const res = await get('/feeds/jobs.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { source } = parseXml(res.body);
    expect(source.publisher).toBe('Onbrief');
    expect(source.publisherurl).toBe(APP_URL);
    expect(Date.parse(source.lastBuildDate)).not.toBeNaN();
    const jobs = source.job as any[];
    const byId = new Map(jobs.map((j) => [j.referencenumber, j]));
    expect(byId.has(posts.draft!.id)).toBe(false);
    expect(byId.has(posts.closed!.id)).toBe(false);

    const hostile = byId.get(posts.hostile!.id);
    const url = `${APP_URL}/jobs/${posts.hostile!.slug}`;
    expect(hostile).toMatchObject({
      referencenumber: posts.hostile!.id, partnerJobId: posts.hostile!.id, title: HOSTILE, company: 'Northwind Studio',
      url, applyUrl: url, location: 'Leeds, England, United Kingdom', city: 'Leeds', state: 'England', country: 'GB',
      jobtype: 'contract', remotetype: 'Hybrid remote', workplaceTypes: 'Hybrid', salary: '£350 - £450 per day',
      salaries: { salary: { highEnd: { amount: '450', currencyCode: 'GBP' }, lowEnd: { amount: '350', currencyCode: 'GBP' }, period: 'DAILY', type: 'BASE_SALARY' } },
    });
    // The description is its sanitised HTML, whole, in CDATA.
    expect(hostile.description).toBe(`<p>${WORD} work, <b>bold</b> &amp; more ]]&gt;</p>`);
    expect(Date.parse(hostile.date)).not.toBeNaN();
    expect(hostile.listDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hostile.expirationdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const permanent = byId.get(posts.permanent!.id);
    expect(permanent).toMatchObject({ jobtype: 'fulltime', remotetype: 'Fully remote', workplaceTypes: 'Remote' });
    expect(permanent.salary).toBeUndefined();
    expect(permanent.salaries).toBeUndefined();
    // A project's budget is for the whole project: no salary.
    const project = byId.get(posts.project!.id);
    expect(project).toMatchObject({ jobtype: 'contract', city: 'London' });
    expect(project.salary).toBeUndefined();
  });

  it('is read a page at a time: every open post once, whatever the page size', async () => {
    const whole = async (pageSize: number) => {
      let xml = '';
      for await (const part of jobsXml(t.deps.db, APP_URL, new Date('2026-11-29T12:00:00Z'), pageSize)) xml += part;
      return (parseXml(xml).source.job as any[]).map((j) => j.referencenumber);
    };
    const all = await whole(500);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(posts.project!.id);
    expect(await whole(2)).toEqual(all);
    expect(await whole(1)).toEqual(all);
  });

  it('may be kept by shared caches, and answers 304 until a post changes', async () => {
    const res = await get('/feeds/jobs.xml');
    expect(res.headers['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    const lastModified = res.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await get('/feeds/jobs.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    await new Promise((r) => setTimeout(r, 1100));
    await t.deps.db.update(opportunities).set({ updated_at: new Date() }).where(eq(opportunities.id, Number(posts.permanent!.id)));
    expect((await get('/feeds/jobs.xml', { 'if-modified-since': lastModified })).statusCode).toBe(200);
  });
});
