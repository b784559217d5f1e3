import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MSG, SETTING_VAT_NUMBER_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { DEMO_SUPPLIER, seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';

const UPDATE = 'mutation($key: String!, $value: String!) { adminUpdateSetting(key: $key, value: $value) { key value } }';
const SETTING = 'query($key: String!) { setting(key: $key) { key value } }';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

describe('settings', () => {
  it('are public: one by key, or all of them', async () => {
    expect((await t.gql(SETTING, { key: 'job_post_price_pence' })).data.setting).toEqual({ key: 'job_post_price_pence', value: '49500' });
    const all = (await t.gql('{ settings { key value } }')).data.settings;
    expect(all).toEqual(expect.arrayContaining([
      { key: 'vat_percentage', value: '20' },
      { key: 'invoice_due_days', value: '30' },
      { key: 'commission_percentage', value: '10' },
      { key: 'subscription_monthly_price_pence', value: '19500' },
    ]));
    expect((await t.gql(SETTING, { key: 'no_such_setting' })).data.setting).toBeNull();
  });

  it('an administrator changes one, audited with the old and new values', async () => {
    const res = await t.gql(UPDATE, { key: 'vat_percentage', value: ' 21 ' }, admin);
    expect(res.data.adminUpdateSetting).toEqual({ key: 'vat_percentage', value: '21' });
    expect((await t.gql(SETTING, { key: 'vat_percentage' })).data.setting.value).toBe('21');
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'setting.update'));
    expect(entry?.details).toEqual({ key: 'vat_percentage', from: '20', to: '21' });
  });

  it('checks values by the unit the key names, and the key itself', async () => {
    const bad = async (key: string, value: string) => (await t.gql(UPDATE, { key, value }, admin)).errors?.[0].extensions;
    expect(await bad('vat_percentage', '101')).toEqual({ code: 'BAD_USER_INPUT', fields: { value: REFERENCE_MSG.settingPercentage } });
    expect(await bad('job_post_price_pence', '£495')).toEqual({ code: 'BAD_USER_INPUT', fields: { value: REFERENCE_MSG.settingNumber } });
    expect(await bad('Bad Key', 'x')).toEqual({ code: 'BAD_USER_INPUT', fields: { key: REFERENCE_MSG.settingKey } });
    expect((await t.gql(SETTING, { key: 'job_post_price_pence' })).data.setting.value).toBe('49500');
  });

  it('keeps secret_ settings out of the public queries', async () => {
    await t.gql(UPDATE, { key: 'secret_partner_key', value: 'abc' }, admin);
    expect((await t.gql(SETTING, { key: 'secret_partner_key' })).data.setting).toBeNull();
    expect((await t.gql('{ settings { key } }')).data.settings.map((s: { key: string }) => s.key)).not.toContain('secret_partner_key');
    const adminList = (await t.gql('{ adminSettings { key value } }', {}, admin)).data.adminSettings;
    expect(adminList).toContainEqual({ key: 'secret_partner_key', value: 'abc' });
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.target_type, 'setting')).orderBy(auditLog.id).offset(1);
    expect(entry?.details).toEqual({ key: 'secret_partner_key' });
  });

  it('is refused to a company user and a visitor', async () => {
    const company = await t.login('employer@demo.test');
    for (const [query, vars] of [[UPDATE, { key: 'vat_percentage', value: '0' }], ['{ adminSettings { key } }', {}]] as const) {
      expect((await t.gql(query, vars, company)).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(query, vars)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await t.gql(SETTING, { key: 'vat_percentage' })).data.setting.value).toBe('21');
  });

  it("the demo's invoices have its fictitious supplier (none without the demo: seed/demo.int.test), and a UK VAT number (GB added) or nothing is taken (decision 0046)", async () => {
    const all = (await t.gql('{ settings { key value } }')).data.settings;
    expect(all).toEqual(expect.arrayContaining(Object.entries(DEMO_SUPPLIER).map(([key, value]) => ({ key, value }))));
    const set = async (value: string) => (await t.gql(UPDATE, { key: 'supplier_vat_number', value }, admin)).data?.adminUpdateSetting?.value;
    expect(await set('123 4567 89')).toBe('GB123456789');
    expect(await set('gb123456789012')).toBe('GB123456789012');
    expect(await set('XI123456789')).toBe('XI123456789');
    expect(await set('')).toBe('');
    for (const bad of ['GB12345678', 'DE123456789', 'GB12345678X']) {
      expect((await t.gql(UPDATE, { key: 'supplier_vat_number', value: bad }, admin)).errors?.[0].extensions, bad).toEqual({
        code: 'BAD_USER_INPUT', fields: { value: SETTING_VAT_NUMBER_MSG },
      });
    }
    const address = '1 Market Street\nLondon\nEC1A 1AA';
    expect((await t.gql(UPDATE, { key: 'supplier_address', value: `${address}\n` }, admin)).data.adminUpdateSetting.value).toBe(address);
  });
});
