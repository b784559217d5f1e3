import { MARKETPLACE_TOTAL_CAP } from '@mp/domain';
import { withRedirectTo } from '../../lib/redirect';

export const VIEW_MORE = 'View more';

export const MARKETPLACE_INTRO = {
  employer: 'Find an agency for your next project: browse agencies and their case studies by the services they offer.',
  agency: 'See the agencies on the network and their work, by the services they offer.',
} as const;

/** "1 agency", "12 case studies"; the API counts to MARKETPLACE_TOTAL_CAP + 1, which reads "1,000+ case studies". */
export function countText(total: number, [one, many]: readonly [string, string]): string {
  if (total > MARKETPLACE_TOTAL_CAP) return `${MARKETPLACE_TOTAL_CAP.toLocaleString('en-GB')}+ ${many}`;
  return `${total.toLocaleString('en-GB')} ${total === 1 ? one : many}`;
}

/**
 * Where the cards lead. The employer's agency-profile/{id} keeps the marketplace's address in
 * `back`; the agency's network opens agencies in its own area. Those pages need a login, so a visitor's card
 * leads to the login page with redirectTo, which brings them to the page once signed in.
 */
export function cardLinks({ side, prefix, signedIn, here }: { side: 'employer' | 'agency'; prefix: string; signedIn: boolean; here: string }) {
  const through = (path: string) => (signedIn ? path : withRedirectTo(`/${prefix}/login`, path));
  if (side === 'agency') {
    return { agency: (id: string) => `/agency/agency-profile/${id}`, caseStudy: (id: string) => `/agency/case-study/${id}` };
  }
  return {
    agency: (id: string) => through(`/${prefix}/agency-profile/${id}?back=${encodeURIComponent(here)}`),
    caseStudy: (id: string) => through(`/${prefix}/case-study/${id}`),
  };
}
