import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}/graphql`;
});
afterAll(async () => t.close());

describe('GraphQL over HTTP', () => {
  for (const audit of serverAudits({ url: () => url, fetchFn: fetch })) {
    it(audit.name, async () => {
      const result = await audit.fn();
      if (result.status === 'error') throw new Error(result.reason);
    });
  }
});

describe('bad input', () => {
  it('answers malformed JSON with a 400 and no stack', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ me { id } }`, variables: { pad: 'x'.repeat(2_000_000) } }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers wrong types with a GraphQL validation error', async () => {
    const res = await t.gql(`mutation { login(input: { email: 5, password: true }) { id } }`);
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.data).toBeUndefined();
  });

  it('answers a wrong body type on REST with 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { 'content-type': 'application/json' }, payload: { email: ['a'] } });
    expect(res.statusCode).toBe(422);
  });

  it('serves /healthz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
