import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MSG, QUANTITY_MSG, VAT_OUTSIDE_SCOPE_NOTE } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { promoCodes, users } from '../../db/schema/index.js';
import { forgive } from '../../lib/limits.js';
import { schema } from '../../schema.js';
import { seedSettings } from '../../seed/demo.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';

const FIELDS = `quantity unitPence grossPence tierPercent tierDiscountPence promoDiscountPence discountPence netPence
  vatPercent vatPence totalPence vatApplies vatNote`;
const QUOTE = `query($quantity: Int!, $promoCode: String) { priceQuote(quantity: $quantity, promoCode: $promoCode) { ${FIELDS} } }`;
const CHECK = 'query($code: String!) { checkPromo(code: $code) { type value } }';

let t: TestApp;
let company: number;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const setBillingCountry = (id: number, country: string | null) => t.deps.db.update(users).set({ billing_country: country }).where(eq(users.id, id));
/** The promo attempt counter of a user, emptied so each test counts from zero whatever ran before. */
const resetPromoChecks = async (email: string) => forgive(t.deps.db, `promo:user:${await opportunityFixtures(t).idOf(email)}`, { all: true });

beforeAll(async () => {
  t = await createTestApp();
  company = await opportunityFixtures(t).idOf('employer@demo.test');
  // The prices every start writes when missing (main.ts): job_post_price_pence 49500, vat_percentage 20.
  await seedSettings(t.deps.db);
  await t.deps.db.insert(promoCodes).values([
    { code: 'SAVE10', type: 'PERCENTAGE', value: 10 },
    { code: 'OLD10', type: 'PERCENTAGE', value: 10, active: false },
  ]);
});
afterAll(async () => t.close());
afterEach(async () => {
  await setBillingCountry(company, null);
  for (const email of ['employer@demo.test', 'guest@demo.test']) await resetPromoChecks(email);
});

describe('who may ask for a quote and check a promo', () => {
  it("allows the company's owner, a guest admin of the company and an INACTIVE company (it sees a quote, is charged later)", async () => {
    for (const email of ['employer@demo.test', 'guest@demo.test', 'inactive@demo.test']) {
      const res = await t.gql(QUOTE, { quantity: 1 }, await token(email));
      expect(res.errors, email).toBeUndefined();
      expect(res.data.priceQuote, email).toMatchObject({ quantity: 1, unitPence: 49500, totalPence: 59400 });
      expect((await t.gql(CHECK, { code: 'save10' }, await token(email))).data.checkPromo, email).toEqual({ type: 'PERCENTAGE', value: 10 });
    }
  });

  it('refuses a member, a freelancer, an agency and the platform administrator (FORBIDDEN), a visitor (UNAUTHENTICATED)', async () => {
    for (const email of ['member@demo.test', 'freelancer@demo.test', 'agency@demo.test', 'admin@demo.test']) {
      expect(codeOf(await t.gql(QUOTE, { quantity: 1 }, await token(email))), email).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(CHECK, { code: 'SAVE10' }, await token(email))), email).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(QUOTE, { quantity: 1 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CHECK, { code: 'SAVE10' }))).toBe('UNAUTHENTICATED');
  });
});

describe('the quote', () => {
  it('prices 3 posts with a 10% promo to the hand-computed pence, with 20% VAT for a GB team', async () => {
    await setBillingCountry(company, 'GB');
    const res = await t.gql(QUOTE, { quantity: 3, promoCode: ' save10 ' }, await token('employer@demo.test'));
    // 3 × 49500 = 148500; 10% off = 14850; net 133650; VAT 20% = 26730; total 160380.
    expect(res.data.priceQuote).toEqual({
      quantity: 3, unitPence: 49500, grossPence: 148500, tierPercent: 0, tierDiscountPence: 0, promoDiscountPence: 14850,
      discountPence: 14850, netPence: 133650, vatPercent: 20, vatPence: 26730, totalPence: 160380, vatApplies: true, vatNote: null,
    });
  });

  it("refuses an unknown or unusable code with \"Promo code doesn't exist!\" on promoCode, and no quote", async () => {
    for (const promoCode of ['NOPE', 'OLD10']) {
      const res = await t.gql(QUOTE, { quantity: 3, promoCode }, await token('employer@demo.test'));
      expect(res.data).toBeNull();
      expect(res.errors[0], promoCode).toMatchObject({
        message: PROMO_MSG.unknown,
        extensions: { code: 'BAD_USER_INPUT', fields: { promoCode: "Promo code doesn't exist!" } },
      });
    }
  });

  it("refuses 0 with 'Min 1' and 11 with 'Max 10' on quantity", async () => {
    for (const [quantity, message] of [[0, QUANTITY_MSG.min], [-2, 'Min 1'], [11, 'Max 10']] as const) {
      const res = await t.gql(QUOTE, { quantity }, await token('employer@demo.test'));
      expect(res.errors[0], String(quantity)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { quantity: message } } });
    }
  });

  it('charges no VAT to a team billed outside the UK, with the note', async () => {
    await setBillingCountry(company, 'FR');
    const res = await t.gql(QUOTE, { quantity: 2 }, await token('employer@demo.test'));
    expect(res.data.priceQuote).toMatchObject({
      grossPence: 99000, netPence: 99000, vatApplies: false, vatPercent: 0, vatPence: 0, totalPence: 99000, vatNote: VAT_OUTSIDE_SCOPE_NOTE,
    });
  });

  it("uses the viewer's active team, which no argument can name: a guest admin gets the company's country, not their own", async () => {
    expect(schema.getQueryType()!.getFields().priceQuote!.args.map((a) => a.name).sort()).toEqual(['promoCode', 'quantity']);
    const guest = await opportunityFixtures(t).idOf('guest@demo.test');
    await setBillingCountry(guest, 'GB');
    await setBillingCountry(company, 'US');
    const res = await t.gql(QUOTE, { quantity: 1 }, await token('guest@demo.test'));
    expect(res.data.priceQuote).toMatchObject({ vatApplies: false, vatPence: 0, totalPence: 49500 });
    // A team id slipped in is refused by GraphQL: there is no such argument.
    const sneaky = await t.gql(`query { priceQuote(quantity: 1, teamId: ${company}) { totalPence } }`, {}, await token('guest@demo.test'));
    expect(sneaky.errors[0].message).toMatch(/Unknown argument "teamId"/);
    await setBillingCountry(guest, null);
  });
});

describe('checking a promo', () => {
  it('answers the discount of a usable code, null for an unknown or inactive one', async () => {
    const owner = await token('employer@demo.test');
    expect((await t.gql(CHECK, { code: 'SAVE10' }, owner)).data.checkPromo).toEqual({ type: 'PERCENTAGE', value: 10 });
    for (const code of ['NOPE', 'OLD10', ' ']) expect((await t.gql(CHECK, { code }, owner)).data.checkPromo, code).toBeNull();
    // Hostile text: a huge code, or one shaped like SQL, is simply no code.
    for (const code of ['SAVE10'.repeat(20_000), "SAVE10' OR '1'='1"]) expect((await t.gql(CHECK, { code }, owner)).data.checkPromo).toBeNull();
  });

  it("refuses the 31st check in a minute with the limiter's error, and a quote with a code counts too", async () => {
    const guest = await token('guest@demo.test');
    for (let i = 1; i <= 30; i++) expect((await t.gql(CHECK, { code: `GUESS${i}` }, guest)).errors, String(i)).toBeUndefined();
    const refused = await t.gql(CHECK, { code: 'SAVE10' }, guest);
    expect(refused.errors[0]).toMatchObject({ message: 'Too many attempts. Please try again in 1 minute.', extensions: { code: 'RATE_LIMITED' } });
    expect(codeOf(await t.gql(QUOTE, { quantity: 1, promoCode: 'SAVE10' }, guest))).toBe('RATE_LIMITED');
    // Per user: the owner of the same team still checks, and a quote without a code is not counted.
    expect((await t.gql(CHECK, { code: 'SAVE10' }, await token('employer@demo.test'))).data.checkPromo).not.toBeNull();
    expect((await t.gql(QUOTE, { quantity: 1 }, guest)).data.priceQuote.totalPence).toBe(59400);
  });
});
