import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { priceTerms } from './price-terms';

export * from './price-terms';

/** A published landing page or site page by slug; null when there is none. */
export const LandingPageQuery = graphql(`
  query LandingPage($slug: String!) {
    landingPage(slug: $slug) {
      id
      name
      slug
      heading
      hero_image
      hero_alt
      cta_label
      cta_url
      show_prices
      content
    }
  }
`);

export const PublicSettingsQuery = graphql(`
  query PublicSettings {
    settings {
      key
      value
    }
  }
`);

/** A published page by slug (null: none, or a draft); the site page's route loader fetches it (routes/pages/site-page.tsx). */
export const landingPageQuery = (slug: string, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['landingPage', slug],
    queryFn: async () => (await gqlRequest(LandingPageQuery, { slug }, { onUnauthenticated: 'ignore', ...request })).landingPage,
  });

/** The platform's prices, which the pricing page shows above its text. */
export const priceTermsQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: async () => priceTerms((await gqlRequest(PublicSettingsQuery, {}, { onUnauthenticated: 'ignore', ...request })).settings),
  });

/** The page whose slug shows the prices above its text. */
export const PRICING_SLUG = 'pricing';

/** What a site page reads: its route's loader fetches them (routes/pages/site-page.tsx). */
export const sitePageQueries = (slug: string) => (request: RequestOptions) =>
  [landingPageQuery(slug, request), ...(slug === PRICING_SLUG ? [priceTermsQuery(request)] : [])] as const;

export function useLandingPage(slug: string) {
  return useQuery(landingPageQuery(slug));
}

export function usePriceTerms() {
  return useQuery(priceTermsQuery());
}
