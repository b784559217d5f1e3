import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { fullName } from '@mp/domain';
import type { Db, Tx } from '../db/client.js';
import {
  educations, experiences, freelancerPreferences, genres, jobLevels, languages, positions, qualifications, resumes, skills, uploads,
  userGenres, userIndustries, userJobLevels, userLanguages, userPositions, userQualifications, users, userSkills,
} from '../db/schema/index.js';
import { normaliseImage } from '../modules/uploads/image.js';
import { newPrivateKey, newStorageKey, privateStorageOf, type Storage } from '../adapters/storage.js';

/**
 * The demo freelancers' profiles, so an employer opening a demo applicant sees a real profile:
 * a photo (a generated PNG stored as an upload, purpose `photo`), the profile lists, preferences, salary,
 * one experience, one education and a CV (a small PDF made here, in the private store, decision 0030).
 * Each piece is added only when the person has none (a photo when `avatar` is null, the lists when there is
 * no discipline, a CV when there is none, …), so it runs at every start and changes nothing the second time.
 * Nina Berg keeps her profile private (privacy INACTIVE): employers she did not apply to do not find her.
 */

interface DemoFreelancer {
  email: string;
  vetted: boolean;
  colour: string;
  industry: number;
  genres: string[];
  skills: string[];
  /** The first of `skills` is the top skill. */
  software: string[];
  qualifications?: string[];
  level: string;
  position: string;
  job_type: 'FREELANCE' | 'PERMANENT' | 'BOTH';
  working_hours: 'FULLTIME' | 'PARTTIME' | 'BOTH_TIME';
  salary: { unit: 'DAY' | 'YEAR'; min: number; max: number };
  experience: { title: string; company: string; description: string; from: string; to: string | null };
  education: { qualification: string; school_name: string; description: string; from: string; to: string };
  /** The lines of the CV. */
  summary: string;
  /** INACTIVE: the profile shows only to the teams applied to (set once, with the lists). */
  privacy?: 'INACTIVE';
}

export const DEMO_FREELANCERS: DemoFreelancer[] = [
  {
    email: 'freelancer@demo.test', vetted: true, colour: '#2f6f73', industry: 1,
    genres: ['Branding & Identity', 'Digital Products & Apps'], skills: ['Motion Graphics', 'Art Direction', 'Typography'],
    software: ['Adobe After Effects', 'Figma'], level: 'SENIOR', position: 'Digital Designer', job_type: 'FREELANCE', working_hours: 'FULLTIME',
    salary: { unit: 'DAY', min: 350, max: 450 },
    experience: { title: 'Senior Motion Designer', company: 'Channel Studio', description: 'Title sequences, idents and launch films for broadcast and streaming clients.', from: '2016-01', to: null },
    education: { qualification: 'BA (Hons) Graphic Design', school_name: 'Kingston School of Art', description: 'Moving image and typography.', from: '2012-09', to: '2015-06' },
    summary: 'Motion designer with ten years in broadcast: idents, title sequences and launch films.',
  },
  {
    email: 'olivia.okafor@demo.test', vetted: true, colour: '#7a4b8c', industry: 1,
    genres: ['Branding & Identity', 'Packaging'], skills: ['Brand Identity', 'Typography', 'Art Direction'],
    software: ['Adobe Illustrator', 'Figma'], level: 'SENIOR', position: 'Senior Brand Designer', job_type: 'FREELANCE', working_hours: 'FULLTIME',
    salary: { unit: 'DAY', min: 400, max: 500 },
    experience: { title: 'Brand Designer', company: 'Northern Light Agency', description: 'Identities, guidelines and packaging for food and drink brands.', from: '2018-03', to: '2025-08' },
    education: { qualification: 'BA (Hons) Graphic Design', school_name: 'Manchester School of Art', description: 'Branding and print.', from: '2014-09', to: '2017-06' },
    summary: 'Brand designer: identities from concept to guidelines, packaging and print.',
  },
  {
    email: 'sam.patel@demo.test', vetted: false, colour: '#9a5b1e', industry: 1,
    genres: ['Digital Products & Apps', 'Websites'], skills: ['UX Design', 'Prototyping'],
    software: ['Figma'], level: 'MID', position: 'UX Designer', job_type: 'PERMANENT', working_hours: 'FULLTIME',
    salary: { unit: 'YEAR', min: 42000, max: 52000 },
    experience: { title: 'UX Designer', company: 'Civic Apps', description: 'Research, prototypes and usability tests for public-service apps.', from: '2020-02', to: null },
    education: { qualification: 'MSc Human-Computer Interaction', school_name: 'University of Leeds', description: 'Interaction design and research methods.', from: '2018-09', to: '2019-09' },
    summary: 'UX designer: research, prototyping and testing of digital products.',
  },
  {
    email: 'nina.berg@demo.test', vetted: false, colour: '#3d5a99', industry: 2,
    genres: ['Residential', 'Housing & Build to Rent'], skills: ['Technical Design', 'Detailing', 'Construction Drawings'],
    software: ['Revit', 'AutoCAD'], qualifications: ['Chartered Architectural Technologist (CIAT)'], level: 'SENIOR',
    position: 'Senior Architectural Technologist', job_type: 'BOTH', working_hours: 'FULLTIME', salary: { unit: 'YEAR', min: 45000, max: 55000 },
    experience: { title: 'Architectural Technologist', company: 'Harbour Architects', description: 'Technical packages and Revit models for housing schemes.', from: '2015-06', to: '2025-04' },
    education: { qualification: 'BSc (Hons) Architectural Technology', school_name: 'University of the West of England', description: 'Building technology and detailing.', from: '2011-09', to: '2014-06' },
    summary: 'Architectural technologist: detailing and construction packages for housing.',
    privacy: 'INACTIVE',
  },
];

/** A one-page PDF with these lines (Helvetica), with a correct cross-reference table. */
export function demoCvPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 28} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 320 px portrait placeholder: a silhouette on the person's colour, as a PNG. */
export async function demoPhotoPng(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    <rect width="320" height="320" fill="${colour}"/>
    <circle cx="160" cy="128" r="64" fill="#ffffff" fill-opacity="0.85"/>
    <path d="M48 320c0-72 50-116 112-116s112 44 112 116z" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const month = (m: string) => `${m}-01`;

async function idsByName(tx: Tx, table: typeof genres | typeof skills | typeof qualifications, industry: number, names: string[]) {
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.industry_id, industry), inArray(table.name, names)))
    .orderBy(asc(table.id));
  return names.map((n) => rows.find((r) => r.name === n)?.id).filter((id): id is number => id !== undefined);
}

/** The lists, preferences and history of one person, each only where there is none yet. */
async function fillProfile(tx: Tx, userId: number, p: DemoFreelancer) {
  const [hasDiscipline] = await tx.select({ id: userIndustries.user_id }).from(userIndustries).where(eq(userIndustries.user_id, userId)).limit(1);
  if (!hasDiscipline) {
    await tx.insert(userIndustries).values({ user_id: userId, industry_id: p.industry });
    const genreIds = await idsByName(tx, genres, p.industry, p.genres);
    if (genreIds.length) await tx.insert(userGenres).values(genreIds.map((genre_id) => ({ user_id: userId, genre_id })));
    const skillIds = await idsByName(tx, skills, p.industry, p.skills);
    const softwareIds = await idsByName(tx, skills, p.industry, p.software);
    const skillRows = [
      ...skillIds.map((skill_id, i) => ({ user_id: userId, skill_id, is_top: i === 0 })),
      ...softwareIds.map((skill_id) => ({ user_id: userId, skill_id, is_top: false })),
    ];
    if (skillRows.length) await tx.insert(userSkills).values(skillRows).onConflictDoNothing();
    const qualificationIds = await idsByName(tx, qualifications, p.industry, p.qualifications ?? []);
    if (qualificationIds.length) await tx.insert(userQualifications).values(qualificationIds.map((qualification_id) => ({ user_id: userId, qualification_id })));
    const [level] = await tx.select({ id: jobLevels.id }).from(jobLevels).where(eq(jobLevels.key, p.level));
    if (level) await tx.insert(userJobLevels).values({ user_id: userId, job_level_id: level.id }).onConflictDoNothing();
    const [position] = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.industry_id, p.industry), eq(positions.name, p.position)));
    if (position) await tx.insert(userPositions).values({ user_id: userId, position_id: position.id }).onConflictDoNothing();
    const [english] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.name, 'English'));
    if (english) await tx.insert(userLanguages).values({ user_id: userId, language_id: english.id }).onConflictDoNothing();
    // Once, with the lists: a later choice of the person stands.
    if (p.privacy) await tx.update(users).set({ privacy: p.privacy }).where(eq(users.id, userId));
  }
  await tx
    .insert(freelancerPreferences)
    .values({ user_id: userId, job_type: p.job_type, working_hours: p.working_hours, notice_period_unit: 'WEEKS', start_timing: '1' })
    .onConflictDoNothing();
  const [hasExperience] = await tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.user_id, userId)).limit(1);
  if (!hasExperience) {
    const e = p.experience;
    await tx.insert(experiences).values({
      user_id: userId, title: e.title, company: e.company, description: e.description, started_on: month(e.from), ended_on: e.to ? month(e.to) : null,
    });
  }
  const [hasEducation] = await tx.select({ id: educations.id }).from(educations).where(eq(educations.user_id, userId)).limit(1);
  if (!hasEducation) {
    const e = p.education;
    await tx.insert(educations).values({
      user_id: userId, qualification: e.qualification, school_name: e.school_name, description: e.description,
      started_on: month(e.from), ended_on: month(e.to),
    });
  }
  // The person's own columns, where empty: what the onboarding and profile forms ask.
  await tx
    .update(users)
    .set({
      vetted: sql`${users.vetted} or ${p.vetted}`,
      salary_currency: sql`coalesce(${users.salary_currency}, 'GBP')`,
      salary_unit: sql`coalesce(${users.salary_unit}, ${p.salary.unit})`,
      minimum_salary: sql`coalesce(${users.minimum_salary}, ${p.salary.min})`,
      maximum_salary: sql`coalesce(${users.maximum_salary}, ${p.salary.max})`,
      notice_period: sql`coalesce(${users.notice_period}, '4')`,
      payroll_status: sql`coalesce(${users.payroll_status}, '2')`,
      // A freelancer's `location` is the work location chosen at onboarding.
      location: sql`coalesce(${users.location}, 'HYBRID')`,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The CV, when the person has none: the object first, then the row (as an upload does). */
async function addCv(db: Db, storage: Storage, userId: number, name: string, p: DemoFreelancer) {
  const [has] = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.user_id, userId)).limit(1);
  if (has) return;
  const bytes = demoCvPdf([name, p.summary, `Experience: ${p.experience.title}, ${p.experience.company}`, `Education: ${p.education.qualification}`]);
  const store = privateStorageOf(storage);
  const key = newPrivateKey('pdf');
  await store.put(key, bytes, 'application/pdf');
  try {
    const fileName = `${name.replace(/[^A-Za-z]+/g, '-')}-CV.pdf`;
    await db.insert(resumes).values({ user_id: userId, storage_key: key, file_name: fileName, content_type: 'application/pdf', size: bytes.length });
  } catch (err) {
    await store.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The photo, when the person has none: stored and recorded like POST /api/uploads with the purpose photo. */
async function addPhoto(db: Db, storage: Storage, userId: number, p: DemoFreelancer) {
  const image = await normaliseImage(await demoPhotoPng(p.colour));
  const key = newStorageKey(image.contentType);
  await storage.put(key, image.bytes, image.contentType);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ key, content_type: image.contentType, size: image.bytes.length, original_name: 'photo.png', purpose: 'photo', created_by: userId });
      await tx.update(users).set({ avatar: storage.url(key), updated_at: new Date() }).where(and(eq(users.id, userId), isNull(users.avatar)));
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * Completes the demo freelancers that exist (the demo account, and the applicants seedDemoOpportunities adds).
 * Returns how many people it changed anything for.
 */
export async function seedDemoFreelancerProfiles(db: Db, storage: Storage): Promise<number> {
  const people = await db
    .select({ id: users.id, email: users.email, avatar: users.avatar, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(inArray(users.email, DEMO_FREELANCERS.map((p) => p.email)), eq(users.type, 'FREELANCER')));
  let changed = 0;
  for (const person of people) {
    const p = DEMO_FREELANCERS.find((d) => d.email === person.email)!;
    const name = fullName(person.first_name, person.last_name) ?? 'Freelancer';
    const [before] = await db
      .select({
        lists: sql<number>`(select count(*)::int from ${userIndustries} where ${userIndustries.user_id} = ${person.id})`,
        experiences: sql<number>`(select count(*)::int from ${experiences} where ${experiences.user_id} = ${person.id})`,
        educations: sql<number>`(select count(*)::int from ${educations} where ${educations.user_id} = ${person.id})`,
        cvs: sql<number>`(select count(*)::int from ${resumes} where ${resumes.user_id} = ${person.id})`,
      })
      .from(users)
      .where(eq(users.id, person.id));
    const complete = person.avatar && before && before.lists > 0 && before.experiences > 0 && before.educations > 0 && before.cvs > 0;
    if (complete) continue;
    await db.transaction((tx) => fillProfile(tx, person.id, p));
    await addCv(db, storage, person.id, name, p);
    if (!person.avatar) await addPhoto(db, storage, person.id, p);
    changed += 1;
  }
  return changed;
}
