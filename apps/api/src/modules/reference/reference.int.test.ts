import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { industries, jobLevels, skills } from '../../db/schema/index.js';
import { seedReference } from '../../seed/reference.js';
import { SERVICES } from '../../seed/reference-data.js';

let t: TestApp;
let seniorId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  seniorId = String((await t.deps.db.select().from(jobLevels).where(eq(jobLevels.key, 'SENIOR')))[0]!.id);
});
afterAll(async () => t.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('reference seed', () => {
  it('gives disciplines 1 and 2 their documented meaning', async () => {
    const { data } = await t.gql('{ industries { id name sort_order hidden } }');
    expect(data.industries.length).toBeGreaterThanOrEqual(8);
    expect(data.industries.slice(0, 2)).toEqual([
      { id: '1', name: 'Design', sort_order: 1, hidden: false },
      { id: '2', name: 'Architecture', sort_order: 2, hidden: false },
    ]);
  });

  it('loads dozens of skills per discipline, software flagged, and is idempotent', async () => {
    const perDiscipline = await t.deps.db.select({ industry: skills.industry_id, n: count() }).from(skills).groupBy(skills.industry_id);
    expect(perDiscipline).toHaveLength(10);
    for (const { n } of perDiscipline) expect(n).toBeGreaterThanOrEqual(36);
    expect(await seedReference(t.deps.db)).toBe(false);
    const [again] = await t.deps.db.select({ n: count() }).from(industries);
    expect(again!.n).toBe(10);
  });
});

describe('public reference queries', () => {
  it('industries: name is a case-insensitive contains, LIKE wildcards match themselves', async () => {
    const { data } = await t.gql('query($n: String) { industries(name: $n) { name } }', { n: 'DESIGN' });
    expect(names(data.industries)).toEqual(['Design', 'Interior Design', 'Landscape & Urban Design', 'Product & Industrial Design']);
    expect((await t.gql('query($n: String) { industries(name: $n) { name } }', { n: '%' })).data.industries).toEqual([]);
  });

  it('genres filter by disciplines and name', async () => {
    const { data } = await t.gql('{ genres(industries: ["2"]) { name industry_id } }');
    expect(data.genres.length).toBeGreaterThan(10);
    expect(new Set(data.genres.map((g: { industry_id: string }) => g.industry_id))).toEqual(new Set(['2']));
    const resid = await t.gql('{ genres(name: "resid", industries: ["2", "3"]) { name industry_id } }');
    expect(resid.data.genres).toEqual([
      { name: 'Residential', industry_id: '2' },
      { name: 'Residential', industry_id: '3' },
      { name: 'Luxury Residential', industry_id: '3' },
    ].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('skills filter by disciplines, software and name; an empty discipline list matches nothing', async () => {
    const software = (await t.gql('{ skills(industries: ["2"], software: true) { name software industry_id } }')).data.skills;
    expect(names(software)).toEqual(expect.arrayContaining(['Revit', 'AutoCAD', 'ArchiCAD']));
    expect(software.every((s: { software: boolean; industry_id: string }) => s.software && s.industry_id === '2')).toBe(true);
    const other = (await t.gql('{ skills(industries: ["2"], software: false) { name software } }')).data.skills;
    expect(names(other)).toContain('Planning Applications');
    expect(names(other)).not.toContain('Revit');
    const figma = (await t.gql('{ skills(name: "FIGMA") { name industry_id } }')).data.skills;
    expect(figma.map((s: { industry_id: string }) => s.industry_id).sort()).toEqual(['1', '9']);
    expect((await t.gql('{ skills(industries: []) { id } }')).data.skills).toEqual([]);
    expect((await t.gql('{ skills(industries: ["nope"]) { id } }')).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('services are the 11 of document 3, in order, filterable by name', async () => {
    expect(names((await t.gql('{ services { name } }')).data.services)).toEqual([...SERVICES]);
    expect(names((await t.gql('{ services(name: "design") { name } }')).data.services)).toEqual(['Digital Design', 'Print Design']);
  });

  it('qualifications filter by disciplines and name', async () => {
    const { data } = await t.gql('{ qualifications(industries: ["2"], name: "riba part") { name industry_id } }');
    expect(names(data.qualifications)).toEqual(['RIBA Part 1', 'RIBA Part 2', 'RIBA Part 3']);
  });

  it('positions filter by disciplines and job levels', async () => {
    const { data } = await t.gql('query($l: [ID!]) { positions(industries: ["2"], jobLevels: $l) { name job_level_id } }', { l: [seniorId] });
    expect(names(data.positions)).toEqual(['Project Architect', 'Senior Architect', 'Senior Architectural Technologist']);
    expect(data.positions.every((p: { job_level_id: string }) => p.job_level_id === seniorId)).toBe(true);
  });

  it('job levels, job types, working hours and languages', async () => {
    const { data } = await t.gql(`query($id: ID!) { allJoblevels { id key name } joblevel(id: $id) { key name description }
      allJobtypes { id key name } workingHours { key name } languages { name code } }`, { id: seniorId });
    expect(data.allJoblevels.map((l: { key: string }) => l.key)).toEqual(['JUNIOR', 'MID', 'SENIOR', 'LEAD', 'DIRECTOR']);
    expect(data.joblevel).toMatchObject({ key: 'SENIOR', name: 'Senior' });
    expect(data.allJobtypes.map((j: { key: string }) => j.key)).toEqual(['FREELANCE', 'PERMANENT', 'BOTH']);
    expect(data.workingHours.map((h: { key: string }) => h.key)).toEqual(['FULLTIME', 'PARTTIME', 'BOTH_TIME']);
    expect(data.languages.length).toBeGreaterThanOrEqual(30);
    expect(data.languages).toContainEqual({ name: 'English', code: 'en' });
    const jobtype = await t.gql('query($id: ID!) { jobtype(id: $id) { key name } }', { id: data.allJobtypes[0].id });
    expect(jobtype.data.jobtype).toEqual({ key: 'FREELANCE', name: 'Freelance' });
    expect((await t.gql('{ joblevel(id: "999999") { key } }')).data.joblevel).toBeNull();
  });

  it('never shows hidden entries', async () => {
    const db = t.deps.db;
    await db.update(skills).set({ hidden: true }).where(eq(skills.name, 'Revit'));
    await db.update(industries).set({ hidden: true }).where(eq(industries.id, 10));
    await db.update(jobLevels).set({ hidden: true }).where(eq(jobLevels.key, 'SENIOR'));
    try {
      expect(names((await t.gql('{ skills(name: "revit") { name } }')).data.skills)).toEqual([]);
      expect((await t.gql('{ industries { id } }')).data.industries.map((i: { id: string }) => i.id)).not.toContain('10');
      expect((await t.gql('query($id: ID!) { joblevel(id: $id) { key } }', { id: seniorId })).data.joblevel).toBeNull();
      expect((await t.gql('{ allJoblevels { key } }')).data.allJoblevels).toHaveLength(4);
    } finally {
      await db.update(skills).set({ hidden: false }).where(eq(skills.name, 'Revit'));
      await db.update(industries).set({ hidden: false }).where(eq(industries.id, 10));
      await db.update(jobLevels).set({ hidden: false }).where(eq(jobLevels.key, 'SENIOR'));
    }
  });
});
