import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { completeDemoAgencyProfile, DEMO_AGENCIES, DEMO_AGENCY_EMAIL, DEMO_AGENCY_PROFILE, seedDemoAgencies } from './agencies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemoAgencies', () => {
  it('completes the demo agency\'s profile once, keeping what was edited', async () => {
    await t.deps.db.update(users).set({ website: 'https://edited.example' }).where(eq(users.email, DEMO_AGENCY_EMAIL));
    expect(await completeDemoAgencyProfile(t.deps.db, t.deps.storage)).toBe(true);
    expect(await completeDemoAgencyProfile(t.deps.db, t.deps.storage)).toBe(false);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, DEMO_AGENCY_EMAIL));
    expect(row).toMatchObject({ bio: DEMO_AGENCY_PROFILE.bio, website: 'https://edited.example', agency_locations: DEMO_AGENCY_PROFILE.locations });
    expect(row!.avatar).toMatch(/^\/uploads\//);
  });

  it('adds listed agencies with logos, services and case studies with thumbnails, once', async () => {
    expect(await seedDemoAgencies(t.deps.db, t.deps.storage)).toBe(DEMO_AGENCIES.length);
    expect(await seedDemoAgencies(t.deps.db, t.deps.storage)).toBe(0);
    const res = await t.gql('{ agencies { data { agency_name location avatar services { name } } } marketplaceCaseStudies { data { title thumbnail agency { agency_name } } } }');
    const names = res.data.agencies.data.map((a: { agency_name: string }) => a.agency_name);
    expect(names).toEqual(expect.arrayContaining(DEMO_AGENCIES.map((a) => a.agency_name)));
    const harbour = res.data.agencies.data.find((a: { agency_name: string }) => a.agency_name === 'Harbour Light Digital');
    expect(harbour).toMatchObject({ location: 'Bristol, UK', services: [{ name: 'Web Development' }, { name: 'Mobile App Development' }, { name: 'Digital Design' }] });
    const studies = res.data.marketplaceCaseStudies.data;
    expect(studies).toHaveLength([...DEMO_AGENCIES, DEMO_AGENCY_PROFILE].flatMap((a) => a.caseStudies).length);
    // The demo agency, first on the home page as the newest listed, shows a full card.
    expect(res.data.agencies.data[0]).toMatchObject({
      agency_name: 'Brightside Agency',
      location: 'London, UK',
      avatar: expect.stringMatching(/^\/uploads\//),
      services: DEMO_AGENCY_PROFILE.services.map((name) => ({ name })),
    });
    // The logo and each thumbnail are served by the uploads route, as an upload is.
    for (const src of [harbour.avatar, ...studies.map((s: { thumbnail: string }) => s.thumbnail)]) {
      const file = await t.app.inject({ method: 'GET', url: src });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
  });
});
