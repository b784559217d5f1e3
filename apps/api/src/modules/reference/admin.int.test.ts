import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, industries, jobLevels } from '../../db/schema/index.js';
import { seedReference } from '../../seed/reference.js';

const ENTRY = 'id kind name sort_order hidden industry_id software job_level_id key description code';
const LIST = `query($kind: ReferenceKind!, $industry: ID, $name: String) {
  adminReferenceEntries(kind: $kind, industry_id: $industry, name: $name) { ${ENTRY} } }`;
const CREATE = `mutation($kind: ReferenceKind!, $input: ReferenceEntryInput!) { adminCreateReferenceEntry(kind: $kind, input: $input) { ${ENTRY} } }`;
const UPDATE = `mutation($kind: ReferenceKind!, $id: ID!, $input: ReferenceEntryInput!) {
  adminUpdateReferenceEntry(kind: $kind, id: $id, input: $input) { ${ENTRY} } }`;
const REORDER = `mutation($kind: ReferenceKind!, $ids: [ID!]!) { adminReorderReferenceEntries(kind: $kind, ids: $ids) { id name sort_order } }`;
const DELETE = `mutation($kind: ReferenceKind!, $id: ID!) { adminDeleteReferenceEntry(kind: $kind, id: $id) { ${ENTRY} } }`;

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  admin = await t.login('admin@demo.test');
  adminId = Number((await t.gql('{ me { id } }', {}, admin)).data.me.id);
});
afterAll(async () => t.close());

const errorOf = (res: { errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] }) => res.errors?.[0];
const auditCount = async (action: string) =>
  (await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.actor_id, adminId)))).length;

describe('reference lists in the console', () => {
  it('is refused to a company user (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    const company = await t.login('employer@demo.test');
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { kind: 'INDUSTRY' }],
      [CREATE, { kind: 'INDUSTRY', input: { name: 'Sneaky' } }],
      [UPDATE, { kind: 'INDUSTRY', id: '1', input: { name: 'Sneaky' } }],
      [REORDER, { kind: 'INDUSTRY', ids: ['2', '1'] }],
      [DELETE, { kind: 'INDUSTRY', id: '1' }],
    ];
    for (const [query, variables] of calls) {
      expect(errorOf(await t.gql(query, variables, company))?.extensions.code).toBe('FORBIDDEN');
      expect(errorOf(await t.gql(query, variables))?.extensions.code).toBe('UNAUTHENTICATED');
    }
    const [design] = await t.deps.db.select().from(industries).where(eq(industries.id, 1));
    expect(design).toMatchObject({ name: 'Design', hidden: false, sort_order: 1 });
  });

  it('lists entries with hidden ones, by discipline and name', async () => {
    await t.gql(UPDATE, { kind: 'SKILL', id: await skillId('Revit'), input: { hidden: true } }, admin);
    const { data } = await t.gql(LIST, { kind: 'SKILL', industry: '2', name: 'revit' }, admin);
    expect(data.adminReferenceEntries).toEqual([
      expect.objectContaining({ kind: 'SKILL', name: 'Revit', hidden: true, software: true, industry_id: '2', key: null }),
    ]);
    await t.gql(UPDATE, { kind: 'SKILL', id: await skillId('Revit'), input: { hidden: false } }, admin);
  });

  it('adds an entry, audited, and refuses a duplicate name whatever its case', async () => {
    const before = await auditCount('reference.create');
    const created = await t.gql(CREATE, { kind: 'INDUSTRY', input: { name: '  Games Design ' } }, admin);
    expect(created.data.adminCreateReferenceEntry).toMatchObject({ kind: 'INDUSTRY', name: 'Games Design', hidden: false, sort_order: 11 });
    expect(await auditCount('reference.create')).toBe(before + 1);

    const dup = errorOf(await t.gql(CREATE, { kind: 'INDUSTRY', input: { name: 'games DESIGN' } }, admin));
    expect(dup?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { 'input.name': REFERENCE_MSG.nameTaken } });
    expect(await auditCount('reference.create')).toBe(before + 1);
  });

  it('checks a skill: name and discipline required, the discipline must exist', async () => {
    const noName = errorOf(await t.gql(CREATE, { kind: 'SKILL', input: { name: ' ', industry_id: '1' } }, admin));
    expect(noName?.extensions.fields).toEqual({ 'input.name': REFERENCE_MSG.nameRequired });
    const noDiscipline = errorOf(await t.gql(CREATE, { kind: 'SKILL', input: { name: 'Blender' } }, admin));
    expect(noDiscipline?.extensions.fields).toEqual({ 'input.industry_id': REFERENCE_MSG.industryRequired });
    const unknown = errorOf(await t.gql(CREATE, { kind: 'SKILL', input: { name: 'Blender', industry_id: '999' } }, admin));
    expect(unknown?.extensions.fields).toEqual({ 'input.industry_id': REFERENCE_MSG.industryUnknown });
    const dup = errorOf(await t.gql(CREATE, { kind: 'SKILL', input: { name: 'figma', industry_id: '1' } }, admin));
    expect(dup?.extensions.fields).toEqual({ 'input.name': REFERENCE_MSG.nameTaken });

    const ok = await t.gql(CREATE, { kind: 'SKILL', input: { name: 'Blender', industry_id: '1', software: true } }, admin);
    expect(ok.data.adminCreateReferenceEntry).toMatchObject({ name: 'Blender', industry_id: '1', software: true, sort_order: 0 });
    const pub = await t.gql('{ skills(industries: ["1"], software: true, name: "blender") { name } }');
    expect(pub.data.skills).toEqual([{ name: 'Blender' }]);
  });

  it('keeps job types to their fixed keys', async () => {
    const bad = errorOf(await t.gql(CREATE, { kind: 'JOB_TYPE', input: { name: 'Contract', key: 'CONTRACT' } }, admin));
    expect(bad?.extensions.fields).toEqual({ 'input.key': REFERENCE_MSG.jobTypeKey });
    const dup = errorOf(await t.gql(CREATE, { kind: 'JOB_TYPE', input: { name: 'Freelance again', key: 'freelance' } }, admin));
    expect(dup?.extensions.fields).toEqual({ 'input.key': REFERENCE_MSG.keyTaken });
  });

  it('renames, hides and shows an entry; the public list follows', async () => {
    const id = (await t.gql(CREATE, { kind: 'SERVICE', input: { name: 'Email Marketing' } }, admin)).data.adminCreateReferenceEntry.id;
    const renamed = await t.gql(UPDATE, { kind: 'SERVICE', id, input: { name: 'Email Campaigns' } }, admin);
    expect(renamed.data.adminUpdateReferenceEntry).toMatchObject({ name: 'Email Campaigns', hidden: false });
    await t.gql(UPDATE, { kind: 'SERVICE', id, input: { hidden: true } }, admin);
    expect((await t.gql('{ services(name: "email") { name } }')).data.services).toEqual([]);
    await t.gql(UPDATE, { kind: 'SERVICE', id, input: { hidden: false } }, admin);
    expect((await t.gql('{ services(name: "email") { name } }')).data.services).toEqual([{ name: 'Email Campaigns' }]);
    expect(errorOf(await t.gql(UPDATE, { kind: 'SERVICE', id, input: { name: 'ppc' } }, admin))?.extensions.fields).toEqual({
      'input.name': REFERENCE_MSG.nameTaken,
    });
    expect(errorOf(await t.gql(UPDATE, { kind: 'SERVICE', id: '99999', input: { name: 'X' } }, admin))?.extensions.code).toBe('NOT_FOUND');
  });

  it('reorders a list, and refuses unknown or repeated ids without changing anything', async () => {
    const services = (await t.gql('{ services { id name } }')).data.services as { id: string; name: string }[];
    const reversed = services.map((s) => s.id).reverse();
    const res = await t.gql(REORDER, { kind: 'SERVICE', ids: reversed }, admin);
    expect(res.data.adminReorderReferenceEntries.map((e: { id: string }) => e.id)).toEqual(reversed);
    expect(res.data.adminReorderReferenceEntries[0].sort_order).toBe(1);
    expect((await t.gql('{ services { id } }')).data.services.map((s: { id: string }) => s.id)).toEqual(reversed);
    expect(await auditCount('reference.reorder')).toBe(1);

    for (const ids of [[reversed[1], reversed[0], '999999'], [reversed[1], reversed[1]], []]) {
      expect(errorOf(await t.gql(REORDER, { kind: 'SERVICE', ids }, admin))?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await t.gql('{ services { id } }')).data.services.map((s: { id: string }) => s.id)).toEqual(reversed);
  });

  it('deletes an unused entry, and hides one in use instead', async () => {
    const id = (await t.gql(CREATE, { kind: 'GENRE', input: { name: 'Theatre', industry_id: '1' } }, admin)).data.adminCreateReferenceEntry.id;
    expect((await t.gql(DELETE, { kind: 'GENRE', id }, admin)).data.adminDeleteReferenceEntry).toBeNull();
    expect((await t.gql(LIST, { kind: 'GENRE', name: 'theatre' }, admin)).data.adminReferenceEntries).toEqual([]);
    expect(await auditCount('reference.delete')).toBe(1);

    // Design has skills, genres, qualifications and positions.
    const hidden = await t.gql(DELETE, { kind: 'INDUSTRY', id: '1' }, admin);
    expect(hidden.data.adminDeleteReferenceEntry).toMatchObject({ id: '1', name: 'Design', hidden: true });
    expect((await t.gql('{ industries { id } }')).data.industries.map((i: { id: string }) => i.id)).not.toContain('1');
    expect((await t.gql('{ skills(industries: ["1"], name: "figma") { name } }')).data.skills).toEqual([{ name: 'Figma' }]);

    const [senior] = await t.deps.db.select().from(jobLevels).where(eq(jobLevels.key, 'SENIOR'));
    const level = await t.gql(DELETE, { kind: 'JOB_LEVEL', id: String(senior!.id) }, admin);
    expect(level.data.adminDeleteReferenceEntry).toMatchObject({ key: 'SENIOR', hidden: true });
    expect(await auditCount('reference.hide_in_use')).toBe(2);
    expect((await t.gql(DELETE, { kind: 'INDUSTRY', id: '424242' }, admin)).errors[0].extensions.code).toBe('NOT_FOUND');
    await t.gql(UPDATE, { kind: 'INDUSTRY', id: '1', input: { hidden: false } }, admin);
  });

  it('writes who, what and where to the audit log', async () => {
    const rows = await t.deps.db.select().from(auditLog).where(like(auditLog.action, 'reference.%'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.actor_id === adminId && r.target_type !== null)).toBe(true);
  });
});

async function skillId(name: string) {
  const { data } = await t.gql(LIST, { kind: 'SKILL', name }, admin);
  return data.adminReferenceEntries.find((e: { name: string }) => e.name === name).id as string;
}
