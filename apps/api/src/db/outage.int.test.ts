import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { proxyToTestDatabase } from './test-proxy.js';

describe.skipIf(!process.env.DATABASE_URL)('when the database goes away', () => {
  const { proxy, through } = proxyToTestDatabase();
  let t: TestApp;
  let token: string;
  let capture: MockInstance;
  let logError: MockInstance;
  let logWarn: MockInstance;

  beforeAll(async () => {
    await proxy.open();
    t = await createTestApp({ databaseUrl: through });
    token = await t.login('employer@demo.test');
    capture = vi.spyOn(t.deps.reporter, 'capture');
    logError = vi.spyOn(t.deps.log, 'error');
    logWarn = vi.spyOn(t.deps.log, 'warn');
  });
  afterAll(async () => {
    await proxy.open(); // so the pool can close cleanly
    await t?.close();
    await proxy.close();
  });

  const me = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: '{ me { id } }' },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  const unavailable = (res: { status: number; body: { errors?: Array<{ message: string; extensions: { code: string } }> } }) => {
    expect(res.status).toBe(503);
    expect(res.body.errors?.[0]).toMatchObject({ message: MSG.unavailable, extensions: { code: 'UNAVAILABLE' } });
  };
  const comesBack = async () => {
    await proxy.open();
    const back = await timed(async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        if ((await me()).body.data?.me?.id) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    });
    expect(back.result).toBe(true);
    expect(back.ms).toBeLessThan(5000); // about a second; postgres-js's own backoff would take up to 20
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ ok: true });
  };

  it('fails fast with UNAVAILABLE while it refuses connections, and serves again within a second or two of its return', async () => {
    expect((await me()).body.data.me.id).toBeTruthy();
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await proxy.close();

    // Request after request: postgres-js's reconnection backoff (up to 20 s by default) must not
    // turn the later ones slow, nor delay the first ones after the database is back.
    const outage = await timed(async () => {
      for (let i = 0; i < 10; i++) {
        const signedIn = await timed(me);
        expect(signedIn.ms, `request ${i}`).toBeLessThan(3000);
        unavailable(signedIn.result);
      }
    });
    expect(outage.ms).toBeLessThan(8000); // about 1 s with the capped backoff; 15-20 s without

    const anonymous = await t.gql('query($e: String!) { checkUser(email: $e) }', { e: 'someone@example.com' });
    expect(anonymous.errors[0].extensions.code).toBe('UNAVAILABLE');

    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'employer@demo.test' } });
    expect(forgot.statusCode).toBe(503);
    expect(forgot.json()).toEqual({ message: MSG.unavailable, code: 'UNAVAILABLE' });

    const ready = await timed(() => t.app.inject({ url: '/readyz' }));
    expect(ready.ms).toBeLessThan(3000);
    expect(ready.result.statusCode).toBe(503);
    expect(ready.result.json()).toEqual({ ok: false, code: 'UNAVAILABLE' });
    // Liveness does not depend on the database: the instance is not restarted for an outage.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    // An outage is not a flood of server errors: the requests' one warning, repeats silenced. (Background work that
    // polls during the outage warns on its own, 'database unavailable: background work…', as its timing falls.)
    expect(capture).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
    expect(logWarn.mock.calls.filter(([, msg]) => String(msg).startsWith('database unavailable (or another service'))).toHaveLength(1);
    await comesBack();
  }, 30_000);

  it('gives up within the connect timeout on a database that accepts but never answers', async () => {
    await proxy.close();
    // Let the pool see its connections drop, so the next request must open a new one.
    await new Promise((r) => setTimeout(r, 300));
    await proxy.open({ stall: true });

    const signedIn = await timed(me);
    expect(signedIn.ms).toBeLessThan(5000); // connect_timeout is 3 s; postgres-js would wait 30
    unavailable(signedIn.result);

    const ready = await timed(() => t.app.inject({ url: '/readyz' }));
    expect(ready.ms).toBeLessThan(3000);
    expect(ready.result.statusCode).toBe(503);

    expect(capture).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
    await proxy.close();
    await comesBack();
  }, 30_000);
});
