import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closedToast, OPPORTUNITY_MSG as M } from '@mp/domain';
import { opportunities } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from './test-fixtures.js';
import { ADD, CLOSE, GET, LIST, RESTORE } from './test-documents.js';

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let token: string;
let teamId: number;
let freelancer: number;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  teamId = await f.idOf('employer@demo.test');
  freelancer = await f.idOf('freelancer@demo.test');
  await f.grant(teamId, 10);
  token = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

const post = async () => (await t.gql(ADD, { input: jobInput(ref) }, token)).data.addOpportunity.id as string;
const fieldsOf = (res: { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] }) => {
  expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields;
};
const titles = async (closed: boolean) =>
  (await t.gql(LIST, { target: 'JOB', closed }, token)).data.teamOpportunities.data.map((p: { id: string }) => p.id);

describe('closing', () => {
  it("closes with 'Filled by applicant' and one of the applicants, moving the post to the closed list", async () => {
    const id = await post();
    await f.apply(Number(id), freelancer);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.gql(CLOSE, { id, input: { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(freelancer), closed_at: today } }, token);
    expect(res.data.closeOpportunity).toMatchObject({
      close_reason: 'FILLED_BY_APPLICANT', closed_at: today, freelancer: { id: String(freelancer) }, freelancer_name: 'Freya Freelancer',
    });
    expect(res.data.closeOpportunity.deleted_at).not.toBeNull();
    expect(await titles(true)).toContain(id);
    expect(await titles(false)).not.toContain(id);
    expect(closedToast('JOB')).toBe('Opportunity closed!');
  });

  it('takes a typed name instead of an applicant, and today when no date is sent', async () => {
    const id = await post();
    const res = await t.gql(CLOSE, { id, input: { reason: 'FILLED_BY_APPLICANT', freelancer_name: 'Sam Smith' } }, token);
    expect(res.data.closeOpportunity).toMatchObject({ freelancer: null, freelancer_name: 'Sam Smith', closed_at: new Date().toISOString().slice(0, 10) });
  });

  it("says the close form's messages, and changes nothing", async () => {
    const id = await post();
    expect(fieldsOf(await t.gql(CLOSE, { id, input: {} }, token))).toEqual({ 'input.reason': M.closeReason });
    expect(fieldsOf(await t.gql(CLOSE, { id, input: { reason: 'FILLED_BY_APPLICANT' } }, token))).toEqual({ 'input.freelancer_id': M.closeApplicant });
    expect(fieldsOf(await t.gql(CLOSE, { id, input: { reason: 'JOB_POSTPONED', freelancer_name: 'Sam' } }, token))).toEqual({
      'input.freelancer_name': M.applicantOnlyWhenFilled,
    });
    expect(fieldsOf(await t.gql(CLOSE, { id, input: { reason: 'JOB_POSTPONED', closed_at: '2999-01-01' } }, token))).toEqual({
      'input.closed_at': M.closedInFuture,
    });
    expect(fieldsOf(await t.gql(CLOSE, { id, input: { reason: 'JOB_POSTPONED', closed_at: '2000-01-01' } }, token))).toEqual({
      'input.closed_at': M.closedBeforePosted,
    });
    // Someone who did not apply is not an applicant.
    expect(fieldsOf(await t.gql(CLOSE, { id, input: { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(freelancer) } }, token))).toEqual({
      'input.freelancer_id': M.applicantUnknown,
    });
    const [row] = await t.deps.db.select({ deleted_at: opportunities.deleted_at }).from(opportunities).where(eq(opportunities.id, Number(id)));
    expect(row!.deleted_at).toBeNull();
  });

  it('refuses closing twice and restoring an open post', async () => {
    const id = await post();
    expect((await t.gql(RESTORE, { id }, token)).errors[0].message).toBe(M.notClosed);
    await t.gql(CLOSE, { id, input: { reason: 'NO_LONGER_EXISTS' } }, token);
    expect((await t.gql(CLOSE, { id, input: { reason: 'NO_LONGER_EXISTS' } }, token)).errors[0].message).toBe(M.alreadyClosed);
  });
});

describe('restoring', () => {
  it('re-opens a closed post free of charge, clearing the close fields', async () => {
    const id = await post();
    await t.gql(CLOSE, { id, input: { reason: 'FILLED_BY_APPLICANT', freelancer_name: 'Sam Smith' } }, token);
    const before = await f.ledgerState(teamId);
    const res = await t.gql(RESTORE, { id }, token);
    expect(res.data.restoreOpportunity).toEqual({ id, deleted_at: null, close_reason: null, closed_at: null, freelancer_name: null });
    expect(await f.ledgerState(teamId)).toEqual(before);
    expect(await titles(false)).toContain(id);
    expect((await t.gql(GET, { id }, token)).data.opportunity.deleted_at).toBeNull();
  });
});
