import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { graphql } from '../../graphql';
import { AgenciesQuery, CaseStudyCardsQuery } from '../marketplace';
import { OpportunityCardFields } from '../jobs';

/**
 * The home page's data. Kept here rather than in features/jobs: jobs is reached from seeking, so a
 * jobs module that needs seeking's card fragment would close an import cycle (the server bundle then reads the
 * fragment before it is defined).
 */
const LatestPublicPostsQuery = graphql(
  `
    query LatestPublicPosts($target: OpportunityTarget!, $first: Int) {
      latestPublicPosts(target: $target, first: $first) { slug ...OpportunityCardFields }
    }
  `,
  [OpportunityCardFields],
);

/** Three of each keeps the phone page short and the render cheap. */
export const HOME_BLOCK = 3;

const latestPublicPostsQuery = (target: 'JOB' | 'PROJECT', first: number, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['latestPublicPosts', target, first],
    queryFn: async () => (await gqlRequest(LatestPublicPostsQuery, { target, first }, request)).latestPublicPosts,
    staleTime: 60_000,
  });

const featuredAgenciesQuery = (first: number, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['home', 'agencies', first],
    queryFn: async () => (await gqlRequest(AgenciesQuery, { first, page: 1 }, request)).agencies.data,
    staleTime: 60_000,
  });

const featuredCaseStudiesQuery = (first: number, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['home', 'caseStudies', first],
    queryFn: async () => (await gqlRequest(CaseStudyCardsQuery, { first, page: 1 }, request)).marketplaceCaseStudies.data,
    staleTime: 60_000,
  });

export function useLatestPublicPosts(target: 'JOB' | 'PROJECT', first: number) {
  return useQuery(latestPublicPostsQuery(target, first));
}

/** A few of the marketplace's agencies and case studies (its public lists). */
export function useFeatured(first: number) {
  return { agencies: useQuery(featuredAgenciesQuery(first)), studies: useQuery(featuredCaseStudiesQuery(first)) };
}

/** What the home page reads: its route's loader fetches them (routes/pages/home.tsx). */
export const homeQueries = (request: RequestOptions) => [
  latestPublicPostsQuery('JOB', HOME_BLOCK, request),
  latestPublicPostsQuery('PROJECT', HOME_BLOCK, request),
  featuredAgenciesQuery(HOME_BLOCK, request),
  featuredCaseStudiesQuery(HOME_BLOCK, request),
];
