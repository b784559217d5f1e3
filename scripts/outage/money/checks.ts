// What the money fault run reads from the database once the processes have drained: money, invoices and their
// mails, posts and their alerts, the job queues. Each function answers plain figures; the run decides what held.
import fs from 'node:fs';
import type { Sql } from 'postgres';
import type { Intent } from './clients.js';
import { pause } from './processes.js';

/** The figure of a `select count(*)::int as n`. */
const count = async (rows: Promise<readonly unknown[]>) => Number((((await rows) as { n: number }[])[0] ?? { n: 0 }).n);

/** Every job, done or not (pg-boss moves completed jobs to its archive after a while). */
const ALL_JOBS = 'select name, state, data from pgboss.job union all select name, state, data from pgboss.archive';

/**
 * Jobs still to run now or soon, and the outbox rows not yet handed to pg-boss. A job active for more than a minute is
 * held by a worker that was killed: pg-boss gives it to another worker only when it expires, so those are named apart.
 */
async function backlog(sql: Sql) {
  const outbox = await count(sql`select count(*)::int as n from job_outbox`);
  const jobs = await sql`
    select name, state, count(*)::int as n from pgboss.job
    where (state in ('created', 'retry') and start_after < now() + interval '1 minute') or state = 'active'
    group by 1, 2 order by 1, 2`;
  const held = await sql`
    select name, count(*)::int as n from pgboss.job where state = 'active' and started_on <= now() - interval '1 minute' group by 1 order by 1`;
  return { outbox, jobs: jobs.map((j) => `${j.name} ${j.state} ${j.n}`), held: held.map((j) => `${j.name} ${j.n}`) };
}

/** Waits until the job outbox is empty and no job is waiting or running (a killed worker's too), or `ms` pass; answers what is left. */
export async function drain(sql: Sql, ms: number) {
  const started = Date.now();
  for (;;) {
    const left = await backlog(sql).catch(() => null);
    const settled = left !== null && left.outbox === 0 && left.jobs.length === 0;
    if (settled || Date.now() - started > ms) return { settled, seconds: Math.round((Date.now() - started) / 1000), left };
    await pause(1000);
  }
}

const byKey = <T extends { key: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.key, r]));

/** Purchases: what the clients were told against what the database and the test gateway hold. */
export async function moneyFigures(sql: Sql, teamIds: number[], intents: Intent[]) {
  const rows = await sql<{ id: number; key: string; status: string; quantity: number; created_at: Date }[]>`
    select id, client_key::text as key, status, quantity, created_at from purchases where team_id = any(${teamIds}) and kind = 'card'`;
  const charges = await sql<{ purchase: string; pence: number }[]>`
    select data->'metadata'->>'purchase_id' as purchase, (data->>'amountPence')::int as pence from test_gateway_objects
    where kind = 'payment' and data->>'status' = 'succeeded' and (data->>'teamId')::int = any(${teamIds})`;
  const purchaseOf = byKey(rows);
  const paid = new Set(rows.filter((r) => r.status === 'paid').map((r) => r.id));
  const acknowledged = intents.filter((i) => i.outcome === 'done');
  const keys = new Set(intents.map((i) => i.key));
  const intended = new Set(intents.map((i) => purchaseOf.get(i.key)?.id).filter((id) => id !== undefined));
  // A charge is explained by the first charge of a purchase some intent made; any other charge took money twice.
  const seen = new Set<string>();
  const extra = charges.filter((c) => !intended.has(Number(c.purchase)) || seen.has(c.purchase) || !seen.add(c.purchase));
  const charged = new Set(charges.map((c) => Number(c.purchase)));
  const pending = rows.filter((r) => r.status === 'pending' || r.status === 'requires_action');
  return {
    intents: intents.length,
    acknowledged: acknowledged.length,
    refused: intents.filter((i) => i.outcome === 'refused').length,
    unresolved: intents.filter((i) => i.outcome === 'unresolved').length,
    unknownAnswers: intents.reduce((n, i) => n + i.unknown.length, 0),
    keptKeys: intents.filter((i) => i.unknown.length > 0).length,
    unknownCodes: tally(intents.flatMap((i) => i.unknown)),
    keptKeyBought: intents.filter((i) => i.retriedAt && (purchaseOf.get(i.key)?.created_at.getTime() ?? Infinity) < i.retriedAt.getTime()).length,
    lost: acknowledged.filter((i) => !paid.has(i.id!)).length,
    refusedButPaid: intents.filter((i) => i.outcome === 'refused' && paid.has(purchaseOf.get(i.key)?.id ?? -1)).length,
    purchasesWithoutIntent: rows.filter((r) => !keys.has(r.key)).length,
    chargedTwice: extra.length,
    chargedTwicePence: extra.reduce((s, c) => s + c.pence, 0),
    paidWithoutCharge: [...paid].filter((id) => !charged.has(id)).length,
    pendingAtEnd: pending.length,
    pendingCharged: pending.filter((r) => charged.has(r.id)).length,
    creditsOff: await creditsOff(sql, teamIds),
  };
}

/** Teams whose balance, ledger sum and paid quantities disagree. */
async function creditsOff(sql: Sql, teamIds: number[]) {
  return count(sql`
    select count(*)::int as n from unnest(${teamIds}::int[]) as t(id)
    left join team_credits c on c.team_id = t.id
    where coalesce(c.balance, 0) <> (select coalesce(sum(case when direction = 'IN' then quantity else -quantity end), 0) from credit_ledger l where l.team_id = t.id)
       or coalesce(c.balance, 0) <> (select coalesce(sum(quantity), 0) from purchases p where p.team_id = t.id and p.status = 'paid')`);
}

export function tally(codes: string[]): string {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${c} ${n}`).join(', ') || '-';
}

/** A mail handed to its transport (the offline log, or SMTP). */
const SENT = ['logged', 'sent'];

/** The INV series over the whole database, and the buyers' invoices against the mails that went out. */
export async function invoiceFigures(sql: Sql, teamIds: number[]) {
  const numbers = (await sql`select number from invoices where kind = 'invoice'`).map((r) => Number(String(r.number).slice(4)));
  const distinct = new Set(numbers);
  const paidWithoutInvoice = await count(sql`
    select count(*)::int as n from purchases p where p.status = 'paid' and not exists (select 1 from invoices i where i.purchase_id = p.id and i.kind = 'invoice')`);
  const invoices = await sql<{ mails: number; mailing: boolean; jobs: string | null }[]>`
    select
      (select count(*)::int from outbox o where o.subject = 'Your Onbrief invoice ' || i.number and o.to_address = u.email and o.status = any(${SENT})) as mails,
      exists (select 1 from invoice_mailings m where m.invoice_id = i.id) as mailing,
      (select string_agg(distinct j.state::text, ',') from (${sql.unsafe(ALL_JOBS)}) j
        where j.name in ('billing.invoice-mail', 'mail.invoice') and j.data->>'invoiceId' = i.id::text) as jobs
    from invoices i join users u on u.id = i.team_id where i.team_id = any(${teamIds}) and i.kind = 'invoice'`;
  const unmailed = invoices.filter((i) => i.mails === 0);
  return {
    issued: numbers.length,
    duplicates: numbers.length - distinct.size,
    gaps: numbers.length ? Math.max(...numbers) - distinct.size : 0,
    paidWithoutInvoice,
    buyersInvoices: invoices.length,
    withoutMail: unmailed.length,
    withoutMailJob: unmailed.filter((i) => !i.jobs).length,
    withoutMailJobStates: tally(unmailed.flatMap((i) => (i.jobs ? i.jobs.split(',') : []))),
    withoutMailingRow: invoices.filter((i) => !i.mailing).length,
    mailedTwice: invoices.filter((i) => i.mails > 1).length,
  };
}

/** The posters' posts: stored as acknowledged, once each, each with its alert job and an alert mail to every alertee. */
export async function alertFigures(sql: Sql, intents: Intent[], alertees: string[]) {
  const posts = await sql<{ id: number; title: string; job: boolean; mails: number[] }[]>`
    select o.id, o.title,
      exists (select 1 from (${sql.unsafe(ALL_JOBS)}) j where j.name = 'alerts.post-published' and j.data->>'opportunityId' = o.id::text)
        or exists (select 1 from job_outbox jo where jo.name = 'alerts.post-published' and jo.payload->>'opportunityId' = o.id::text) as job,
      array(select (select count(*)::int from outbox m where m.to_address = a.email and m.subject = 'New opportunity for you: ' || o.title and m.status = any(${SENT}))
            from unnest(${alertees}::text[]) as a(email)) as mails
    from opportunities o where o.title = any(${intents.map((i) => i.label)})`;
  const stored = new Set(posts.map((p) => p.id));
  const acknowledged = intents.filter((i) => i.outcome === 'done');
  return {
    intents: intents.length,
    acknowledged: acknowledged.length,
    unresolved: intents.filter((i) => i.outcome === 'unresolved').length,
    unknownAnswers: intents.reduce((n, i) => n + i.unknown.length, 0),
    lost: acknowledged.filter((i) => !stored.has(i.id!)).length,
    postedTwice: posts.length - new Set(posts.map((p) => p.title)).size,
    withoutAlertJob: posts.filter((p) => !p.job).length,
    alertsLost: posts.filter((p) => p.mails.some((n) => n === 0)).length,
    alertMailsMissing: posts.reduce((s, p) => s + p.mails.filter((n) => n === 0).length, 0),
    alertMailsTwice: posts.reduce((s, p) => s + p.mails.filter((n) => n > 1).length, 0),
  };
}

/** Mails and jobs left unfinished after the drain. */
export async function queueFigures(sql: Sql) {
  const [mails] = await sql`
    select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'failed')::int as failed from outbox`;
  const failed = await sql`select name, count(*)::int as n from pgboss.job where state = 'failed' group by 1 order by 1`;
  return { mailsQueued: mails!.queued as number, mailsFailed: mails!.failed as number, jobsFailed: failed.map((f) => `${f.name} ${f.n}`).join(', ') || '-' };
}

/** Error-level lines in a process log: each 'unexpected error' is one report to Sentry when a DSN is set. */
export function logFigures(file: string) {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  return {
    errors: lines.filter((l) => l.includes('"level":50')).length,
    reported: lines.filter((l) => l.includes('"msg":"unexpected error"')).length,
    fatal: lines.filter((l) => l.includes('"level":60')).length,
  };
}
