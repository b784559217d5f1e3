import { describe, expect, it } from 'vitest';
import { ordinal, pounds, priceTerms, SPEC_PRICE_TERMS } from './price-terms';

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

  it('writes pounds and ordinals', () => {
    expect(pounds(49_500)).toBe('£495');
    expect(pounds(123_450)).toBe('£1,234.50');
    expect(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd'].join()).toBe(
      [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).join(),
    );
  });
});
