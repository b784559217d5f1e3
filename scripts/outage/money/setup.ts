// The people of the money fault run, made before the faults: company buyers with a saved test card (as
// scripts/bench/purchases.ts makes them), the demo employer as poster with posts to spend, and freelancers whose
// immediate job alerts match every post the posters publish.
import type { Sql } from 'postgres';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import { jobInput, referenceIds } from '../../../apps/api/src/modules/opportunities/test-fixtures.js';
import { DEMO_ADMIN_TOTP_SECRET } from '../../../apps/api/src/seed/demo-admin-factor.js';
import { totpCode } from '../../../apps/api/src/modules/second-factor/totp.js';
import { ask, type Client } from './clients.js';

const PASSWORD = 'Secret-pass1!';
const DEMO_PASSWORD = 'Demo-pass1!';

async function must(answer: ReturnType<typeof ask>, what: string): Promise<any> {
  const a = await answer;
  if (a.kind !== 'ok') throw new Error(`${what}: ${a.code}`);
  return a.data;
}

async function login(base: string, email: string, password: string, ip: string): Promise<string> {
  const data = await must(ask(base, 'mutation($i: LoginInput!) { login(input: $i) { access_token } }', { i: { email, password } }, { ip }), `login ${email}`);
  return data.login.access_token;
}

/** The demo administrator: the password, then a code of their authenticator app outside production (decision 0064). */
async function adminLogin(base: string, ip: string): Promise<string> {
  const post = async (query: string, variables: object) => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[] };
  };
  const first = await post('mutation($i: LoginInput!) { login(input: $i) { access_token } }', { i: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
  if (first.data?.login) return first.data.login.access_token;
  const pending = first.errors?.[0]?.extensions?.fields?.pending_token;
  if (!pending) throw new Error(`login admin@demo.test: ${JSON.stringify(first.errors)}`);
  const second = await post('mutation($i: SecondStepInput!) { completeSignIn(input: $i) { access_token } }', {
    i: { pending_token: pending, code: totpCode(DEMO_ADMIN_TOTP_SECRET, Date.now()) },
  });
  if (!second.data?.completeSignIn) throw new Error(`second step admin@demo.test: ${JSON.stringify(second.errors)}`);
  return second.data.completeSignIn.access_token;
}

export interface Buyer extends Client {
  teamId: number;
  email: string;
}

/** A company team, approved (as the console does, in the database), signed in, with a saved 4242 card. */
export async function companyBuyer(base: string, sql: Sql, i: number): Promise<Buyer> {
  const email = `fault-buyer-${i}@example.com`;
  const ip = `10.36.0.${i + 1}`;
  const registered = await must(
    ask(base, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: {
        type: 'COMPANY', email, password: PASSWORD, first_name: 'Bea', last_name: `Buyer ${i}`, company: `Fault Buyer ${i}`, position: 'Owner',
        address_1: '1 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
      },
    }, { ip }),
    `register ${email}`,
  );
  const teamId = Number(registered.register.id);
  await sql`update users set status = 'ACTIVE' where id = ${teamId}`;
  const token = await login(base, email, PASSWORD, ip);
  const { prepareCard } = await must(ask(base, 'mutation { prepareCard { setupRef } }', {}, { token, ip }), 'prepareCard');
  await fetch(`${base}/api/test-gateway/setups/${prepareCard.setupRef}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
  });
  await must(ask(base, 'mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: prepareCard.setupRef }, { token, ip }), 'saveCard');
  return { teamId, email, token, ip };
}

/** The demo employer, signed in, with `posts` more job posts granted by the demo administrator. */
export async function poster(base: string, sql: Sql, posts: number): Promise<Client> {
  const ip = '10.36.1.1';
  const [employer] = await sql<{ id: number }[]>`select id from users where email = 'employer@demo.test'`;
  const admin = await adminLogin(base, ip);
  await must(
    ask(base, 'mutation($t: ID!, $i: GrantCreditsInput!) { adminGrantCredits(teamId: $t, input: $i) { balance } }', { t: String(employer!.id), i: { quantity: posts, reason: 'Fault run' } }, { token: admin, ip }),
    'adminGrantCredits',
  );
  return { token: await login(base, 'employer@demo.test', DEMO_PASSWORD, ip), ip };
}

/** A valid job form (discipline 1, its first skills and categories), and the reference ids it was made from. */
export async function postForm(url: string) {
  const database = await openDatabase({ url, migrate: false, poolSize: 1 });
  const ref = await referenceIds(database.db);
  await database.close();
  return { form: (title: string) => jobInput(ref, { title }), skill: ref.design.skills[0]! };
}

/** Freelancers who take immediate alerts and share the form's first skill: every post must alert each of them. */
export async function alertees(sql: Sql, skill: number, n: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `fault-alertee-${i}@example.com`;
    const [row] = await sql<{ id: number }[]>`
      insert into users (email, password_hash, type, status, first_name, last_name, send_email, notification_frequency)
      values (${email}, 'x', 'FREELANCER', 'ACTIVE', 'Alex', ${`Alertee ${i}`}, true, 'immediately') returning id`;
    const id = row!.id;
    await sql`insert into user_skills (user_id, skill_id, is_top) values (${id}, ${skill}, true)`;
    await sql`insert into user_industries (user_id, industry_id) values (${id}, 1)`;
    await sql`insert into freelancer_preferences (user_id, job_type, working_hours) values (${id}, 'FREELANCE', 'FULLTIME')`;
    emails.push(email);
  }
  return emails;
}
