import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { fromNewAddress } from './graphql';

/**
 * Second factors in the browser tests (decision 0064). The demo administrator has an authenticator app with this known
 * secret outside production (apps/api/src/seed/demo-admin-factor.ts, README): the tests compute its codes.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'ONBRIEFDEMOADMINTOTPSECRETAAAAAA';

const STEP_MS = 30_000;

/** The 6-digit code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

async function post<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  return (await response.json()) as GraphQLAnswer<T>;
}

/**
 * Signs in through the API with the password and then a code, as the login page does. A code works once, and the suite's
 * workers share the administrator's app: a code refused as used is followed by the next step's (one step of drift is
 * accepted), then by the next step's after it begins — never more than a step's wait.
 */
export async function signInWithCode(request: APIRequestContext, email: string, password: string, secret: string): Promise<string> {
  const headers = fromNewAddress();
  const login = await post<{ login: { access_token: string } }>(
    request,
    'mutation Login($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email, password } },
    headers,
  );
  if (login.data?.login.access_token) return login.data.login.access_token;
  const pending = login.errors?.[0]?.extensions?.fields?.pending_token;
  if (!pending) throw new Error(`signing in ${email} failed: ${JSON.stringify(login.errors)}`);
  for (let round = 0; round < 3; round++) {
    for (const offset of [0, STEP_MS]) {
      const answer = await post<{ completeSignIn: { access_token: string } }>(
        request,
        'mutation Complete($input: SecondStepInput!) { completeSignIn(input: $input) { access_token } }',
        { input: { pending_token: pending, code: totpCode(secret, Date.now() + offset) } },
        headers,
      );
      if (answer.data?.completeSignIn.access_token) return answer.data.completeSignIn.access_token;
      if (answer.errors?.[0]?.extensions?.code !== 'BAD_USER_INPUT') throw new Error(`second step failed: ${JSON.stringify(answer.errors)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
  throw new Error(`no code of ${email}'s authenticator was accepted`);
}

/**
 * The demo administrator's session, shared by every worker of the run while it is live and its factor fresh enough for
 * an impersonation (4 of the step-up's 5 minutes). Each sign-in spends a step of the one authenticator app, so workers
 * signing in at once queued behind each other's codes for up to a minute, and past three steps failed a CI run: one
 * worker signs in (under a lock file in the run's folder, E2E_RUN_DIR from playwright.config.ts) and the others read
 * its session.
 */
const FRESH_MS = 4 * 60_000;
const RUN_DIR = process.env.E2E_RUN_DIR;
const SESSION_FILE = RUN_DIR && path.join(RUN_DIR, 'admin-session.json');
let cached: { token: string; at: number } | undefined;

function sharedSession(): { token: string; at: number } | undefined {
  if (!SESSION_FILE) return cached;
  try {
    return JSON.parse(fs.readFileSync(SESSION_FILE, 'utf8')) as { token: string; at: number };
  } catch {
    return undefined;
  }
}

async function liveSession(request: APIRequestContext): Promise<string | undefined> {
  const session = sharedSession();
  if (!session || Date.now() - session.at >= FRESH_MS) return undefined;
  const me = await post<{ me: { email: string } | null }>(request, '{ me { email } }', {}, { authorization: `Bearer ${session.token}` });
  return me.data?.me?.email === DEMO.admin ? session.token : undefined;
}

/** Runs `work` holding the run's admin lock (a file created exclusively; one left by a killed worker expires). */
async function underLock<T>(work: () => Promise<T>): Promise<T> {
  if (!SESSION_FILE) return work();
  const lock = `${SESSION_FILE}.lock`;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 3 * STEP_MS * 2) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  return (
    (await liveSession(request)) ??
    underLock(async () => {
      const again = await liveSession(request);
      if (again) return again;
      const session = { token: await signInWithCode(request, DEMO.admin, DEMO_PASSWORD, DEMO_ADMIN_TOTP_SECRET), at: Date.now() };
      if (SESSION_FILE) fs.writeFileSync(SESSION_FILE, JSON.stringify(session));
      else cached = session;
      return session.token;
    })
  );
}
