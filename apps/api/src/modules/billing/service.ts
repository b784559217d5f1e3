import { chargesUkVat, priceQuoteSchema, PROMO_MSG, quote, type PriceQuoteInput, type Quote } from '@mp/domain';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { checkPromo, type PromoDiscount } from '../promos/service.js';
import { buyerTeamId } from './policy.js';
import { assertPayable } from './purchases.js';
import { teamOf, volumeTiers, wholeSetting } from './team.js';

/** What a purchase of job posts costs (spec document 2, Purchase Job Posts; decision 0044). */

/** Counts one promo check by the buyer, refusing past LIMITS.promoCheckPerUser. */
const countPromoCheck = (db: Db, viewer: Viewer) => attempt(db, `promo:user:${viewer.user.id}`, LIMITS.promoCheckPerUser);

const unknownPromo = () => new AppError('BAD_USER_INPUT', PROMO_MSG.unknown, { promoCode: PROMO_MSG.unknown });

/**
 * CALCULATE_PRICE(qty, promo) for the viewer's team: the unit price and VAT from the settings, the promo as
 * CHECK_PROMO answers it, and VAT by the team's billing country. An unknown or unusable code refuses the quote
 * ("Promo code doesn't exist!" on promoCode), and so does a total from 1p to 29p, below the smallest payment; a code
 * counts against the same limit as checkPromo, so quotes are no way around it.
 */
export async function priceQuote(deps: Pick<Deps, 'db'>, viewer: Viewer | null, input: PriceQuoteInput): Promise<Quote> {
  const teamId = buyerTeamId(viewer);
  const { quantity, promoCode } = AppError.parse(priceQuoteSchema, input, '');
  const { db } = deps;
  let promo: PromoDiscount | null = null;
  if (promoCode) {
    await countPromoCheck(db, viewer!);
    promo = await checkPromo(db, promoCode);
    if (!promo) throw unknownPromo();
  }
  const [unitPence, vatPercent, team, tiers] = await Promise.all([
    wholeSetting(db, 'job_post_price_pence'),
    wholeSetting(db, 'vat_percentage'),
    teamOf(db, teamId),
    volumeTiers(db),
  ]);
  const q = quote({ quantity, unitPence, tiers, promo, vatPercent, vatApplies: chargesUkVat(team.billing_country) });
  assertPayable(q, 'posts', '');
  return q;
}

/** No code is longer (promoCodeRule: 32 characters); a longer text is answered without reading the table. */
const PROMO_CODE_MAX = 64;

/** CHECK_PROMO for a buyer: the discount a code gives now, or null; refused past 30 checks a minute per user. */
export async function checkPromoForBuyer(deps: Pick<Deps, 'db'>, viewer: Viewer | null, code: string): Promise<PromoDiscount | null> {
  buyerTeamId(viewer);
  await countPromoCheck(deps.db, viewer!);
  return code.trim().length > PROMO_CODE_MAX ? null : checkPromo(deps.db, code);
}
