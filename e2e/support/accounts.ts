import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The password of every demo account (README). Never change a demo account's password in a test. */
export const DEMO_PASSWORD = 'Demo-pass1!';

/** The reference accounts the test server seeds (README). They are shared: tests only read them. */
export const DEMO = {
  admin: 'admin@demo.test',
  employer: 'employer@demo.test',
  member: 'member@demo.test',
  guest: 'guest@demo.test',
  freelancer: 'freelancer@demo.test',
  agency: 'agency@demo.test',
  inactive: 'inactive@demo.test',
} as const;

/** A password that passes the registration rules (8+ characters, one special, no spaces). */
export const FRESH_PASSWORD = 'Fresh-pass1!';

/** An email no other test (or earlier run) uses. */
export function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

/** Step-2 details that pass the spec's rules. */
export const PERSON = {
  first_name: 'Robin',
  last_name: 'Tester',
  company: 'Fresh Test Ltd',
  position: 'Hiring Lead',
  address_1: '10 Test Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 4AP',
  country: 'GB',
  phone: '+44 113 496 0000',
} as const;

export type AccountType = 'COMPANY' | 'FREELANCER' | 'AGENCY';

export interface FreshAccount {
  email: string;
  password: string;
  type: AccountType;
}

/**
 * Registers a fresh account through the API (the same `register` mutation the sign-up form sends).
 * For tests whose subject is not sign-up itself; the sign-up specs go through the forms.
 */
export async function registerAccount(request: APIRequestContext, type: AccountType, tag: string): Promise<FreshAccount> {
  const email = freshEmail(tag);
  const password = FRESH_PASSWORD;
  const { company, position, ...common } = PERSON;
  const input = { ...common, ...(type === 'FREELANCER' ? {} : { company, position }), type, email, password };
  const response = await request.post('/graphql', {
    // Each fixture account signs up from an address of its own, as different people would: sign-ups are
    // limited per address (lib/limits.ts), and the test server trusts X-Forwarded-For (support/server.ts).
    headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    data: { query: 'mutation Register($input: RegisterInput!) { register(input: $input) { id email } }', variables: { input } },
  });
  const body = (await response.json()) as { data?: { register?: { email: string } }; errors?: unknown };
  if (!response.ok() || !body.data?.register) {
    throw new Error(`registering ${email} failed: ${response.status()} ${JSON.stringify(body.errors ?? body)}`);
  }
  return { email, password, type };
}

/** Asks the API who a bearer token belongs to: the GraphQL error code, or the user's email. */
export async function whoIs(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ me { email } }' },
  });
  const body = (await response.json()) as { data?: { me?: { email: string } | null }; errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? body.data?.me?.email ?? 'NO_USER';
}
