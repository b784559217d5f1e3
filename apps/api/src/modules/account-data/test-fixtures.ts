import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import {
  applications,
  educations,
  experiences,
  freelancerPreferences,
  genres,
  industries,
  jobLevels,
  languages,
  opportunities,
  phoneVerifications,
  positions,
  qualifications,
  skills,
  uploads,
  userGenres,
  userIndustries,
  userJobLevels,
  userLanguages,
  userPositions,
  userQualifications,
  userSkills,
  users,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { docx, pdf, uploadFile } from '../files/test-fixtures.js';

export { DEMO_PASSWORD };

/** A new ACTIVE account of this type, signed in. */
export async function person(t: TestApp, email: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: await hashPassword(DEMO_PASSWORD), type: 'FREELANCER', status: 'ACTIVE', ...values })
    .returning();
  return { id: row!.id, token: await t.login(email) };
}

/**
 * A freelancer with something in every list and record: profile lists, preferences, education,
 * experience, a verification, an application to a demo post, a CV, a document and a photo.
 */
export async function fullFreelancer(t: TestApp, email: string, name: { first: string; last: string }) {
  const db = t.deps.db;
  const me = await person(t, email, {
    first_name: name.first,
    last_name: name.last,
    bio: `${name.first}'s bio`,
    phone: '07700 900111',
    phone_secondary: '+447700900222',
    address_1: '1 Erasable Street',
    city: 'Leeds',
    referee_1: 'Ref One',
    referee_2: 'Ref Two',
    ethnicity: 'Prefer not to say',
    linkedin: 'https://linkedin.com/in/someone',
    send_email: false,
  });
  const first = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const id = me.id;
  await db.insert(userIndustries).values({ user_id: id, industry_id: await first(db.select({ id: industries.id }).from(industries).limit(1)) });
  await db.insert(userGenres).values({ user_id: id, genre_id: await first(db.select({ id: genres.id }).from(genres).limit(1)) });
  await db.insert(userSkills).values({ user_id: id, skill_id: await first(db.select({ id: skills.id }).from(skills).limit(1)), is_top: true });
  await db.insert(userQualifications).values({ user_id: id, qualification_id: await first(db.select({ id: qualifications.id }).from(qualifications).limit(1)) });
  await db.insert(userPositions).values({ user_id: id, position_id: await first(db.select({ id: positions.id }).from(positions).limit(1)) });
  await db.insert(userJobLevels).values({ user_id: id, job_level_id: await first(db.select({ id: jobLevels.id }).from(jobLevels).limit(1)) });
  await db.insert(userLanguages).values({ user_id: id, language_id: await first(db.select({ id: languages.id }).from(languages).limit(1)) });
  await db.insert(freelancerPreferences).values({ user_id: id, job_type: 'FREELANCE', working_hours: 'FULLTIME', notice_period_unit: 'WEEKS' });
  await db.insert(educations).values({ user_id: id, school_name: `${name.first} School`, qualification: 'BA', description: 'Studied', started_on: '2010-09-01', ended_on: '2013-06-01' });
  await db.insert(experiences).values({ user_id: id, title: 'Designer', company: `${name.first} Works`, description: 'Designed', started_on: '2014-01-01' });
  await db.insert(phoneVerifications).values({ user_id: id, phone: '+447700900222', code_hash: 'not-a-real-hash', expires_at: new Date(Date.now() + 60_000) });
  const post = await first(db.select({ id: opportunities.id }).from(opportunities).limit(1));
  await db.insert(applications).values({ opportunity_id: post, user_id: id });

  const cv = await uploadFile(t, 'resumes', { token: me.token, bytes: pdf(), fileName: `${name.first}-cv.pdf` });
  const document = await uploadFile(t, 'documents', { token: me.token, bytes: docx(), fileName: 'portfolio.docx', type: 'application/octet-stream', name: 'Portfolio' });
  if (cv.status !== 201 || document.status !== 201) throw new Error(`upload failed: ${JSON.stringify([cv.body, document.body])}`);
  const photoKey = `${randomBytes(16).toString('hex')}.png`;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
  await t.deps.storage.put(photoKey, png, 'image/png');
  await db.insert(uploads).values({ key: photoKey, content_type: 'image/png', size: png.length, purpose: 'avatar', created_by: id });
  await db.update(users).set({ avatar: `/uploads/${photoKey}` }).where(eq(users.id, id));
  return { ...me, post, photoKey, cvId: Number(cv.body.id), documentId: Number(document.body.id) };
}

/** GET /api/account/export with this token. */
export async function download(t: TestApp, token?: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/export', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The entries of a ZIP, and its data.json parsed. */
export function readExport(bytes: Buffer) {
  const entries = unzipSync(new Uint8Array(bytes));
  return { entries, data: JSON.parse(strFromU8(entries['data.json']!)) as Record<string, any>, json: strFromU8(entries['data.json']!) };
}
