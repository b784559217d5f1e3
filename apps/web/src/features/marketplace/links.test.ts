import { describe, expect, it } from 'vitest';
import { cardLinks, countText } from './links';

describe('cardLinks', () => {
  it("a visitor's employer cards go through the login of the prefix used, keeping the way back", () => {
    const links = cardLinks({ side: 'employer', prefix: 'employer', signedIn: false, here: '/employer/agency-marketplace?services=2,5' });
    expect(links.agency('7')).toBe(
      `/employer/login?redirectTo=${encodeURIComponent(`/employer/agency-profile/7?back=${encodeURIComponent('/employer/agency-marketplace?services=2,5')}`)}`,
    );
    expect(links.caseStudy('9')).toBe('/employer/login?redirectTo=%2Femployer%2Fcase-study%2F9');
  });

  it('a signed-in company user goes straight to the pages; an agency opens them in its own area', () => {
    const company = cardLinks({ side: 'employer', prefix: 'company', signedIn: true, here: '/company/agency-marketplace' });
    expect(company.agency('7')).toBe('/company/agency-profile/7?back=%2Fcompany%2Fagency-marketplace');
    expect(company.caseStudy('9')).toBe('/company/case-study/9');
    const agency = cardLinks({ side: 'agency', prefix: 'agency', signedIn: true, here: '/agency/network' });
    expect([agency.agency('7'), agency.caseStudy('9')]).toEqual(['/agency/agency-profile/7', '/agency/case-study/9']);
  });
});

describe('countText', () => {
  it('says one or many, and "1,000+" past the count the API stops at', () => {
    expect(countText(1, ['agency', 'agencies'])).toBe('1 agency');
    expect(countText(0, ['agency', 'agencies'])).toBe('0 agencies');
    expect(countText(1000, ['case study', 'case studies'])).toBe('1,000 case studies');
    expect(countText(1001, ['case study', 'case studies'])).toBe('1,000+ case studies');
  });
});
