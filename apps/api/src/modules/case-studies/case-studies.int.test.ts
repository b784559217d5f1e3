import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDY_MSG, UPLOAD_MSG, imageTooLargeMessage } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { caseStudies, caseStudyMedia, uploads, userGenres, users, userServices, userTeams } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/**
 * Case studies and the agency profile (decision 0051), on the database: each operation allowed and refused
 * for the owner, a guest admin, a guest member, another agency, the company side, a freelancer and a visitor; the
 * rules of the form; the images (uploads of the team, deleted with what removes them).
 */

const FIELDS = `id title headline description thumbnail video_url videoEmbed external_url canEdit
  media { kind image url embedUrl } agency { id agency_name avatar }`;
const CREATE = `mutation($input: CaseStudyInput!, $key: String) { createCaseStudy(input: $input, idempotencyKey: $key) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CaseStudyInput!) { updateCaseStudy(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCaseStudy(id: $id) }`;
const ONE = `query($id: ID!) { caseStudy(id: $id) { ${FIELDS} } }`;
const LIST = `query($agencyId: ID, $first: Int, $page: Int) { caseStudies(agencyId: $agencyId, first: $first, page: $page) {
  data { id title } paginatorInfo { currentPage hasMorePages total } } }`;
const PROFILE = `query($id: ID) { agencyProfile(id: $id) { id agency_name avatar bio website phones locations email_verified isOwn canEdit
  services { id name } genres { id name } caseStudies { data { id } paginatorInfo { total hasMorePages } } } }`;

type Role = 'owner' | 'guestAdmin' | 'member' | 'otherAgency' | 'company' | 'companyGuest' | 'inactiveCompany' | 'freelancer' | 'visitor';

let t: TestApp;
let ref: ReferenceIds;
let hash: string;
const tokens = {} as Record<Role, string | undefined>;
let teamId: number;
let otherId: number;

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

let made = 0;
/** An agency team (listed unless said) with a guest admin and a guest member, each with a session. */
async function makeAgency(opts: { verified?: boolean } = {}) {
  const db = t.deps.db;
  const n = ++made;
  const person = async (values: Omit<typeof users.$inferInsert, 'password_hash'>) => {
    const [row] = await db.insert(users).values({ status: 'ACTIVE', password_hash: hash, ...values }).returning({ id: users.id });
    return { id: row!.id, token: await issueToken(db, row!.id, { ip: '127.0.0.1' }) };
  };
  const owner = await person({
    email: `agency${n}@example.com`, type: 'AGENCY', first_name: 'Olive', last_name: 'Owner', agency_name: `Agency ${n}`,
    email_verified_at: opts.verified === false ? null : new Date(), agency_locations: ['London', 'Leeds'],
    agency_phone: [{ attributes: { phone: '+447700900123' } }], website: 'https://agency.example', bio: '<p>We <b>build</b><script>x()</script></p>',
  });
  await db.insert(userTeams).values({ user_id: owner.id, team_id: owner.id, role: 'admin', active: true, can_post_jobs: true });
  const guest = async (name: string, role: 'admin' | 'member') => {
    const p = await person({ email: `agency${n}-${name}@example.com`, type: 'GUEST', first_name: name, last_name: 'Guest' });
    await db.insert(userTeams).values({ user_id: p.id, team_id: owner.id, role, active: true, can_post_jobs: false });
    return p;
  };
  return { owner, admin: await guest('admin', 'admin'), member: await guest('member', 'member') };
}

const solid = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 120, b: 200 } } });

async function upload(token: string | undefined, purpose: string, bytes?: Buffer) {
  const fd = new FormData();
  fd.append('purpose', purpose);
  fd.append('file', new Blob([new Uint8Array(bytes ?? (await solid(64, 48).png().toBuffer()))], { type: 'image/png' }), 'image.png');
  const body = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': body.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() as { url: string; message?: string } };
}
const uploaded = async (token: string, purpose: 'thumbnail' | 'case-study-media') => (await upload(token, purpose)).body.url;

const stored = async (path: string) => (await t.deps.storage.get(path.slice('/uploads/'.length))) !== null;
const recorded = async (path: string) => (await t.deps.db.$count(uploads, eq(uploads.key, path.slice('/uploads/'.length)))) > 0;

const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Launch film', description: '<p>A launch film for a <b>bank</b>.</p>', ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  [{ h: hash }] = (await t.deps.db.select({ h: users.password_hash }).from(users).where(eq(users.email, 'employer@demo.test'))) as [{ h: string }];
  const team = await makeAgency();
  const other = await makeAgency();
  teamId = team.owner.id;
  otherId = other.owner.id;
  Object.assign(tokens, {
    owner: team.owner.token, guestAdmin: team.admin.token, member: team.member.token, otherAgency: other.owner.token,
    company: await t.login('employer@demo.test'), companyGuest: await t.login('member@demo.test'),
    inactiveCompany: await t.login('inactive@demo.test'), freelancer: await t.login('freelancer@demo.test'), visitor: undefined,
  });
  await t.deps.db.insert(userServices).values(ref.services.map((service_id) => ({ user_id: teamId, service_id })));
  await t.deps.db.insert(userGenres).values(ref.design.genres.map((genre_id) => ({ user_id: teamId, genre_id })));
});
afterAll(async () => t.close());

describe('case study images', () => {
  it('are uploaded by the agency group only, at most 5 MB, JPEG or PNG', async () => {
    for (const role of ['owner', 'guestAdmin', 'member'] as const) {
      expect((await upload(tokens[role], 'thumbnail')).status).toBe(201);
      expect((await upload(tokens[role], 'case-study-media')).status).toBe(201);
    }
    for (const role of ['company', 'companyGuest', 'freelancer'] as const) expect((await upload(tokens[role], 'thumbnail')).status).toBe(403);
    expect((await upload(undefined, 'thumbnail')).status).toBe(401);
    const head = await solid(4, 4).png().toBuffer();
    const big = await upload(tokens.owner, 'thumbnail', Buffer.concat([head, Buffer.alloc(5_000_001 - head.length, 7)]));
    expect(big).toMatchObject({ status: 422, body: { message: "Your image's file size is too large (max 5 MB)" } });
    expect(imageTooLargeMessage('case-study-media')).toBe(big.body.message);
    const gif = await upload(tokens.owner, 'thumbnail', await solid(4, 4).gif().toBuffer());
    expect(gif.body.message).toBe(UPLOAD_MSG.imageType);
    const exe = await upload(tokens.owner, 'case-study-media', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000, 1)]));
    expect(exe.body.message).toBe(UPLOAD_MSG.imageType);
  });
});

describe('createCaseStudy', () => {
  it('adds a case study with a thumbnail and 3 media for any person of the team, once per key', async () => {
    const [thumbnail, a, b] = [await uploaded(tokens.member!, 'thumbnail'), await uploaded(tokens.member!, 'case-study-media'), await uploaded(tokens.owner!, 'case-study-media')];
    const key = randomUUID();
    const input = form({
      description: '<p onclick="steal()">Our <b>best</b> work<script>alert(1)</script></p>' + '<p>' + 'x'.repeat(150) + '</p>',
      thumbnail, video_url: 'https://youtu.be/dQw4w9WgXcQ', external_url: 'https://example.com/film',
      media: [{ kind: 'image', image: a }, { kind: 'video', url: 'https://vimeo.com/76979871' }, { kind: 'image', image: b }],
    });
    const res = await t.gql(CREATE, { input, key }, tokens.member);
    expect(res.errors).toBeUndefined();
    const cs = res.data.createCaseStudy;
    expect(cs).toMatchObject({
      title: 'Launch film', thumbnail, videoEmbed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', canEdit: true,
      agency: { id: String(teamId), agency_name: 'Agency 1' },
      media: [
        { kind: 'image', image: a, url: null, embedUrl: null },
        { kind: 'video', url: 'https://vimeo.com/76979871', embedUrl: 'https://player.vimeo.com/video/76979871' },
        { kind: 'image', image: b },
      ],
    });
    expect(cs.description).not.toMatch(/script|onclick|alert/);
    expect(cs.description).toContain('<b>best</b>');
    expect(cs.headline).toHaveLength(100);
    expect(cs.headline.startsWith('Our best work ')).toBe(true);
    const again = await t.gql(CREATE, { input, key }, tokens.member);
    expect(again.data.createCaseStudy.id).toBe(cs.id);
    expect(await t.deps.db.$count(caseStudies, eq(caseStudies.agency_id, teamId))).toBe(1);
    const reused = await t.gql(CREATE, { input: { ...input, title: 'Other' }, key }, tokens.member);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each([
    ['no title', { title: '  ' }, CASE_STUDY_MSG.title],
    ['no description', { description: '<p> </p>' }, CASE_STUDY_MSG.description],
    ['only a script', { description: '<script>alert(1)</script>' }, CASE_STUDY_MSG.description],
    ['1001 characters', { description: `<p>${'y'.repeat(1001)}</p>` }, CASE_STUDY_MSG.descriptionTooLong],
    ['a javascript: link', { external_url: 'javascript:alert(1)' }, CASE_STUDY_MSG.link],
    ['a video that is no link', { video_url: 'not a link' }, CASE_STUDY_MSG.link],
    ['a thumbnail that is no upload', { thumbnail: `/uploads/${'a'.repeat(32)}.png` }, UPLOAD_MSG.invalidImage],
    ['a thumbnail elsewhere', { thumbnail: 'https://evil.test/x.png' }, UPLOAD_MSG.invalidImage],
  ])('refuses %s with the message, storing nothing', async (_name, extra, message) => {
    const before = await t.deps.db.$count(caseStudies);
    const res = await t.gql(CREATE, { input: form(extra) }, tokens.owner);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toBe(message);
    expect(await t.deps.db.$count(caseStudies)).toBe(before);
  });

  it('accepts exactly 1000 characters of text, counted after the sanitiser', async () => {
    const res = await t.gql(CREATE, { input: form({ description: `<p>${'z'.repeat(1000)}</p><script>${'q'.repeat(500)}</script>` }) }, tokens.owner);
    expect(res.errors).toBeUndefined();
    expect(res.data.createCaseStudy.description).toBe(`<p>${'z'.repeat(1000)}</p>`);
  });

  it('refuses a fourth media item', async () => {
    const before = await t.deps.db.$count(caseStudies);
    const media = Array.from({ length: 4 }, () => ({ kind: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' }));
    const res = await t.gql(CREATE, { input: form({ media }) }, tokens.owner);
    expect(messageOf(res)).toBe(CASE_STUDY_MSG.tooManyMedia);
    expect(await t.deps.db.$count(caseStudies)).toBe(before);
  });

  it("refuses another team's upload, an upload of another purpose, and one image twice", async () => {
    const theirs = await uploaded(tokens.otherAgency!, 'thumbnail');
    expect(messageOf(await t.gql(CREATE, { input: form({ thumbnail: theirs }) }, tokens.owner))).toBe(UPLOAD_MSG.invalidImage);
    const media = await uploaded(tokens.owner!, 'case-study-media');
    expect(messageOf(await t.gql(CREATE, { input: form({ thumbnail: media }) }, tokens.owner))).toBe(UPLOAD_MSG.invalidImage);
    const twice = [{ kind: 'image', image: media }, { kind: 'image', image: media }];
    expect(messageOf(await t.gql(CREATE, { input: form({ media: twice }) }, tokens.owner))).toBe(UPLOAD_MSG.invalidImage);
  });

  it("refuses an image another case study holds (removing it there would break this one)", async () => {
    const thumbnail = await uploaded(tokens.owner!, 'thumbnail');
    expect(codeOf(await t.gql(CREATE, { input: form({ thumbnail }) }, tokens.owner))).toBe('OK');
    expect(messageOf(await t.gql(CREATE, { input: form({ thumbnail }) }, tokens.owner))).toBe(UPLOAD_MSG.invalidImage);
  });

  it('plays only YouTube and Vimeo, by exact host; any other link stays a plain link', async () => {
    const links = ['https://www.youtube.com@evil.test/watch?v=dQw4w9WgXcQ', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.test/embed/dQw4w9WgXcQ'];
    const res = await t.gql(CREATE, { input: form({ video_url: links[0], media: links.map((url) => ({ kind: 'video', url })) }) }, tokens.owner);
    expect(res.data.createCaseStudy.videoEmbed).toBeNull();
    expect(res.data.createCaseStudy.media.map((m: { embedUrl: string | null }) => m.embedUrl)).toEqual([null, null, null]);
  });

  it.each([
    ['company', 'FORBIDDEN'], ['companyGuest', 'FORBIDDEN'], ['freelancer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED'],
  ] as const)('is refused to %s (%s)', async (role, code) => {
    const before = await t.deps.db.$count(caseStudies);
    expect(codeOf(await t.gql(CREATE, { input: form() }, tokens[role]))).toBe(code);
    expect(await t.deps.db.$count(caseStudies)).toBe(before);
  });
});

describe('reading case studies', () => {
  let theirs: string;
  let hidden: string;
  let hiddenTeam: Awaited<ReturnType<typeof makeAgency>>;
  beforeAll(async () => {
    theirs = (await t.gql(CREATE, { input: form({ title: 'Their work' }) }, tokens.otherAgency)).data.createCaseStudy.id;
    hiddenTeam = await makeAgency({ verified: false });
    hidden = (await t.gql(CREATE, { input: form({ title: 'Unlisted work' }) }, hiddenTeam.member.token)).data.createCaseStudy.id;
  });

  it("lists the viewer's own team's, 8 a page, newest first", async () => {
    for (let i = 0; i < 9; i++) await t.gql(CREATE, { input: form({ title: `Page item ${i}` }) }, tokens.guestAdmin);
    const first = await t.gql(LIST, {}, tokens.member);
    expect(first.data.caseStudies.data).toHaveLength(8);
    expect(first.data.caseStudies.data[0].title).toBe('Page item 8');
    expect(first.data.caseStudies.paginatorInfo).toMatchObject({ currentPage: 1, hasMorePages: true });
    const total = first.data.caseStudies.paginatorInfo.total;
    const last = await t.gql(LIST, { page: Math.ceil(total / 8) }, tokens.member);
    expect(last.data.caseStudies.paginatorInfo.hasMorePages).toBe(false);
    expect(codeOf(await t.gql(LIST, {}, tokens.company))).toBe('FORBIDDEN');
  });

  it.each(['owner', 'member', 'company', 'companyGuest', 'otherAgency'] as const)("shows a listed agency's case study to %s", async (role) => {
    const one = await t.gql(ONE, { id: theirs }, tokens[role]);
    expect(one.data.caseStudy).toMatchObject({ id: theirs, title: 'Their work', canEdit: role === 'otherAgency' });
    const list = await t.gql(LIST, { agencyId: String(otherId) }, tokens[role]);
    expect(list.data.caseStudies.data.map((c: { id: string }) => c.id)).toContain(theirs);
  });

  it.each([
    ['freelancer', 'NOT_FOUND'], ['inactiveCompany', 'NOT_FOUND'], ['visitor', 'UNAUTHENTICATED'],
  ] as const)('hides case studies from %s (%s)', async (role, code) => {
    expect(codeOf(await t.gql(ONE, { id: theirs }, tokens[role]))).toBe(code);
    expect(codeOf(await t.gql(LIST, { agencyId: String(otherId) }, tokens[role]))).toBe(code);
    expect(codeOf(await t.gql(PROFILE, { id: String(otherId) }, tokens[role]))).toBe(code);
  });

  it("shows an unlisted agency's case studies to its own team only", async () => {
    expect((await t.gql(ONE, { id: hidden }, hiddenTeam.owner.token)).data.caseStudy.title).toBe('Unlisted work');
    for (const role of ['company', 'otherAgency', 'owner'] as const) {
      expect(codeOf(await t.gql(ONE, { id: hidden }, tokens[role]))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(LIST, { agencyId: String(hiddenTeam.owner.id) }, tokens[role]))).toBe('NOT_FOUND');
    }
    await t.deps.db.update(users).set({ privacy: 'INACTIVE', email_verified_at: new Date() }).where(eq(users.id, hiddenTeam.owner.id));
    expect(codeOf(await t.gql(ONE, { id: hidden }, tokens.company))).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an unknown id and for an id that is no agency', async () => {
    expect(codeOf(await t.gql(ONE, { id: '2147483647' }, tokens.company))).toBe('NOT_FOUND');
    const [company] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@demo.test'));
    expect(codeOf(await t.gql(LIST, { agencyId: String(company!.id) }, tokens.company))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: 'abc' }, tokens.company))).toBe('BAD_USER_INPUT');
  });
});

describe('updateCaseStudy and deleteCaseStudy', () => {
  async function withImages(token: string) {
    const thumbnail = await uploaded(token, 'thumbnail');
    const [a, b] = [await uploaded(token, 'case-study-media'), await uploaded(token, 'case-study-media')];
    const res = await t.gql(CREATE, { input: form({ thumbnail, media: [{ kind: 'image', image: a }, { kind: 'image', image: b }] }) }, token);
    return { id: res.data.createCaseStudy.id as string, thumbnail, a, b };
  }

  it('replaces the form for any person of the team; removed and replaced images are deleted after the commit', async () => {
    const cs = await withImages(tokens.owner!);
    const thumbnail = await uploaded(tokens.member!, 'thumbnail');
    const res = await t.gql(UPDATE, {
      id: cs.id,
      input: form({ title: 'Renamed', thumbnail, media: [{ kind: 'image', image: cs.b }, { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] }),
    }, tokens.member);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCaseStudy).toMatchObject({
      title: 'Renamed', thumbnail, media: [{ kind: 'image', image: cs.b }, { kind: 'video', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }],
    });
    for (const gone of [cs.thumbnail, cs.a]) {
      expect(await stored(gone)).toBe(false);
      expect(await recorded(gone)).toBe(false);
    }
    for (const kept of [thumbnail, cs.b]) expect(await stored(kept)).toBe(true);
  });

  it('keeps everything when the change is refused', async () => {
    const cs = await withImages(tokens.owner!);
    const res = await t.gql(UPDATE, { id: cs.id, input: form({ media: Array.from({ length: 4 }, () => ({ kind: 'image', image: cs.a })) }) }, tokens.owner);
    expect(messageOf(res)).toBe(CASE_STUDY_MSG.tooManyMedia);
    expect(await t.deps.db.$count(caseStudyMedia, eq(caseStudyMedia.case_study_id, Number(cs.id)))).toBe(2);
    expect(await stored(cs.a)).toBe(true);
  });

  it.each([
    ['otherAgency', 'NOT_FOUND'], ['company', 'FORBIDDEN'], ['companyGuest', 'FORBIDDEN'], ['freelancer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED'],
  ] as const)('is refused to %s (%s), changing nothing', async (role, code) => {
    const cs = await withImages(tokens.owner!);
    const version = async () => (await t.deps.db.select({ v: sql<string>`xmin::text` }).from(caseStudies).where(eq(caseStudies.id, Number(cs.id))))[0]?.v;
    const before = await version();
    expect(codeOf(await t.gql(UPDATE, { id: cs.id, input: form({ title: 'Hijacked' }) }, tokens[role]))).toBe(code);
    expect(codeOf(await t.gql(DELETE, { id: cs.id }, tokens[role]))).toBe(code);
    expect(await version()).toBe(before);
    expect(await stored(cs.thumbnail)).toBe(true);
  });

  it('deletes a case study of the team with its images', async () => {
    const cs = await withImages(tokens.guestAdmin!);
    expect((await t.gql(DELETE, { id: cs.id }, tokens.member)).data.deleteCaseStudy).toBe(true);
    expect(await t.deps.db.$count(caseStudies, eq(caseStudies.id, Number(cs.id)))).toBe(0);
    for (const path of [cs.thumbnail, cs.a, cs.b]) expect(await stored(path)).toBe(false);
    expect(codeOf(await t.gql(DELETE, { id: cs.id }, tokens.member))).toBe('NOT_FOUND');
  });
});

describe('agencyProfile', () => {
  it("is the viewer's own team's without an id, with verification and edit rights", async () => {
    const own = await t.gql(PROFILE, {}, tokens.owner);
    expect(own.errors).toBeUndefined();
    expect(own.data.agencyProfile).toMatchObject({
      id: String(teamId), agency_name: 'Agency 1', website: 'https://agency.example', phones: ['+447700900123'],
      locations: ['London', 'Leeds'], email_verified: true, isOwn: true, canEdit: true,
    });
    expect(own.data.agencyProfile.bio).toBe('<p>We <b>build</b></p>');
    expect(own.data.agencyProfile.services.map((s: { id: string }) => Number(s.id)).sort()).toEqual([...ref.services].sort());
    expect(own.data.agencyProfile.genres).toHaveLength(ref.design.genres.length);
    expect(own.data.agencyProfile.caseStudies.data.length).toBeLessThanOrEqual(10);
    expect((await t.gql(PROFILE, {}, tokens.guestAdmin)).data.agencyProfile.canEdit).toBe(true);
    expect((await t.gql(PROFILE, {}, tokens.member)).data.agencyProfile).toMatchObject({ isOwn: true, canEdit: false });
  });

  it('shows a listed agency to the company side and other agencies, without its verification', async () => {
    for (const role of ['company', 'companyGuest', 'otherAgency'] as const) {
      const res = await t.gql(PROFILE, { id: String(teamId) }, tokens[role]);
      expect(res.data.agencyProfile).toMatchObject({ id: String(teamId), email_verified: null, isOwn: false, canEdit: false });
    }
    expect(codeOf(await t.gql(PROFILE, {}, tokens.company))).toBe('FORBIDDEN');
  });
});

describe('one image, two case studies at once', () => {
  it('lets only one of two concurrent creations hold a new image', async () => {
    const thumbnail = await uploaded(tokens.owner!, 'thumbnail');
    const [a, b] = await Promise.all([
      t.gql(CREATE, { input: form({ title: 'Race A', thumbnail }) }, tokens.owner),
      t.gql(CREATE, { input: form({ title: 'Race B', thumbnail }) }, tokens.member),
    ]);
    expect([codeOf(a), codeOf(b)].sort()).toEqual(['BAD_USER_INPUT', 'OK']);
    expect(await t.deps.db.$count(caseStudies, eq(caseStudies.thumbnail, thumbnail))).toBe(1);
  });
});
