import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { fixStoredPhones } from './phones.js';

/** The start-up fix of the numbers stored before E.164 was (decision 0042). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

async function account(email: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await t.deps.db.insert(users).values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', ...values }).returning({ id: users.id });
  return row!.id;
}
const phonesOf = async (id: number) =>
  (await t.deps.db.select({ phone: users.phone, phone_secondary: users.phone_secondary, invoice_phone: users.invoice_phone, updated_at: users.updated_at }).from(users).where(eq(users.id, id)))[0]!;

describe('fixStoredPhones', () => {
  it("stores each number in E.164 read in the account's country, keeps what it cannot read, and runs again to no effect", async () => {
    const ids = {
      // The old form rule's plus before a national number; and a secondary number verified that way.
      uk: await account('uk@example.com', { phone: '+07700 900123', phone_secondary: '+07700 900124' }),
      spaced: await account('spaced@example.com', { phone: '+44 20 7946 0000' }),
      france: await account('fr@example.com', { country: 'FR', phone: '+06 12 34 56 78', invoice_country: 'GB', invoice_phone: '+0113 496 0000' }),
      odd: await account('odd@example.com', { phone: '+44 1', phone_secondary: 'call me' }),
      done: await account('done@example.com', { phone: '+447700900125', phone_secondary: null }),
    };
    const before = await phonesOf(ids.uk);

    expect(await fixStoredPhones(t.deps.db)).toEqual({ converted: 3, kept: 1 });
    expect(await phonesOf(ids.uk)).toMatchObject({ phone: '+447700900123', phone_secondary: '+447700900124', updated_at: before.updated_at });
    expect(await phonesOf(ids.spaced)).toMatchObject({ phone: '+442079460000' });
    expect(await phonesOf(ids.france)).toMatchObject({ phone: '+33612345678', invoice_phone: '+441134960000' });
    expect(await phonesOf(ids.odd)).toMatchObject({ phone: '+44 1', phone_secondary: 'call me' });
    expect(await phonesOf(ids.done)).toMatchObject({ phone: '+447700900125', phone_secondary: null });

    // Again: nothing left to convert; the number it cannot read is still kept.
    expect(await fixStoredPhones(t.deps.db)).toEqual({ converted: 0, kept: 1 });
    const all = await t.deps.db.select({ phone: users.phone }).from(users).where(inArray(users.id, Object.values(ids)));
    expect(all.map((r) => r.phone).sort()).toEqual(['+33612345678', '+44 1', '+442079460000', '+447700900123', '+447700900125']);
  });
});
