import { eq } from 'drizzle-orm';
import { billingAddressSchema, type BillingAddressInput } from '@mp/domain';
import { paymentsOf, PaymentError } from '../../adapters/payments/index.js';
import { teamCards, users, type TeamCardRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { buyerTeamId } from './policy.js';
import { cardOf, teamOf } from './team.js';

/**
 * The team's card and billing address (spec: Payment info, the payment modal; decision 0045). One card per team,
 * saved through a gateway setup (Stripe SetupIntent, usage off_session) so renewals can charge it; a guest admin
 * edits the team's (the spec's team calls). We keep the brand, last four and expiry, never the number.
 */

export interface CardSetup {
  gateway: string;
  setupRef: string;
  clientSecret: string;
  publishableKey: string | null;
}

/** The gateway's customer of the team, made on first use. */
async function customerOf(deps: Deps, teamId: number): Promise<string> {
  const existing = await cardOf(deps.db, teamId);
  const gateway = paymentsOf(deps);
  if (existing && existing.gateway === gateway.name) return existing.customer_ref;
  const team = await teamOf(deps.db, teamId);
  return gateway.ensureCustomer({ teamId, customerRef: null, email: team.email, name: team.name });
}

/** Starts saving a card: the browser confirms the setup with the client secret. */
export async function prepareCard(deps: Deps, viewer: Viewer | null): Promise<CardSetup> {
  const teamId = buyerTeamId(viewer);
  await attempt(deps.db, `card-setup:team:${teamId}`, LIMITS.cardSetupsPerTeam);
  const gateway = paymentsOf(deps);
  const customerRef = await customerOf(deps, teamId);
  const setup = await gateway.prepareCard(customerRef);
  return { gateway: gateway.name, setupRef: setup.setupRef, clientSecret: setup.clientSecret, publishableKey: gateway.publishableKey };
}

/** Stores the card a confirmed setup saved as the team's one card ('Payment info updated!'). */
export async function saveCard(deps: Deps, viewer: Viewer | null, setupRef: string): Promise<TeamCardRow> {
  const teamId = buyerTeamId(viewer);
  if (!/^[A-Za-z0-9_]{1,255}$/.test(setupRef)) throw new AppError('BAD_USER_INPUT', 'Unknown card setup.', { setupRef: 'Unknown card setup.' });
  const gateway = paymentsOf(deps);
  const customerRef = await customerOf(deps, teamId);
  let card;
  try {
    card = await gateway.confirmCard(customerRef, setupRef);
  } catch (err) {
    if (err instanceof PaymentError) throw new AppError('PAYMENT_FAILED', err.message);
    throw err;
  }
  const values = {
    team_id: teamId, gateway: gateway.name, customer_ref: customerRef, method_ref: card.methodRef, brand: card.brand, last4: card.last4,
    exp_month: card.expMonth, exp_year: card.expYear, updated_by: viewer!.user.id, updated_at: new Date(),
  };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(teamCards).values(values).onConflictDoUpdate({ target: teamCards.team_id, set: values }).returning();
    // The account's pm_type and pm_last_four (the spec's payment-ready state, decision 0017's billing fields) follow it.
    await tx.update(users).set({ pm_type: card.brand, pm_last_four: card.last4 }).where(eq(users.id, teamId));
    return row!;
  });
}

export interface BillingAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export async function billingAddressOf(db: Deps['db'], teamId: number): Promise<BillingAddress> {
  const [row] = await db
    .select({
      address1: users.billing_address_1, address2: users.billing_address_2, city: users.billing_city,
      state: users.billing_state, zip: users.billing_zip, country: users.billing_country,
    })
    .from(users)
    .where(eq(users.id, teamId));
  return row ?? { address1: null, address2: null, city: null, state: null, zip: null, country: null };
}

/** The billing address of the team's account (its country decides UK VAT). */
export async function updateBillingAddress(deps: Deps, viewer: Viewer | null, input: BillingAddressInput): Promise<BillingAddress> {
  const teamId = buyerTeamId(viewer);
  const a = AppError.parse(billingAddressSchema, input);
  await deps.db
    .update(users)
    .set({ billing_address_1: a.address1, billing_address_2: a.address2, billing_city: a.city, billing_state: a.state, billing_zip: a.zip, billing_country: a.country })
    .where(eq(users.id, teamId));
  return billingAddressOf(deps.db, teamId);
}
