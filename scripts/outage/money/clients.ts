// The clients of the money fault run: buyers paying by card and posters publishing, each as the fixed web page
// behaves: an answer that is not a definite refusal (no answer, a 5xx, UNAVAILABLE, INTERNAL, a
// purchase still pending) keeps the idempotency key, and the same request is sent again with it until it settles.
import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '../../bench/support.js';
import { pause } from './processes.js';

export interface Client {
  token: string;
  /** Its own address (X-Forwarded-For, the API trusts the proxy): the per-address limits of one client stay its own. */
  ip: string;
}

export type Answer = { kind: 'ok'; data: any } | { kind: 'refused' | 'unknown'; code: string };

/** Codes that say nothing about whether the request was done. */
const UNKNOWN_CODES = new Set(['UNAVAILABLE', 'INTERNAL', 'INTERNAL_SERVER_ERROR']);

export async function ask(base: string, query: string, variables: object, who: Partial<Client> = {}, timeoutMs = 20_000): Promise<Answer> {
  const request = graphqlRequest(query, variables, who.token);
  if (who.ip) Object.assign(request.headers, { 'x-forwarded-for': who.ip });
  let res: Response;
  try {
    res = await fetch(`${base}/graphql`, { ...request, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { kind: 'unknown', code: 'no answer' };
  }
  const body = (await res.json().catch(() => undefined)) as { data?: any; errors?: { extensions?: { code?: string } }[] } | undefined;
  const code = body?.errors?.[0]?.extensions?.code ?? (body ? undefined : `HTTP ${res.status}`);
  if (!code) return { kind: 'ok', data: body!.data };
  return { kind: UNKNOWN_CODES.has(code) || res.status >= 500 ? 'unknown' : 'refused', code };
}

/** Until `stopped`, clients start new requests; a request under way is asked again with its key until `giveUpAt`. */
export interface Clock {
  stopped: boolean;
  giveUpAt: number;
}

/** One thing a client meant to do once (one key), and what became of it. */
export interface Intent {
  client: number;
  key: string;
  label: string;
  outcome: 'done' | 'refused' | 'unresolved';
  /** The purchase or post the success answer named. */
  id?: number;
  code?: string;
  /** Answers that said nothing definite, by code, before it settled. */
  unknown: string[];
  /** When the key was first sent again after such an answer (to tell whether the lost answer's request had bought). */
  retriedAt?: Date;
}

/** Sends with one key until an answer settles it: `done` reads a success answer (null: not settled yet, ask again). */
export async function settle(intent: Intent, send: (key: string) => Promise<Answer>, done: (data: any) => number | null, clock: Clock): Promise<Intent> {
  for (;;) {
    if (intent.unknown.length === 1 && !intent.retriedAt) intent.retriedAt = new Date();
    const answer = await send(intent.key);
    if (answer.kind === 'ok') {
      const id = done(answer.data);
      if (id !== null) return Object.assign(intent, { outcome: 'done', id });
      intent.unknown.push('not settled');
    } else if (answer.kind === 'refused') {
      return Object.assign(intent, { outcome: 'refused', code: answer.code });
    } else {
      intent.unknown.push(answer.code);
    }
    if (Date.now() > clock.giveUpAt) return intent;
    await pause(1000);
  }
}

const BUY = 'mutation($input: PurchaseInput!, $key: String!) { purchaseJobPosts(input: $input, idempotencyKey: $key) { purchase { id status } } }';
const ADD = 'mutation($input: OpportunityInput!, $key: String) { addOpportunity(input: $input, idempotencyKey: $key) { id } }';

const paidId = (data: any) => (data.purchaseJobPosts.purchase.status === 'paid' ? Number(data.purchaseJobPosts.purchase.id) : null);

export function newIntent(client: number, label: string): Intent {
  return { client, key: randomUUID(), label, outcome: 'unresolved', unknown: [] };
}

/** One click on Pay for `quantity` posts by card, carried through to a settled answer. */
export function purchase(base: string, who: Client, intent: Intent, quantity: number, clock: Clock) {
  return settle(intent, (key) => ask(base, BUY, { input: { quantity, method: 'card' }, key }, who), paidId, clock);
}

/** One submission of the post form. */
export function publish(base: string, who: Client, intent: Intent, input: object, clock: Clock) {
  return settle(intent, (key) => ask(base, ADD, { input, key }, who), (data) => Number(data.addOpportunity.id), clock);
}

/** A client that acts, then thinks for 'thinkMs' (± half), until the clock stops: its intents land in `intents`. */
export async function loop(intents: Intent[], clock: Clock, thinkMs: number, random: () => number, act: (n: number) => Promise<Intent>) {
  for (let n = 0; !clock.stopped; n++) {
    intents.push(await act(n));
    await pause(thinkMs * (0.5 + random()));
  }
}

/** Five requests with one key at once (a double-click, a retry racing its first): one purchase must answer them all. */
export async function keyProbe(base: string, who: Client, intent: Intent, clock: Clock) {
  const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(base, who, { ...intent, unknown: [] }, 1, clock)));
  Object.assign(intent, answers.find((a) => a.outcome === 'done') ?? answers[0]);
  return new Set(answers.map((a) => a.id)).size;
}

/**
 * 15 wrong passwords for one account from one address, at once: the per-account-and-address limit (10 in 15
 * minutes, counted in the database) must let at most 10 be checked and refuse the rest, whichever process each
 * reaches. An answer that never came (a minute at most) could have been either.
 */
export async function throttleProbe(base: string, email: string, ip: string) {
  const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { id } }';
  const answers = await Promise.all(Array.from({ length: 15 }, () => ask(base, LOGIN, { i: { email, password: 'Wrong-pass1!' } }, { ip }, 60_000)));
  const codes = answers.map((a) => (a.kind === 'ok' ? 'signed in' : a.code));
  const checked = codes.filter((c) => c === 'WRONG_CREDENTIALS').length;
  const refused = codes.filter((c) => c === 'RATE_LIMITED').length;
  const other = 15 - checked - refused;
  return { text: `${checked}/${refused}${other ? ` (${other} other: ${codes.filter((c) => c !== 'WRONG_CREDENTIALS' && c !== 'RATE_LIMITED').join(', ')})` : ''}`, held: checked <= 10 && refused >= 5 - other };
}
