import { graphql } from '../../graphql';
import { gqlRequest } from '../../app/api-client';
import { oncePerVisit } from '../../lib/once-per-visit';

// Kept apart from the other content documents: the footer is on every page, the login page included.
const FooterLandingPagesQuery = graphql(`
  query FooterLandingPages {
    landingPages(display_in_footer: true) {
      id
      name
      slug
    }
  }
`);

/** Stable, so the footer (memoised) does not render again when the answer is that there are none. */
const NONE: { id: string; name: string; slug: string }[] = [];

const footerLandingPages = oncePerVisit(async () => {
  const { landingPages } = await gqlRequest(FooterLandingPagesQuery, {}, { onUnauthenticated: 'ignore' });
  return landingPages.length > 0 ? landingPages : NONE;
}, NONE);

/**
 * The marketing landing pages flagged display_in_footer, loaded once per visit. A failure leaves the
 * column out rather than troubling the reader.
 */
export const useFooterLandingPages = footerLandingPages.useValue;
