import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { createYoga } from 'graphql-yoga';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type GraphQLError } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MSG, UPLOAD_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../test/harness.js';
import { users } from './db/schema/index.js';
import { expectedError } from './errors.js';
import { MAX_ID, parseId } from './graphql/ids.js';
import { INPUT_LIMITS, INPUT_MSG, QUERY_LIMITS, queryLimitsPlugin } from './graphql/query-limits.js';
import { schema } from './schema.js';

let t: TestApp;
let capture: MockInstance;
let logError: MockInstance;
let employer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // Test-only REST routes, added before the first request readies the server: they show how the
  // error handler maps what the real driver throws.
  t.app.get('/test/bad-cast', async () => t.deps.db.execute(sql`select ${'abc'}::int`));
  t.app.get('/test/db-away', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  employer = await t.login('employer@demo.test');
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

// Every test here is a client's mistake: none may reach the error reporter or the error log.
beforeEach(() => {
  capture = vi.spyOn(t.deps.reporter, 'capture');
  logError = vi.spyOn(t.deps.log, 'error');
});
afterEach(() => {
  const reported = [...capture.mock.calls, ...logError.mock.calls].map((args) => String(args[0]));
  capture.mockRestore();
  logError.mockRestore();
  expect(reported).toEqual([]);
});

async function gql(query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json();
  return { status: res.statusCode, body, error: body.errors?.[0] as { message: string; extensions: { code: string } } | undefined };
}

const rest = async (url: string, payload: unknown) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  return { status: res.statusCode, body: res.json() };
};

describe('values the database cannot take (SQLSTATE class 22)', () => {
  it('answers an id past the int4 column with BAD_USER_INPUT, in an argument or a list', async () => {
    const one = await gql('{ user(id: "99999999999") { id } }', undefined, employer);
    expect(one.status).toBe(200);
    expect(one.error).toMatchObject({ message: 'Invalid user id.', extensions: { code: 'BAD_USER_INPUT' } });

    const list = await gql('query($i: [ID!]) { skills(industries: $i) { id } }', { i: ['99999999999'] });
    expect(list.error).toMatchObject({ message: 'Invalid id.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers an id that is not a whole number with BAD_USER_INPUT', async () => {
    for (const [query, token] of [
      ['{ user(id: "abc") { id } }', employer],
      ['{ adminUser(id: "1.5") { id } }', admin],
      ['{ adminUser(id: "1e3") { id } }', admin],
      ['mutation { switchTeam(team_id: "x") { id } }', employer],
    ] as const) {
      const res = await gql(query, undefined, token);
      expect(res.status, query).toBe(200);
      expect(res.error?.extensions.code, query).toBe('BAD_USER_INPUT');
    }
  });

  it('maps the driver’s own errors: not a number, out of range, a bad date, NUL', async () => {
    const refused = async (query: ReturnType<typeof sql>) => {
      const err = await t.deps.db.execute(query).then(() => undefined, (e: unknown) => e);
      return expectedError(err, t.deps.log)?.code;
    };
    expect(await refused(sql`select ${'abc'}::int`)).toBe('BAD_USER_INPUT'); // 22P02
    expect(await refused(sql`select ${'99999999999'}::int4`)).toBe('BAD_USER_INPUT'); // 22003
    expect(await refused(sql`select ${'2024-13-45'}::date`)).toBe('BAD_USER_INPUT'); // 22008
    expect(await refused(sql`select ${'a\u0000b'}::text`)).toBe('BAD_USER_INPUT'); // 22021 / 22P05
  });

  it('answers REST with 422 {message, code} for a refused value, 503 for a database out of reach', async () => {
    const cast = await t.app.inject({ url: '/test/bad-cast' });
    expect(cast.statusCode).toBe(422);
    expect(cast.json()).toEqual({ message: MSG.invalidInput, code: 'BAD_USER_INPUT' });
    const away = await t.app.inject({ url: '/test/db-away' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ message: MSG.unavailable, code: 'UNAVAILABLE' });
  });
});

describe('expectedError', () => {
  const code = (err: unknown) => expectedError(err, t.deps.log)?.code;
  const withCode = (c: string) => Object.assign(new Error(c), { code: c });

  it('reads an unreachable database in every shape the drivers throw', () => {
    expect(code({ cause: withCode('CONNECTION_CLOSED') })).toBe('UNAVAILABLE'); // drizzle around postgres-js
    expect(code(withCode('CONNECT_TIMEOUT'))).toBe('UNAVAILABLE');
    expect(code(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe('UNAVAILABLE');
    expect(code(withCode('57P01'))).toBe('UNAVAILABLE'); // admin shutdown
    expect(code(withCode('08006'))).toBe('UNAVAILABLE'); // connection failure
  });

  it('leaves real faults to the reporter', () => {
    expect(code(new Error('boom'))).toBeUndefined();
    expect(code(withCode('23505'))).toBeUndefined(); // a unique violation the module did not expect
    expect(code(withCode('57014'))).toBeUndefined(); // statement_timeout: a slow query to fix
  });
});

describe('variables of the wrong type', () => {
  it.each([
    ['an object for an ID', 'query($id: ID!) { user(id: $id) { id } }', { id: { a: 1 } }],
    ['an Int out of range', 'query($f: Int) { deals(first: $f) { data { id } } }', { f: 99999999999 }],
    ['a string for an Int', 'query($f: Int) { deals(first: $f) { data { id } } }', { f: 'ten' }],
    ['a string for a Boolean', 'query($b: Boolean) { landingPages(display_in_footer: $b) { id } }', { b: 'yes' }],
    ['a missing required one', 'query($e: String!) { checkUser(email: $e) }', {}],
  ])('refuses %s with 400 and BAD_USER_INPUT', async (_name, query, variables) => {
    const res = await gql(query, variables);
    expect(res.status).toBe(400);
    expect(res.error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(res.error?.message).toMatch(/^Variable "\$\w+"/);
  });
});

describe('NUL characters', () => {
  const update = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id first_name } }';
  const firstName = async () =>
    (await t.deps.db.select({ v: users.first_name }).from(users).where(eq(users.email, 'employer@demo.test')))[0]?.v;

  it('refuses one in a variable or a literal, and changes nothing', async () => {
    const before = await firstName();
    for (const [query, variables] of [
      [update, { input: { first_name: 'Ev\u0000il' } }],
      ['mutation { updateUser(input: { first_name: "Ev\\u0000il" }) { id } }', undefined],
      ['mutation { updateUser(input: { first_name: "Ev\\u{0}il" }) { id } }', undefined],
    ] as const) {
      const res = await gql(query, variables, employer);
      expect(res.error, query).toMatchObject({ message: INPUT_MSG.nul, extensions: { code: 'BAD_USER_INPUT' } });
      expect(res.body.data ?? null).toBeNull();
    }
    expect(await firstName()).toBe(before);
  });

  it('refuses one in a GET query string', async () => {
    const res = await t.app.inject({ url: `/graphql?query=${encodeURIComponent('query($e: String!) { checkUser(email: $e) }')}&variables=${encodeURIComponent(JSON.stringify({ e: 'a\u0000@b.co' }))}` });
    expect(res.json().errors[0]).toMatchObject({ message: INPUT_MSG.nul, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses one in a REST body with 422 {message, code}', async () => {
    const forgot = await rest('/api/forgot-password', { email: 'employer\u0000@demo.test' });
    expect(forgot).toEqual({ status: 422, body: { message: INPUT_MSG.nul, code: 'BAD_USER_INPUT' } });
    const reset = await rest('/api/reset-password', { email: 'employer@demo.test', token: 'a\u0000b', password: 'Abcdef1!x', password_confirmation: 'Abcdef1!x' });
    expect(reset).toEqual({ status: 422, body: { message: INPUT_MSG.nul, code: 'BAD_USER_INPUT' } });
  });
});

describe('sizes no screen sends', () => {
  const skills = 'query($i: [ID!]) { skills(industries: $i) { id } }';
  const ids = (n: number) => Array.from({ length: n }, (_, k) => String(k + 1));

  it(`refuses a list longer than ${INPUT_LIMITS.listLength} items`, async () => {
    expect((await gql(skills, { i: ids(INPUT_LIMITS.listLength) })).error).toBeUndefined();
    const res = await gql(skills, { i: ids(INPUT_LIMITS.listLength + 1) });
    expect(res.error).toMatchObject({ message: INPUT_MSG.list, extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.status).toBe(400);
  });

  it('refuses deep nesting and long lists in REST bodies', async () => {
    let deep: unknown = 'a@b.co';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(await rest('/api/forgot-password', { email: deep })).toEqual({ status: 422, body: { message: INPUT_MSG.nesting, code: 'BAD_USER_INPUT' } });
    expect(await rest('/api/forgot-password', { email: ids(5000) })).toEqual({ status: 422, body: { message: INPUT_MSG.list, code: 'BAD_USER_INPUT' } });
  });

  it('answers wrong types and shapes on REST with 4xx {message, code}', async () => {
    for (const payload of [{ email: 5 }, { email: ['a'] }, { email: { $gt: '' } }, 'text', 7, [], null]) {
      const res = await rest('/api/forgot-password', payload);
      expect(res.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('query shape limits', () => {
  // No cycle in the schema, so depth comes from nested inline fragments (armor counts each level).
  const nested = (levels: number, inner: string) => `{ me { ${'... on User { '.repeat(levels)}${inner}${' }'.repeat(levels)} } }`;

  it.each([
    ['too deep', nested(QUERY_LIMITS.depth + 2, 'id'), /depth limit of 12/],
    ['too many aliases', `{ ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`, /Aliases limit/],
    ['too costly', nested(9, 'id '.repeat(100)), /Cost limit of 5000/],
    ['too many tokens', `{ me { ${'id '.repeat(QUERY_LIMITS.tokens)} } }`, /Token limit of 2000/],
    ['too many directives', `{ me { ${'id @skip(if: false) '.repeat(QUERY_LIMITS.directives + 1)} } }`, /Directives limit/],
  ])('refuses a document %s with QUERY_TOO_COMPLEX before running it', async (_name, query, message) => {
    const res = await gql(query, undefined, employer);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    const limit = res.body.errors.find((e: { extensions: { code: string } }) => e.extensions.code === 'QUERY_TOO_COMPLEX');
    expect(limit?.message).toMatch(message);
  });

  it('lets every operation the web app sends through, with room to grow', () => {
    // The same plugin on a bare Yoga: parse and validate only, nothing runs.
    const { parse: parseDoc, validate, schema: checked } = createYoga({ schema, plugins: [queryLimitsPlugin()] }).getEnveloped({});
    const documents = webOperations();
    expect(documents.length).toBeGreaterThan(30);
    for (const document of documents) {
      const errors: readonly GraphQLError[] = validate(checked, parseDoc(document));
      expect(errors.filter((e) => e.extensions.code === 'QUERY_TOO_COMPLEX'), document.slice(0, 80)).toEqual([]);
    }
  });
});

describe('images that decode to huge pixel counts', () => {
  it('refuses a small PNG declaring 9000 × 9000 (81 MP) before decoding it', async () => {
    const png = bigGreyPng(9000, 9000);
    expect(png.length).toBeLessThan(200_000);
    const fd = new FormData();
    fd.append('purpose', 'avatar');
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bomb.png');
    const body = new Response(fd);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': body.headers.get('content-type')!, authorization: `Bearer ${employer}` },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: UPLOAD_MSG.invalidImage });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('parseId', () => {
  it('takes positive whole numbers up to the int4 maximum', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(42)).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', ' 7', '07', '', String(MAX_ID + 1), '99999999999', 1.5, -3, Number.NaN])(
    'refuses %j with BAD_USER_INPUT',
    (value) => {
      expect(() => parseId(value, 'user id')).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'Invalid user id.' }));
    },
  );
});

/** A valid greyscale PNG whose rows are all black: a few KB on the wire, `w × h` pixels decoded. */
function bigGreyPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), compression, filter, interlace: 0
  // Each row: filter byte 0, then w zero bytes.
  const idat = deflateSync(Buffer.alloc((w + 1) * h), { level: 9 });
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Every operation in apps/web/src (graphql(`…`) calls), each printed with the fragments it spreads. */
function webOperations(): string[] {
  const root = fileURLToPath(new URL('../../web/src', import.meta.url));
  const definitions: DefinitionNode[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) definitions.push(...parse(m[1]!).definitions);
      }
    }
  };
  walk(root);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const needed = new Set<string>();
      const queue: DefinitionNode[] = [operation];
      while (queue.length > 0) {
        visit(queue.pop()!, {
          FragmentSpread(node) {
            if (needed.has(node.name.value)) return;
            needed.add(node.name.value);
            queue.push(fragments.get(node.name.value)!);
          },
        });
      }
      return [operation, ...[...needed].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n');
    });
}
