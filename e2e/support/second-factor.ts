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
 * The demo administrator's session, shared by a worker's tests while it is live and its factor fresh enough for an
 * impersonation (4 of the step-up's 5 minutes): signing in anew spends a code each time.
 */
let cached: { token: string; at: number } | undefined;
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  if (cached && Date.now() - cached.at < 4 * 60_000) {
    const me = await post<{ me: { email: string } | null }>(request, '{ me { email } }', {}, { authorization: `Bearer ${cached.token}` });
    if (me.data?.me?.email === DEMO.admin) return cached.token;
  }
  const token = await signInWithCode(request, DEMO.admin, DEMO_PASSWORD, DEMO_ADMIN_TOTP_SECRET);
  cached = { token, at: Date.now() };
  return token;
}
