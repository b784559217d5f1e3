import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql';
import { gqlRequest } from '../../app/api-client';
import { priceTerms } from './price-terms';

export * from './price-terms';

/** A published landing page or site page (decision 0020) by slug; null when there is none. */
export const LandingPageQuery = graphql(`
  query LandingPage($slug: String!) {
    landingPage(slug: $slug) {
      id
      name
      slug
      heading
      hero_image
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

export function useLandingPage(slug: string) {
  return useQuery({
    queryKey: ['landingPage', slug],
    queryFn: async () => (await gqlRequest(LandingPageQuery, { slug }, { onUnauthenticated: 'ignore' })).landingPage,
  });
}

export function usePriceTerms() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: async () => priceTerms((await gqlRequest(PublicSettingsQuery, {}, { onUnauthenticated: 'ignore' })).settings),
  });
}
