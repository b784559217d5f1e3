import { describe, expect, it } from 'vitest';
import { ordinal, planPoints, pounds, priceTerms, SPEC_PRICE_TERMS } from './price-terms';

describe('pricing terms', () => {
  it("reads the settings, keeping the spec's figure for a missing or broken one", () => {
    expect(priceTerms([])).toEqual(SPEC_PRICE_TERMS);
    const terms = priceTerms([
      { key: 'job_post_price_pence', value: '39900' },
      { key: 'vat_percentage', value: 'twenty' },
      { key: 'subscription_included_job_posts_count', value: '3' },
    ]);
    expect(terms).toMatchObject({ jobPostPence: 39_900, vatPercentage: 20, subscriptionPosts: 3, subscriptionPence: 19_500 });
  });

  it('promises a volume discount only when the settings hold one, and then the one the quote gives', () => {
    // A fresh install: no tiers (the quote charges 10 posts at 10 × £495), so no discount is promised.
    const fresh = planPoints(priceTerms([{ key: 'volume_discount_tiers', value: '' }]));
    expect([...fresh.payAsYouGo, ...fresh.subscription].join(' ')).not.toMatch(/discount/i);
    expect(planPoints(priceTerms([{ key: 'volume_discount_tiers', value: 'not tiers' }])).payAsYouGo.join(' ')).not.toMatch(/discount/i);
    // The administrator sets tiers: the page says them, and says them anew when they change.
    const set = (value: string) => planPoints(priceTerms([{ key: 'volume_discount_tiers', value }])).payAsYouGo;
    expect(set('5:10, 10:20')).toContain('Volume discounts: 10% off 5 to 9 job posts, 20% off 10 job posts in one purchase');
    expect(set('3:15')).toContain('Volume discounts: 15% off 3 to 10 job posts in one purchase');
  });

  it('builds every figure of the plans from the settings', () => {
    const points = planPoints(priceTerms([
      { key: 'vat_percentage', value: '17' },
      { key: 'invoice_due_days', value: '14' },
      { key: 'subscription_included_job_posts_count', value: '3' },
      { key: 'subscription_renewal_day', value: '1' },
    ]));
    expect(points.payAsYouGo).toEqual([
      'One credit posts one job opportunity or agency project, plus VAT at 17%',
      'On a credit account, invoices are due 14 days after the invoice date',
    ]);
    expect(points.subscription).toEqual(['Includes 3 free job posts every month, plus VAT at 17%', 'Renews on the 1st of every month']);
  });

  it('writes pounds and ordinals', () => {
    expect(pounds(49_500)).toBe('£495');
    expect(pounds(123_450)).toBe('£1,234.50');
    expect(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd'].join()).toBe(
      [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).join(),
    );
  });
});
