import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { educations, experiences, resumes, uploads, users } from '../db/schema/index.js';
import { sniffDocument } from '../modules/files/sniff.js';
import { demoCvPdf, seedDemoFreelancerProfiles } from './freelancers.js';
import { seedDemoOpportunities } from './opportunities.js';

const ME = `{ me { avatar vetted isProfileComplete { complete missing } experiences { title } educations { qualification }
  skills { name is_top } activeResume { file_name size download_url } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOpportunities(t.deps.db);
});
afterAll(async () => t.close());

describe('the demo freelancers', () => {
  it('get a photo, profile lists, an experience, an education and a downloadable PDF CV, once', async () => {
    expect(await seedDemoFreelancerProfiles(t.deps.db, t.deps.storage)).toBe(4);
    for (const email of ['freelancer@demo.test', 'olivia.okafor@demo.test', 'sam.patel@demo.test', 'nina.berg@demo.test']) {
      const { data, errors } = await t.gql(ME, {}, await t.login(email));
      expect(errors, email).toBeUndefined();
      const me = data.me;
      expect(me.avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      const photo = await t.app.inject({ method: 'GET', url: me.avatar });
      expect(photo.statusCode).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('png');
      expect(me.experiences).toHaveLength(1);
      expect(me.educations).toHaveLength(1);
      expect(me.skills.filter((s: { is_top: boolean }) => s.is_top)).toHaveLength(1);
      expect(me.activeResume.file_name).toMatch(/-CV\.pdf$/);
      const cv = await t.app.inject({ method: 'GET', url: me.activeResume.download_url });
      expect(cv.statusCode).toBe(200);
      expect(sniffDocument(cv.rawPayload)).toBe('pdf');
      // Only the shared contact fields of decision 0008 may be missing (the applicants have no address).
      expect(me.isProfileComplete.missing.filter((m: string) => ['CV', 'Experience', 'Job type', 'Working hours', 'Category experience', 'Skills'].includes(m))).toEqual([]);
    }
    // Nina Berg keeps her profile private: only the teams she applied to find her.
    const privacy = await t.deps.db.select({ email: users.email, privacy: users.privacy, location: users.location }).from(users).where(inArray(users.email, ['nina.berg@demo.test', 'sam.patel@demo.test']));
    expect(Object.fromEntries(privacy.map((p) => [p.email, [p.privacy, p.location]]))).toEqual({
      'nina.berg@demo.test': ['INACTIVE', 'HYBRID'], 'sam.patel@demo.test': ['ACTIVE', 'HYBRID'],
    });
    const freya = (await t.gql(ME, {}, await t.login('freelancer@demo.test'))).data.me;
    expect(freya.vetted).toBe(true);
    expect(freya.isProfileComplete).toEqual({ complete: true, missing: [] });
  });

  it('changes nothing on the next start', async () => {
    const count = async () => [await t.deps.db.$count(uploads), await t.deps.db.$count(resumes), await t.deps.db.$count(experiences), await t.deps.db.$count(educations)];
    const before = await count();
    expect(await seedDemoFreelancerProfiles(t.deps.db, t.deps.storage)).toBe(0);
    expect(await count()).toEqual(before);
  });

  it('makes a well-formed PDF (its cross-reference offsets point at its objects)', () => {
    const bytes = demoCvPdf(['Freya (Freelancer)', 'Motion\\design']);
    const text = bytes.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('(Freya \\(Freelancer\\)) Tj');
  });
});
