import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { opportunityFixtures } from '../modules/opportunities/test-fixtures.js';
import { seedDemoOpportunities } from './opportunities.js';

const LIST = `query($target: OpportunityTarget!, $closed: Boolean) { teamOpportunities(target: $target, closed: $closed) {
  data { id title is_active applicantCount close_reason freelancer_name } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo posts', () => {
  it('loads once: credits through the ledger, posts with applicants, one for the demo member', async () => {
    expect(await seedDemoOpportunities(t.deps.db)).toBe(true);
    expect(await seedDemoOpportunities(t.deps.db)).toBe(false);
    const f = opportunityFixtures(t);
    const employer = await f.idOf('employer@demo.test');
    expect(await f.ledgerState(employer)).toEqual({ sum: 20, outs: 5, last: 20, balance: 20 });

    const token = await t.login('employer@demo.test');
    const titles = async (target: string, closed: boolean, tok = token) =>
      (await t.gql(LIST, { target, closed }, tok)).data.teamOpportunities.data.map((p: { title: string; is_active: boolean; applicantCount: number }) => [p.title, p.is_active, p.applicantCount]);
    expect(await titles('JOB', false)).toEqual([
      ['Motion Designer (contract)', false, 0],
      ['Senior Brand Designer', true, 4],
      ['UX Designer', true, 2],
    ]);
    const closed = (await t.gql(LIST, { target: 'JOB', closed: true }, token)).data.teamOpportunities.data;
    expect(closed).toEqual([expect.objectContaining({ title: 'Senior Architectural Technologist', close_reason: 'FILLED_BY_APPLICANT', freelancer_name: 'Sam Patel' })]);
    expect(await titles('PROJECT', false)).toEqual([['Website rebuild', true, 1]]);
    expect(await titles('JOB', false, await t.login('member@demo.test'))).toEqual([['UX Designer', true, 2]]);
    // The demo applicants sign in like every demo account.
    await t.login('olivia.okafor@demo.test');
  });
});
