import { randomBytes } from 'node:crypto';
import { MIN_CHARGE_PENCE } from '@mp/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { testGatewayObjects } from '../../db/schema/index.js';
import { behaviourOfLast4, CARD_MSG, isExpired, readTestCard, type CardInput } from './test-cards.js';
import { PaymentError, type CardDetails, type ChargeOutcome, type ChargeRequest, type PaymentGateway } from './types.js';

/**
 * The offline test gateway (decision 0045), the default: Stripe's objects and test cards, kept in the database
 * (`test_gateway_objects`), so it works on a fresh machine, across processes and restarts. Its refs look like
 * Stripe's with a `t` in front (tcus_, tseti_, tpm_, tpi_, tre_), so nobody mistakes one for a real charge.
 *
 * The browser plays Stripe.js's part through two REST calls (modules/billing/test-gateway-routes.ts): it confirms a
 * setup with the card's details (`confirmSetup`, as stripe.confirmCardSetup) and completes or fails an
 * authentication (`authenticate`, the bank's 3-D Secure page).
 */

type Kind = 'customer' | 'setup' | 'card' | 'payment' | 'refund';
type Conn = Db | Tx;

interface CustomerData {
  teamId: number;
  email: string | null;
  name: string;
}

interface SetupData {
  teamId: number;
  customerRef: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  methodRef: string | null;
  /** Why the last confirmation failed, in Stripe's words (its last_setup_error). */
  lastError: string | null;
}

interface CardData {
  teamId: number;
  customerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface PaymentData {
  teamId: number;
  customerRef: string;
  methodRef: string;
  amountPence: number;
  currency: 'gbp';
  description: string;
  metadata: Record<string, string>;
  offSession: boolean;
  clientSecret: string;
  status: 'requires_action' | 'succeeded' | 'failed';
  failureMessage: string | null;
  refundedPence: number;
}

interface RefundData {
  paymentRef: string;
  amountPence: number;
}

interface DataOf {
  customer: CustomerData;
  setup: SetupData;
  card: CardData;
  payment: PaymentData;
  refund: RefundData;
}

const PREFIX: Record<Kind, string> = { customer: 'tcus', setup: 'tseti', card: 'tpm', payment: 'tpi', refund: 'tre' };

/** Stripe's smallest charge in pounds, and its words for less. */
const AMOUNT_TOO_SMALL = `Amount must be at least £${(MIN_CHARGE_PENCE / 100).toFixed(2)} gbp`;
const CANCELLED = 'The payment was cancelled.';

const refused = (message: string): ChargeOutcome => ({ status: 'failed', ref: null, message });

const newRef = (kind: Kind) => `${PREFIX[kind]}_${randomBytes(12).toString('hex')}`;
const clientSecretOf = (ref: string) => `${ref}_secret_${randomBytes(12).toString('hex')}`;

/** What the browser's confirmation of a setup led to. */
export type SetupConfirmation = { status: 'succeeded' } | { status: 'requires_action'; setupRef: string };

/** What an authentication on the test page led to. */
export type AuthenticationResult = { status: 'succeeded' } | { status: 'failed'; message: string };

export type AuthenticationOutcome = 'complete' | 'fail';

export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  /**
   * The card form's submission for a setup of `teamId` (stripe.confirmCardSetup): saved, or waiting for
   * authentication. Throws PaymentError: a refusal in Stripe's words (code card_declined, expired_card, …),
   * `resource_missing` for a setup that is not the team's, `setup_intent_unexpected_state` for one already done.
   */
  confirmSetup(teamId: number, setupRef: string, card: CardInput): Promise<SetupConfirmation>;
  /** The test 3-D Secure page's answer for a setup or payment of `teamId`. Throws PaymentError as confirmSetup. */
  authenticate(teamId: number, kind: 'setup' | 'payment', ref: string, outcome: AuthenticationOutcome): Promise<AuthenticationResult>;
}

export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.name === 'test' && 'confirmSetup' in gateway;
}

const missing = (what: string, ref: string) => new PaymentError(`No such ${what}: '${ref}'`, 'resource_missing');

export function createTestGateway(opts: { db: Db; now?: () => Date }): TestGateway {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());

  async function find<K extends Kind>(conn: Conn, kind: K, ref: string, lock = false): Promise<DataOf[K] | undefined> {
    const query = conn
      .select({ data: testGatewayObjects.data })
      .from(testGatewayObjects)
      .where(and(eq(testGatewayObjects.id, ref), eq(testGatewayObjects.kind, kind)));
    const [row] = await (lock ? query.for('update') : query);
    return row?.data as unknown as DataOf[K] | undefined;
  }

  async function findByKey<K extends Kind>(conn: Conn, kind: K, key: string): Promise<{ ref: string; data: DataOf[K] } | undefined> {
    const [row] = await conn
      .select({ ref: testGatewayObjects.id, data: testGatewayObjects.data })
      .from(testGatewayObjects)
      .where(and(eq(testGatewayObjects.kind, kind), eq(testGatewayObjects.idempotency_key, key)));
    return row && { ref: row.ref, data: row.data as unknown as DataOf[K] };
  }

  /** Inserts an object; with a key, the first one made with that key is kept and returned. */
  async function insert<K extends Kind>(conn: Conn, kind: K, data: DataOf[K], key?: string, ref = newRef(kind)): Promise<{ ref: string; data: DataOf[K] }> {
    const [row] = await conn
      .insert(testGatewayObjects)
      .values({ id: ref, kind, data: data as unknown as Record<string, unknown>, idempotency_key: key ?? null })
      .onConflictDoNothing({ target: [testGatewayObjects.kind, testGatewayObjects.idempotency_key] })
      .returning({ ref: testGatewayObjects.id });
    if (row) return { ref: row.ref, data };
    const first = key === undefined ? undefined : await findByKey(conn, kind, key);
    if (!first) throw new Error(`test gateway: could not store a ${kind}`);
    return first;
  }

  async function update<K extends Kind>(conn: Conn, ref: string, data: DataOf[K]): Promise<void> {
    await conn
      .update(testGatewayObjects)
      .set({ data: data as unknown as Record<string, unknown>, updated_at: now() })
      .where(eq(testGatewayObjects.id, ref));
  }

  /** A team's object, or a 404-like refusal: another team's ref is answered as if it did not exist. */
  async function ofTeam<K extends 'setup' | 'payment'>(tx: Tx, kind: K, ref: string, teamId: number): Promise<DataOf[K]> {
    const data = await find(tx, kind, ref, true);
    if (!data || data.teamId !== teamId) throw missing(kind, ref);
    return data;
  }

  function outcomeOf(ref: string, p: PaymentData): ChargeOutcome {
    switch (p.status) {
      case 'succeeded':
        return { status: 'succeeded', ref };
      case 'requires_action':
        return { status: 'requires_action', ref, clientSecret: p.clientSecret };
      case 'failed':
        return { status: 'failed', ref, message: p.failureMessage ?? CARD_MSG.declined };
    }
  }

  /** What charging this card does now, as Stripe's test cards behave. */
  function chargeResult(card: CardData, offSession: boolean): Pick<PaymentData, 'status' | 'failureMessage'> {
    if (isExpired(card.expMonth, card.expYear, now())) return { status: 'failed', failureMessage: CARD_MSG.expired };
    switch (behaviourOfLast4(card.last4)) {
      case 'succeeds':
        return { status: 'succeeded', failureMessage: null };
      case 'insufficient_funds':
        return { status: 'failed', failureMessage: CARD_MSG.insufficientFunds };
      case 'authenticate_on_session':
        return offSession ? { status: 'succeeded', failureMessage: null } : { status: 'requires_action', failureMessage: null };
      case 'authenticate_always':
        return { status: 'requires_action', failureMessage: null };
      default:
        return { status: 'failed', failureMessage: CARD_MSG.declined };
    }
  }

  return {
    name: 'test',
    publishableKey: null,

    async ensureCustomer(team) {
      if (team.customerRef) {
        const known = await find(db, 'customer', team.customerRef);
        if (known?.teamId === team.teamId) return team.customerRef;
      }
      const { ref } = await insert(db, 'customer', { teamId: team.teamId, email: team.email, name: team.name }, `team:${team.teamId}`);
      return ref;
    },

    async prepareCard(customerRef) {
      const customer = await find(db, 'customer', customerRef);
      if (!customer) throw missing('customer', customerRef);
      const setupRef = newRef('setup');
      const clientSecret = clientSecretOf(setupRef);
      const data: SetupData = { teamId: customer.teamId, customerRef, clientSecret, status: 'requires_payment_method', methodRef: null, lastError: null };
      await insert(db, 'setup', data, undefined, setupRef);
      return { setupRef, clientSecret };
    },

    async confirmCard(customerRef, setupRef): Promise<CardDetails> {
      const setup = await find(db, 'setup', setupRef);
      if (!setup || setup.customerRef !== customerRef) throw missing('setup', setupRef);
      if (setup.status !== 'succeeded' || !setup.methodRef) {
        throw new PaymentError(setup.lastError ?? 'Your card has not been saved yet. Please enter your card details.', 'setup_incomplete');
      }
      const card = await find(db, 'card', setup.methodRef);
      if (!card) throw missing('payment method', setup.methodRef);
      return { methodRef: setup.methodRef, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      // Refusals, as Stripe's invalid requests: nothing is charged or kept, and a repeat is refused again.
      if (!Number.isInteger(request.amountPence) || request.amountPence < MIN_CHARGE_PENCE) return refused(AMOUNT_TOO_SMALL);
      const earlier = await findByKey(db, 'payment', request.idempotencyKey);
      if (earlier) return outcomeOfRepeat(earlier, request);
      const card = await find(db, 'card', request.methodRef);
      if (!card || card.customerRef !== request.customerRef) return refused(missing('payment method', request.methodRef).message);
      const ref = newRef('payment');
      const data: PaymentData = {
        teamId: card.teamId,
        customerRef: request.customerRef,
        methodRef: request.methodRef,
        amountPence: request.amountPence,
        currency: 'gbp',
        description: request.description,
        metadata: request.metadata,
        offSession: request.offSession,
        clientSecret: clientSecretOf(ref),
        ...chargeResult(card, request.offSession),
        refundedPence: 0,
      };
      // Two calls racing with one key: the first insert wins, and the other answers with its payment.
      const stored = await insert(db, 'payment', data, request.idempotencyKey, ref);
      return stored.ref === ref ? outcomeOf(ref, data) : outcomeOfRepeat(stored, request);
    },

    async retrieve(ref) {
      const payment = await find(db, 'payment', ref);
      if (!payment) throw missing('payment', ref);
      return outcomeOf(ref, payment);
    },

    async cancel(ref) {
      return db.transaction(async (tx) => {
        const payment = await find(tx, 'payment', ref, true);
        if (!payment) throw missing('payment', ref);
        if (payment.status !== 'requires_action') return outcomeOf(ref, payment);
        const cancelled: PaymentData = { ...payment, status: 'failed', failureMessage: CANCELLED };
        await update<'payment'>(tx, ref, cancelled);
        return outcomeOf(ref, cancelled);
      });
    },

    async refund(input) {
      await db.transaction(async (tx) => {
        // The payment locked first: two refunds with one key, at once, count once.
        const payment = await find(tx, 'payment', input.ref, true);
        if (!payment) throw missing('payment', input.ref);
        if (await findByKey(tx, 'refund', input.idempotencyKey)) return;
        if (payment.status !== 'succeeded') throw new PaymentError('This payment has not succeeded, so it cannot be refunded.', 'charge_not_refundable');
        const left = payment.amountPence - payment.refundedPence;
        if (!Number.isInteger(input.amountPence) || input.amountPence < 1 || input.amountPence > left) {
          throw new PaymentError(`Refund amount (£${(input.amountPence / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`, 'amount_too_large');
        }
        await insert(tx, 'refund', { paymentRef: input.ref, amountPence: input.amountPence }, input.idempotencyKey);
        await update<'payment'>(tx, input.ref, { ...payment, refundedPence: payment.refundedPence + input.amountPence });
      });
    },

    async parseWebhook() {
      throw new PaymentError('The offline test gateway sends no webhooks.', 'not_supported');
    },

    async confirmSetup(teamId, setupRef, input) {
      const read = readTestCard(input, now());
      const card = read.ok && read.card.behaviour !== 'declined' ? read.card : undefined;
      const refusal = read.ok ? { code: 'card_declined', message: CARD_MSG.declined } : read;
      const confirmation = await db.transaction(async (tx): Promise<SetupConfirmation | undefined> => {
        const setup = await ofTeam(tx, 'setup', setupRef, teamId);
        if (setup.status === 'succeeded') {
          throw new PaymentError('You cannot confirm this SetupIntent because it has already succeeded.', 'setup_intent_unexpected_state');
        }
        if (!card) {
          // Kept (committed) before the refusal is answered, as Stripe keeps a setup's last error.
          await update<'setup'>(tx, setupRef, { ...setup, status: 'requires_payment_method', methodRef: null, lastError: refusal.message });
          return undefined;
        }
        const { brand, last4, expMonth, expYear, behaviour } = card;
        const { ref: methodRef } = await insert(tx, 'card', { teamId, customerRef: setup.customerRef, brand, last4, expMonth, expYear });
        const authenticate = behaviour === 'authenticate_on_session' || behaviour === 'authenticate_always';
        await update<'setup'>(tx, setupRef, { ...setup, status: authenticate ? 'requires_action' : 'succeeded', methodRef, lastError: null });
        return authenticate ? { status: 'requires_action', setupRef } : { status: 'succeeded' };
      });
      if (!confirmation) throw new PaymentError(refusal.message, refusal.code);
      return confirmation;
    },

    async authenticate(teamId, kind, ref, outcome) {
      return db.transaction(async (tx): Promise<AuthenticationResult> => {
        const object = await ofTeam(tx, kind, ref, teamId);
        if (object.status !== 'requires_action') {
          throw new PaymentError(`This ${kind === 'setup' ? 'card' : 'payment'} is not waiting for authentication.`, `${kind === 'setup' ? 'setup' : 'payment'}_intent_unexpected_state`);
        }
        const failed = outcome === 'fail';
        if (kind === 'setup') {
          const setup = object as SetupData;
          await update<'setup'>(tx, ref, failed ? { ...setup, status: 'requires_payment_method', methodRef: null, lastError: CARD_MSG.authenticationFailed } : { ...setup, status: 'succeeded' });
        } else {
          const payment = object as PaymentData;
          await update<'payment'>(tx, ref, failed ? { ...payment, status: 'failed', failureMessage: CARD_MSG.authenticationFailed } : { ...payment, status: 'succeeded' });
        }
        return failed ? { status: 'failed', message: CARD_MSG.authenticationFailed } : { status: 'succeeded' };
      });
    },
  };

  /** The payment an idempotency key made, if the request is the same one; Stripe refuses a key reused for another. */
  function outcomeOfRepeat(earlier: { ref: string; data: PaymentData }, request: ChargeRequest): ChargeOutcome {
    const p = earlier.data;
    if (p.amountPence !== request.amountPence || p.customerRef !== request.customerRef || p.methodRef !== request.methodRef) {
      throw new PaymentError('Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_key_in_use');
    }
    return outcomeOf(earlier.ref, p);
  }
}
