import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APART_MAX } from '@mp/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { settings, uploads, users } from '../db/schema/index.js';
import { DEMO_SUPPLIER, seedDemo, seedDemoCompanyProfiles } from './demo.js';
import { seedReference } from './reference.js';

const ME = '{ me { avatar bio description can_use_logo isProfileComplete { complete missing } } }';

let t: TestApp;
beforeAll(async () => {
  // The harness seeds the demo accounts and their company profiles, as the server does at start.
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo companies', () => {
  it.each(['employer@demo.test', 'inactive@demo.test'])('%s has completed step 3: a served, recorded logo and complete profile', async (email) => {
    const { data } = await t.gql(ME, {}, await t.login(email));
    expect(data.me.isProfileComplete).toEqual({ complete: true, missing: [] });
    expect(data.me.avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(data.me.bio).toBeTruthy();
    expect(data.me.description.length).toBeLessThanOrEqual(APART_MAX);
    expect(typeof data.me.can_use_logo).toBe('boolean');

    const key = data.me.avatar.slice('/uploads/'.length);
    const [account] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [upload] = await t.deps.db.select().from(uploads).where(eq(uploads.key, key));
    expect(upload).toMatchObject({ purpose: 'logo', content_type: 'image/png', created_by: account!.id });

    const served = await t.app.inject({ method: 'GET', url: data.me.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(upload!.size);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 160, height: 160 });
    // A listed width is served too, as for any recorded upload.
    expect((await t.app.inject({ method: 'GET', url: `${data.me.avatar}?w=160` })).statusCode).toBe(200);
  });

  it('stores nothing again on the next start, and fills a demo database made before it', async () => {
    const before = await t.deps.db.$count(uploads);
    expect(await seedDemoCompanyProfiles(t.deps.db, t.deps.storage)).toBe(0);
    expect(await t.deps.db.$count(uploads)).toBe(before);

    // An older demo database: the inactive company without logo, bio or step-3 answers.
    await t.deps.db
      .update(users)
      .set({ avatar: null, bio: null, description: null, can_use_logo: null })
      .where(eq(users.email, 'inactive@demo.test'));
    expect(await seedDemoCompanyProfiles(t.deps.db, t.deps.storage)).toBe(1);
    expect(await t.deps.db.$count(uploads)).toBe(before + 1);
    const { data } = await t.gql(ME, {}, await t.login('inactive@demo.test'));
    expect(data.me.isProfileComplete).toEqual({ complete: true, missing: [] });
    expect((await t.app.inject({ method: 'GET', url: data.me.avatar })).statusCode).toBe(200);
    expect(await seedDemoCompanyProfiles(t.deps.db, t.deps.storage)).toBe(0);
  });
});

describe("the invoices' supplier (decision 0046)", () => {
  it('is empty on a fresh install; the demo fills what is empty with its fictitious one, and keeps what is set', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const supplier = async () => Object.fromEntries((await bare.deps.db.select().from(settings)).filter((s) => s.key.startsWith('supplier_')).map((s) => [s.key, s.value]));
      await seedReference(bare.deps.db);
      expect(await supplier()).toEqual({ supplier_name: '', supplier_address: '', supplier_vat_number: '' });
      await bare.deps.db.update(settings).set({ value: 'Acme Trading Ltd' }).where(eq(settings.key, 'supplier_name'));
      expect(await seedDemo(bare.deps.db)).toBe(true);
      expect(await supplier()).toEqual({ ...DEMO_SUPPLIER, supplier_name: 'Acme Trading Ltd' });
    } finally {
      await bare.close();
    }
  });
});
