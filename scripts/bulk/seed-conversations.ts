// The hiring conversation's bulk data alone, into a database `npm run seed:bulk` filled before without --conversations:
//   DATABASE_URL=postgres://… node --import tsx scripts/bulk/seed-conversations.ts                   100,000 threads, 1,000,000 messages
//   DATABASE_URL=… node --import tsx scripts/bulk/seed-conversations.ts --threads 1000 --messages 20000 --long-threads 2
// Never on a production database: the recruiters it adds (@bulk.test) can sign in with the demo password.
import { parseArgs } from 'node:util';
import { hashPassword } from '../../apps/api/src/lib/secrets.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { CONVERSATION_TABLES, conversationSql } from './conversations.js';

const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: '100000' }, messages: { type: 'string', default: '1000000' }, 'long-threads': { type: 'string', default: '20' },
    seed: { type: 'string', default: '0.61' },
  },
});
const sizes = { threads: Number(values.threads), messages: Number(values.messages), long: Number(values['long-threads']) };
if (!process.env.DATABASE_URL) {
  console.error('seed-conversations: PostgreSQL only (DATABASE_URL).');
  process.exit(2);
}
const started = performance.now();
const { default: postgres } = await import('postgres');
const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {}, idle_timeout: 0, max_lifetime: 0, connection: { statement_timeout: 0 } });
const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from users where email like 'recruiter%@bulk.test'`;
if (n > 0) {
  console.error('seed-conversations: this database already has bulk conversations. Use a fresh one.');
  process.exit(1);
}
const [{ max } = { max: 0 }] = await sql<{ max: number }[]>`select coalesce(max(id), 0)::int as max from users`;
await sql.unsafe(`select setseed(${Number(values.seed)})`);
await sql.unsafe('set work_mem = \'256MB\'');
await sql.unsafe('set jit = off');
for (const text of conversationSql(sizes, max, await hashPassword(DEMO_PASSWORD), new Date().toISOString())) {
  await sql.unsafe(text);
  // Staging tables get statistics at once, so the next statements join them sensibly.
  const staged = /^\s*create temp table (\w+)/.exec(text);
  if (staged) await sql.unsafe(`analyze ${staged[1]}`);
}
for (const table of [...CONVERSATION_TABLES, 'opportunities', 'users', 'user_teams']) await sql.unsafe(`vacuum (analyze) ${table}`);
const [counts] = await sql<{ threads: number; messages: number; read_marks: number }[]>`select (select count(*) from message_threads)::int as threads,
  (select count(*) from messages)::int as messages, (select count(*) from message_reads)::int as read_marks`;
console.log(`seed-conversations: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await sql.end();
