import { MARKETPLACE_TEXT, marketplaceSearch, parseMarketplaceQuery } from '@mp/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { employerMarketplaceQueries } from '../../features/marketplace/hooks';
import { MarketplacePage } from '../../features/marketplace/MarketplacePage';
import { headMeta, type PageHead } from '../../lib/head';

const MARKETPLACE_DESCRIPTION =
  'Find an agency for your next project: browse agencies and their case studies by the services they offer, from web development to brand identity.';

/** One address for the page whatever its filters and prefix (company or employer): it is one page of the site. */
const CANONICAL = '/employer/agency-marketplace';

/**
 * The employer's agency marketplace, open to visitors: the services and the chosen list's first page
 * for the address's filters (read as the page reads them: anything else dropped), with its head for link previews.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseMarketplaceQuery(url.searchParams);
  const { dehydrated } = await fetchPageQueries(context, employerMarketplaceQueries(query));
  const head: PageHead = {
    appUrl: context.appUrl,
    title: MARKETPLACE_TEXT.heading,
    description: MARKETPLACE_DESCRIPTION,
    url: `${url.pathname}${marketplaceSearch(query)}`,
    canonical: CANONICAL,
  };
  return { dehydrated, head };
}

export const meta = headMeta;

export default function Marketplace() {
  return (
    <PageData>
      <MarketplacePage />
    </PageData>
  );
}
