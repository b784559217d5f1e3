import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { verifyPassword } from '../lib/secrets.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createAdmin, main } from './create-admin.js';
import { giveAuthenticator } from '../modules/second-factor/test-fixtures.js';

function capture() {
  let text = '';
  return { write: (s: string) => (text += s), get text() { return text; } };
}

describe('npm run admin:create (main) on the embedded database in DATA_DIR', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-admin-create-'));
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it('creates an ACTIVE administrator, prints a generated strong password once, and refuses the same email again', async () => {
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const out = capture();
    const err = capture();
    expect(await main(['--email', 'Owner@Example.com', '--first-name', 'Olive', '--last-name', 'Owner'], env, out, err)).toBe(0);
    const password = /Password: (\S+)/.exec(out.text)?.[1];
    expect(password).toMatch(/^[\w-]{24}!$/);

    const again = capture();
    expect(await main(['--email', 'owner@example.com', '--password', 'Other-pass1!'], env, capture(), again)).toBe(1);
    expect(again.text).toContain('already exists; nothing was changed');

    const database = await openDatabase({ dataDir: dir });
    try {
      const rows = await database.db.select().from(users).where(sql`lower(${users.email}) = 'owner@example.com'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'ADMIN', status: 'ACTIVE', first_name: 'Olive', last_name: 'Owner' });
      expect(await verifyPassword(rows[0]!.password_hash, password!)).toBe(true);
    } finally {
      await database.close();
    }
    // It starts the embedded PostgreSQL on a folder three times (the first creates and migrates it): seconds each
    // on a busy machine.
  }, 90_000);

  it('explains what is wrong with the arguments and creates nothing', async () => {
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    for (const [args, text] of [
      [[], 'npm run admin:create'],
      [['--email', 'not-an-email'], '--email: Please enter a valid email address'],
      [['--email', 'weak@example.com', '--password', 'short'], '--password: Password must be at least 8 characters'],
      [['--email', 'x@example.com', '--bogus'], "Unknown option '--bogus'"],
    ] as const) {
      const err = capture();
      expect(await main([...args], env, capture(), err)).toBe(1);
      expect(err.text).toContain(text);
    }
  });
});

describe('createAdmin on the test database (PostgreSQL when DATABASE_URL is set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('creates an administrator who can sign in, is led to a second factor, and then uses the console, audited', async () => {
    const { user } = await createAdmin(t.deps.db, { email: 'ops@example.com', password: 'Given-pass1!' });
    const CONSOLE = '{ adminPendingCount adminAuditLog { data { action target_id actor_id } } }';
    // The console asks every administrator for a second factor first (decision 0064).
    const first = await t.gql(CONSOLE, {}, await t.login('ops@example.com', 'Given-pass1!'));
    expect(first.errors?.[0]?.extensions.code).toBe('SECOND_FACTOR_REQUIRED');
    await giveAuthenticator(t.deps.db, user.id);
    const res = await t.gql(CONSOLE, {}, await t.login('ops@example.com', 'Given-pass1!'));
    expect(res.data).toEqual({ adminPendingCount: 0, adminAuditLog: { data: [{ action: 'admin.create', target_id: String(user.id), actor_id: null }] } });
  });
});
