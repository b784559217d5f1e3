import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { IndexingNotice } from '../../adapters/indexing/index.js';
import { ADD, CLOSE, RESTORE, UPDATE } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/** Google is told of a post's page when it is published, edited, closed and reopened, by a job after the commit. */

const APP_URL = 'https://jobs.example.com';
let t: TestApp;
let ref: ReferenceIds;
let token: string;
let notices: { url: string; type: IndexingNotice }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL } });
  t.deps.indexing = { name: 'log', notify: async (url, type) => void notices.push({ url, type }) };
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  token = await t.login('employer@demo.test');
});
beforeEach(() => void (notices = []));
afterAll(() => t.close());

/** The notices sent once the queued work has run (reopening does not nudge the runner: its clock drains the queue). */
async function sent() {
  t.deps.jobs.nudge();
  await t.deps.jobs.idle();
  return notices.splice(0);
}

describe('Google Indexing API notices', () => {
  it('are sent on publish, edit, close and reopen, for the post page', async () => {
    const added = await t.gql(ADD, { input: jobInput(ref) }, token);
    expect(added.errors).toBeUndefined();
    const { id, slug } = added.data.addOpportunity;
    const url = `${APP_URL}/jobs/${slug}`;
    expect(await sent()).toEqual([{ url, type: 'URL_UPDATED' }]);

    expect((await t.gql(UPDATE, { id, input: jobInput(ref, { title: 'Renamed role' }) }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([{ url, type: 'URL_UPDATED' }]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await t.gql(CLOSE, { id, input: { reason: 'NO_LONGER_EXISTS', closed_at: today } }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([{ url, type: 'URL_DELETED' }]);

    expect((await t.gql(RESTORE, { id }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([{ url, type: 'URL_UPDATED' }]);
  });

  it('tell nothing of a draft, and URL_DELETED when a published post goes back to draft', async () => {
    const added = await t.gql(ADD, { input: jobInput(ref, { is_active: false }) }, token);
    const { id, slug } = added.data.addOpportunity;
    expect((await t.gql(UPDATE, { id, input: jobInput(ref, { is_active: false }) }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([]);
    expect((await t.gql(UPDATE, { id, input: jobInput(ref, { is_active: true }) }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([{ url: `${APP_URL}/jobs/${slug}`, type: 'URL_UPDATED' }]);
    expect((await t.gql(UPDATE, { id, input: jobInput(ref, { is_active: false }) }, token)).errors).toBeUndefined();
    expect(await sent()).toEqual([{ url: `${APP_URL}/jobs/${slug}`, type: 'URL_DELETED' }]);
  });

  it('are retried when Google refuses, and a refused edit still saves at once', async () => {
    let refusals = 2;
    t.deps.indexing = {
      name: 'log',
      notify: async (url, type) => {
        if (refusals-- > 0) throw new Error('Google says 503');
        notices.push({ url, type });
      },
    };
    const added = await t.gql(ADD, { input: jobInput(ref) }, token);
    expect(added.errors).toBeUndefined();
    expect(await sent()).toEqual([{ url: `${APP_URL}/jobs/${added.data.addOpportunity.slug}`, type: 'URL_UPDATED' }]);
  });
});
