// The money fault run's table: one column per run; a row with a rule is an invariant, marked held or not over all runs.
import type { alertFigures, invoiceFigures, logFigures, moneyFigures, queueFigures } from './checks.js';

export interface RunFigures {
  money: Awaited<ReturnType<typeof moneyFigures>>;
  invoices: Awaited<ReturnType<typeof invoiceFigures>>;
  posts: Awaited<ReturnType<typeof alertFigures>>;
  queues: Awaited<ReturnType<typeof queueFigures>> & { drained: boolean; drainSeconds: number; left: string; held: string };
  probes: { keyPurchases: number; throttleStart: string; throttleEnd: string; throttleHeld: boolean };
  processes: { primary: boolean; web: number; ready: boolean; worker: boolean; webReplaced: boolean; webProcesses: number; startTroubles: string[] };
  logs: { api: ReturnType<typeof logFigures>; worker: ReturnType<typeof logFigures> };
}

interface Row {
  label: string;
  value: (r: RunFigures) => string | number | boolean;
  /** An invariant: true when it held in this run. */
  held?: (r: RunFigures) => boolean;
}

const yes = (b: boolean) => (b ? 'yes' : 'no');

const ROWS: Row[] = [
  { label: 'purchases intended (keys)', value: (r) => r.money.intents },
  { label: 'purchases acknowledged (paid answer reached the client)', value: (r) => r.money.acknowledged },
  { label: 'purchases refused / unresolved at the deadline', value: (r) => `${r.money.refused} / ${r.money.unresolved}` },
  { label: 'purchases that met an answer without a definite outcome (key kept, asked again)', value: (r) => r.money.keptKeys },
  { label: '  such answers, by kind', value: (r) => `${r.money.unknownAnswers}: ${r.money.unknownCodes}` },
  { label: '  of those purchases, the unanswered request had already bought', value: (r) => r.money.keptKeyBought },
  { label: 'purchases lost (acknowledged, not paid in the database)', value: (r) => r.money.lost, held: (r) => r.money.lost === 0 },
  { label: 'charged twice (charges beyond one per intent), £', value: (r) => `${r.money.chargedTwice}, £${(r.money.chargedTwicePence / 100).toFixed(2)}`, held: (r) => r.money.chargedTwice === 0 && r.money.purchasesWithoutIntent === 0 },
  { label: 'refused to the client but paid', value: (r) => r.money.refusedButPaid, held: (r) => r.money.refusedButPaid === 0 },
  { label: 'paid without a charge', value: (r) => r.money.paidWithoutCharge, held: (r) => r.money.paidWithoutCharge === 0 },
  { label: 'teams whose balance, ledger and paid purchases disagree', value: (r) => r.money.creditsOff, held: (r) => r.money.creditsOff === 0 },
  { label: 'purchases still pending at the end (reconciliation settles them, every 5 min)', value: (r) => r.money.pendingAtEnd },
  { label: '  of those, already charged at the gateway', value: (r) => r.money.pendingCharged },
  { label: 'one key sent 5 times at once: purchases answered', value: (r) => r.probes.keyPurchases, held: (r) => r.probes.keyPurchases === 1 },
  { label: 'invoices issued (INV series, whole database)', value: (r) => r.invoices.issued },
  { label: 'INV numbers duplicated / missing', value: (r) => `${r.invoices.duplicates} / ${r.invoices.gaps}`, held: (r) => r.invoices.duplicates === 0 && r.invoices.gaps === 0 },
  { label: 'paid purchases without an invoice', value: (r) => r.invoices.paidWithoutInvoice, held: (r) => r.invoices.paidWithoutInvoice === 0 },
  { label: "buyers' invoices without a sent mail", value: (r) => r.invoices.withoutMail, held: (r) => r.invoices.withoutMail === 0 },
  { label: '  of those, with no mail job at all', value: (r) => r.invoices.withoutMailJob },
  { label: '  of those, their mail jobs are', value: (r) => r.invoices.withoutMailJobStates },
  { label: "buyers' invoices without an invoice_mailings row", value: (r) => r.invoices.withoutMailingRow },
  { label: 'invoices mailed twice (same recipient)', value: (r) => r.invoices.mailedTwice, held: (r) => r.invoices.mailedTwice === 0 },
  { label: 'posts intended / acknowledged / unresolved', value: (r) => `${r.posts.intents} / ${r.posts.acknowledged} / ${r.posts.unresolved}` },
  { label: 'posts lost / posted twice', value: (r) => `${r.posts.lost} / ${r.posts.postedTwice}`, held: (r) => r.posts.lost === 0 && r.posts.postedTwice === 0 },
  { label: 'posts without their alert job', value: (r) => r.posts.withoutAlertJob, held: (r) => r.posts.withoutAlertJob === 0 },
  { label: 'posts whose alerts were lost (an alertee got no mail)', value: (r) => `${r.posts.alertsLost} (${r.posts.alertMailsMissing} mails)`, held: (r) => r.posts.alertsLost === 0 },
  { label: 'alert mails sent twice', value: (r) => r.posts.alertMailsTwice, held: (r) => r.posts.alertMailsTwice === 0 },
  { label: 'mails left queued / failed in the outbox table', value: (r) => `${r.queues.mailsQueued} / ${r.queues.mailsFailed}` },
  { label: 'drained (job_outbox empty, no job waiting) / seconds', value: (r) => `${yes(r.queues.drained)} / ${r.queues.drainSeconds}` },
  { label: 'jobs left at the deadline', value: (r) => r.queues.left },
  { label: '  of those, held by a killed worker (active over a minute)', value: (r) => r.queues.held },
  { label: 'jobs failed for good', value: (r) => r.queues.jobsFailed },
  { label: 'throttle: 15 wrong passwords at once, checked/refused (start; end)', value: (r) => `${r.probes.throttleStart}; ${r.probes.throttleEnd}`, held: (r) => r.probes.throttleHeld },
  { label: 'API starts that lost a web process before ready (tried again)', value: (r) => r.processes.startTroubles.join('; ') || 0, held: (r) => r.processes.startTroubles.length === 0 },
  { label: 'a web process killed is replaced', value: (r) => yes(r.processes.webReplaced), held: (r) => r.processes.webReplaced },
  { label: 'API at the end: primary, web processes, ready', value: (r) => `${yes(r.processes.primary)}, ${r.processes.web}, ${yes(r.processes.ready)}`, held: (r) => r.processes.primary && r.processes.ready && r.processes.web === r.processes.webProcesses },
  { label: 'job worker alive at the end', value: (r) => yes(r.processes.worker), held: (r) => r.processes.worker },
  { label: "'unexpected error' reports (API; worker)", value: (r) => `${r.logs.api.reported}; ${r.logs.worker.reported}` },
  { label: 'fatal exits logged (API; worker)', value: (r) => `${r.logs.api.fatal}; ${r.logs.worker.fatal}`, held: (r) => r.logs.api.fatal + r.logs.worker.fatal === 0 },
];

/** The table as Markdown (it goes into docs/operations.md as it is), and whether every invariant held in every run. */
export function table(runs: RunFigures[]): { text: string; held: boolean } {
  const header = ['', ...runs.map((_, i) => `run ${i + 1}`), 'held'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let all = true;
  for (const row of ROWS) {
    const held = row.held ? runs.every(row.held) : undefined;
    if (held === false) all = false;
    const cells = [row.label, ...runs.map((r) => String(row.value(r))), held === undefined ? '' : held ? 'yes' : '**no**'];
    lines.push(`| ${cells.map((c) => c.replace(/\|/g, '/')).join(' | ')} |`);
  }
  return { text: lines.join('\n'), held: all };
}
