// The purchase figures (decision 0045). Not a test: it prints numbers.
//   scripts/with-postgres.sh node --import tsx scripts/bench/purchases.ts     (PostgreSQL, as production)
//   node --import tsx scripts/bench/purchases.ts                              (the embedded PGlite)
// a. the purchase round trip on the offline test gateway, through HTTP: 10 buyers (10 company teams, each with a
//    saved 4242 card) each buying one post after another, ROUNDS times; p50 and p95 of purchaseJobPosts
// b. 100 purchases by one team at once (100 keys): the balance equals the ledger's sum, 100 IN rows, and the
//    invoice numbers run unbroken
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { createDeps } from '../../apps/api/src/bootstrap.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { creditLedger, invoices, purchases, teamCredits, users } from '../../apps/api/src/db/schema/index.js';
import { seedSettings } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { createLogger } from '../../apps/api/src/adapters/log.js';

const PORT = 3211;
const base = `http://127.0.0.1:${PORT}`;
const BUYERS = 10;
const ROUNDS = Number(process.argv[2] ?? 20);
const AT_ONCE = 100;
const PASSWORD = 'Secret-pass1!';

let url: string | undefined;
let admin: { unsafe: (q: string) => Promise<unknown>; end: () => Promise<void> } | undefined;
const NAME = 'bench_purchases';
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.unsafe(`create database ${NAME}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${NAME}`;
  url = u.href;
}
const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-purchases-'));
const database = await openDatabase(url ? { url, poolSize: 20 } : { dataDir: dataDir! });
const db = database.db;
await seedSettings(db);
await seedReference(db);
const config = loadConfig({ ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }), LOG_LEVEL: 'silent', NODE_ENV: 'test', APP_URL: base, PORT: String(PORT) });
const deps = await createDeps(config, createLogger('silent'), database);
await deps.jobs.start(deps, { work: true });
const app = await buildApp(deps);
await app.listen({ port: PORT, host: '127.0.0.1' });

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: any; errors?: { message: string }[] };
}

/** A company team, approved, with a saved test card (4242), as the card field saves one. */
async function buyer(i: number): Promise<{ id: number; token: string }> {
  const email = `bench-buyer-${i}@example.com`;
  const reg = await gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
    input: {
      type: 'COMPANY', email, password: PASSWORD, first_name: 'Bea', last_name: `Buyer ${i}`, company: `Bench Buyer ${i}`, position: 'Owner',
      address_1: '1 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
    },
  });
  const id = Number(reg.data.register.id);
  await db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, id));
  const token = (await gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { access_token } }', { e: email, p: PASSWORD })).data.login.access_token;
  const setup = (await gql('mutation { prepareCard { setupRef } }', {}, token)).data.prepareCard;
  await fetch(`${base}/api/test-gateway/setups/${setup.setupRef}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
  });
  const saved = await gql('mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: setup.setupRef }, token);
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
  return { id, token };
}

const BUY = 'mutation($input: PurchaseInput!, $key: String!) { purchaseJobPosts(input: $input, idempotencyKey: $key) { balance purchase { status } } }';
const buy = (token: string) => gql(BUY, { input: { quantity: 1, method: 'card' }, key: randomUUID() }, token);

const buyers = [];
for (let i = 0; i < BUYERS; i++) buyers.push(await buyer(i));
// Warm-up: a purchase each.
await Promise.all(buyers.map((b) => buy(b.token)));

const times: number[] = [];
let failed = 0;
const t0 = performance.now();
await Promise.all(
  buyers.map(async (b) => {
    for (let r = 0; r < ROUNDS; r++) {
      const start = performance.now();
      const res = await buy(b.token);
      times.push(performance.now() - start);
      if (res.errors || res.data.purchaseJobPosts.purchase.status !== 'paid') failed++;
    }
  }),
);
const seconds = (performance.now() - t0) / 1000;
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(1);
const where = url ? 'PostgreSQL' : 'PGlite';
console.log(
  `a. purchase round trip (offline test gateway, ${where}, HTTP): ${BUYERS} buyers × ${ROUNDS} = ${times.length} purchases in ${seconds.toFixed(1)} s ` +
    `(${(times.length / seconds).toFixed(0)} a second): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms; not paid: ${failed}`,
);

// b. 100 purchases by one team at once.
const crowd = await buyer(BUYERS);
const results = await Promise.all(Array.from({ length: AT_ONCE }, () => buy(crowd.token)));
const paid = results.filter((r) => !r.errors && r.data.purchaseJobPosts.purchase.status === 'paid').length;
const [balance] = await db.select({ b: teamCredits.balance }).from(teamCredits).where(eq(teamCredits.team_id, crowd.id));
const [ledger] = await db
  .select({ sum: sql<number>`coalesce(sum(case when direction = 'IN' then quantity else -quantity end), 0)::int`, ins: sql<number>`count(*) filter (where direction = 'IN')::int` })
  .from(creditLedger)
  .where(eq(creditLedger.team_id, crowd.id));
const [teamPurchases] = await db.select({ n: sql<number>`count(*)::int` }).from(purchases).where(eq(purchases.team_id, crowd.id));
const numbers = (await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice'))).map((r) => Number(r.number.slice(4))).sort((a, b) => a - b);
const unbroken = numbers.every((n, i) => n === i + 1);
console.log(
  `b. ${AT_ONCE} purchases by one team at once: ${paid} paid, ${teamPurchases!.n} purchases; balance ${balance?.b} = ledger sum ${ledger!.sum} ` +
    `(${ledger!.ins} IN rows); invoice numbers INV-000001 to INV-${String(numbers.at(-1)).padStart(6, '0')}, ${numbers.length} invoices, ` +
    `${unbroken ? 'unbroken' : 'BROKEN'}`,
);
const consistent = paid === AT_ONCE && balance?.b === ledger!.sum && ledger!.sum === AT_ONCE && ledger!.ins === AT_ONCE && unbroken;

await app.close();
await deps.jobs.stop();
await database.close();
if (admin) {
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.end();
}
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(consistent ? 0 : 1);
