import { volumeDiscountLine } from '@mp/domain';

/** The platform's prices and terms (document 2 section 9), as the administrator set them. */
export interface PriceTerms {
  jobPostPence: number;
  vatPercentage: number;
  subscriptionPence: number;
  subscriptionPosts: number;
  renewalDay: number;
  invoiceDueDays: number;
  commissionPercentage: number;
  /** The volume discounts the quote gives, from `volume_discount_tiers`; null when it holds none (the default). */
  volumeDiscount: string | null;
}

/** The spec's figures, used for a setting that is missing or not a number. */
export const SPEC_PRICE_TERMS: PriceTerms = {
  jobPostPence: 49_500,
  vatPercentage: 20,
  subscriptionPence: 19_500,
  subscriptionPosts: 2,
  renewalDay: 4,
  invoiceDueDays: 30,
  commissionPercentage: 10,
  volumeDiscount: null,
};

const SETTING_KEYS: Record<Exclude<keyof PriceTerms, 'volumeDiscount'>, string> = {
  jobPostPence: 'job_post_price_pence',
  vatPercentage: 'vat_percentage',
  subscriptionPence: 'subscription_monthly_price_pence',
  subscriptionPosts: 'subscription_included_job_posts_count',
  renewalDay: 'subscription_renewal_day',
  invoiceDueDays: 'invoice_due_days',
  commissionPercentage: 'commission_percentage',
};

/** The price terms from the public settings, the spec's figure standing in for any missing number. */
export function priceTerms(settings: { key: string; value: string }[]): PriceTerms {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  const terms = { ...SPEC_PRICE_TERMS };
  for (const field of Object.keys(SETTING_KEYS) as (keyof typeof SETTING_KEYS)[]) {
    const value = Number(byKey.get(SETTING_KEYS[field]));
    if (byKey.has(SETTING_KEYS[field]) && Number.isFinite(value) && value >= 0) terms[field] = value;
  }
  // As the quote reads it: none when missing or malformed, so the page never promises a discount the basket lacks.
  terms.volumeDiscount = volumeDiscountLine(byKey.get('volume_discount_tiers'));
  return terms;
}

/** The points of the pricing page's two plans: every figure and promise from the settings the checkout reads. */
export function planPoints(terms: PriceTerms): { payAsYouGo: string[]; subscription: string[] } {
  const vat = `plus VAT at ${terms.vatPercentage}%`;
  return {
    payAsYouGo: [
      `One credit posts one job opportunity or agency project, ${vat}`,
      ...(terms.volumeDiscount ? [terms.volumeDiscount] : []),
      `On a credit account, invoices are due ${terms.invoiceDueDays} days after the invoice date`,
    ],
    subscription: [`Includes ${terms.subscriptionPosts} free job posts every month, ${vat}`, `Renews on the ${ordinal(terms.renewalDay)} of every month`],
  };
}

/** Whole pounds without pence ('£495'), otherwise with them ('£12.50'). */
export function pounds(pence: number): string {
  const value = pence / 100;
  return `£${Number.isInteger(value) ? value.toLocaleString('en-GB') : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 1 → '1st', 2 → '2nd', 4 → '4th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
