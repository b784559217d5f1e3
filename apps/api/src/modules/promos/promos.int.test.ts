import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, promoCodes } from '../../db/schema/index.js';
import { checkPromo, redeemPromo } from './service.js';

const FIELDS = 'id code type value valid_from valid_until usage_limit used_count active';
const CREATE = `mutation($input: PromoCodeInput!) { adminCreatePromoCode(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PromoCodeInput!) { adminUpdatePromoCode(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { adminDeletePromoCode(id: $id) }';
const LIST = `{ adminPromoCodes { ${FIELDS} } }`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

const create = async (input: Record<string, unknown>) => {
  const res = await t.gql(CREATE, { input }, admin);
  if (!res.data?.adminCreatePromoCode) throw new Error(JSON.stringify(res.errors));
  return res.data.adminCreatePromoCode;
};
const fieldsOf = async (query: string, variables: Record<string, unknown>) => (await t.gql(query, variables, admin)).errors?.[0].extensions;

describe('promo codes in the console', () => {
  it('creates a code stored upper-case, unique whatever its case, audited', async () => {
    const promo = await create({ code: ' spring25 ', type: 'PERCENTAGE', value: 25 });
    expect(promo).toMatchObject({ code: 'SPRING25', type: 'PERCENTAGE', value: 25, used_count: 0, active: true, usage_limit: null });
    expect(await fieldsOf(CREATE, { input: { code: 'Spring25', type: 'FIXED', value: 500 } })).toEqual({
      code: 'BAD_USER_INPUT', fields: { 'input.code': PROMO_MSG.codeTaken },
    });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'promo.create'));
    expect(audits).toHaveLength(1);
    expect((await t.gql(LIST, {}, admin)).data.adminPromoCodes.map((p: { code: string }) => p.code)).toEqual(['SPRING25']);
  });

  it('refuses bad terms with a message on the field', async () => {
    const base = { code: 'BADTERMS', type: 'PERCENTAGE', value: 10 };
    expect((await fieldsOf(CREATE, { input: { ...base, value: 150 } }))?.fields).toEqual({ 'input.value': PROMO_MSG.percentageMax });
    expect((await fieldsOf(CREATE, { input: { ...base, value: 0 } }))?.fields).toEqual({ 'input.value': PROMO_MSG.value });
    expect((await fieldsOf(CREATE, { input: { ...base, type: 'FREE' } }))?.fields).toEqual({ 'input.type': PROMO_MSG.type });
    expect((await fieldsOf(CREATE, { input: { ...base, code: 'a b' } }))?.fields).toEqual({ 'input.code': PROMO_MSG.codeFormat });
    expect((await fieldsOf(CREATE, { input: { ...base, valid_from: 'soon' } }))?.fields).toEqual({ 'input.valid_from': PROMO_MSG.date });
    expect((await fieldsOf(CREATE, { input: { ...base, valid_from: '2030-02-01', valid_until: '2030-01-01' } }))?.fields).toEqual({
      'input.valid_until': PROMO_MSG.dateOrder,
    });
    expect(await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'BADTERMS'))).toEqual([]);
  });

  it('updates the terms, keeps the usage count, and refuses a limit below it', async () => {
    const promo = await create({ code: 'TENOFF', type: 'FIXED', value: 1000, usage_limit: 5 });
    await redeemPromo(t.deps.db, 'tenoff');
    await redeemPromo(t.deps.db, 'tenoff');
    const res = await t.gql(UPDATE, { id: promo.id, input: { code: 'TENOFF', type: 'FIXED', value: 1200, usage_limit: 3, valid_until: '2099-12-31' } }, admin);
    expect(res.data.adminUpdatePromoCode).toMatchObject({
      value: 1200, usage_limit: 3, used_count: 2, active: true, valid_until: '2099-12-31T23:59:59.999Z',
    });
    expect((await fieldsOf(UPDATE, { id: promo.id, input: { code: 'TENOFF', type: 'FIXED', value: 1200, usage_limit: 1 } }))?.fields).toEqual({
      'input.usage_limit': PROMO_MSG.usageBelowUsed,
    });
    expect((await fieldsOf(UPDATE, { id: '99999', input: { code: 'NOPE1', type: 'FIXED', value: 1 } }))?.code).toBe('NOT_FOUND');
  });

  it('deletes an unused code, and deactivates a used one instead', async () => {
    const unused = await create({ code: 'UNUSED', type: 'FIXED', value: 100 });
    expect((await t.gql(DELETE, { id: unused.id }, admin)).data.adminDeletePromoCode).toBe(true);
    expect(await t.deps.db.select().from(promoCodes).where(eq(promoCodes.id, Number(unused.id)))).toEqual([]);

    const used = await create({ code: 'USEDONCE', type: 'FIXED', value: 100 });
    await redeemPromo(t.deps.db, 'USEDONCE');
    expect((await t.gql(DELETE, { id: used.id }, admin)).data.adminDeletePromoCode).toBe(false);
    const [row] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.id, Number(used.id)));
    expect(row).toMatchObject({ active: false, used_count: 1 });
    expect(await checkPromo(t.deps.db, 'USEDONCE')).toBeNull();
    const actions = (await t.deps.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['promo.delete', 'promo.deactivate', 'promo.update']));
  });

  it('is refused to a company user and a visitor', async () => {
    const company = await t.login('employer@demo.test');
    const input = { code: 'HACKED', type: 'PERCENTAGE', value: 100 };
    for (const [query, vars] of [[LIST, {}], [CREATE, { input }], [UPDATE, { id: '1', input }], [DELETE, { id: '1' }]] as const) {
      expect((await t.gql(query, vars, company)).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(query, vars)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const [spring] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING25'));
    expect(spring).toMatchObject({ value: 25, active: true });
  });
});

describe('checkPromo', () => {
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    await create({ code: 'WINDOW', type: 'PERCENTAGE', value: 15, valid_from: '2030-01-01', valid_until: '2030-01-31' });
    await create({ code: 'PAUSED', type: 'FIXED', value: 500, active: false });
    await create({ code: 'ONEUSE', type: 'FIXED', value: 2500, usage_limit: 1 });
  });

  it('answers type and value for a usable code, whatever its case', async () => {
    expect(await checkPromo(t.deps.db, 'spring25')).toEqual({ type: 'PERCENTAGE', value: 25 });
    expect(await checkPromo(t.deps.db, ' Window ', at('2030-01-15T12:00:00Z'))).toEqual({ type: 'PERCENTAGE', value: 15 });
  });

  it('answers null for an unknown, empty or inactive code', async () => {
    expect(await checkPromo(t.deps.db, 'NOSUCHCODE')).toBeNull();
    expect(await checkPromo(t.deps.db, '  ')).toBeNull();
    expect(await checkPromo(t.deps.db, 'paused')).toBeNull();
  });

  it('respects the dates, both days included', async () => {
    expect(await checkPromo(t.deps.db, 'WINDOW', at('2029-12-31T23:59:59Z'))).toBeNull();
    expect(await checkPromo(t.deps.db, 'WINDOW', at('2030-01-01T00:00:00Z'))).not.toBeNull();
    expect(await checkPromo(t.deps.db, 'WINDOW', at('2030-01-31T23:59:00Z'))).not.toBeNull();
    expect(await checkPromo(t.deps.db, 'WINDOW', at('2030-02-01T00:00:00Z'))).toBeNull();
  });

  it('stops at the usage limit, and a redemption cannot pass it', async () => {
    expect(await redeemPromo(t.deps.db, 'oneuse')).toMatchObject({ type: 'FIXED', value: 2500 });
    expect(await checkPromo(t.deps.db, 'ONEUSE')).toBeNull();
    expect(await redeemPromo(t.deps.db, 'ONEUSE')).toBeNull();
    const [row] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONEUSE'));
    expect(row!.used_count).toBe(1);
  });
});
