import { graphql } from '../../graphql';
import { OpportunityCardFields } from '../jobs';

/** latest-opportunities (freelancers) and opportunities (agencies): a page of a search (F-O2, G-O3). */
export const SearchOpportunitiesQuery = graphql(
  `
    query SearchOpportunities($filters: OpportunitySearchInput, $first: Int, $page: Int) {
      searchOpportunities(filters: $filters, first: $first, page: $page) {
        data {
          ...OpportunityCardFields
        }
        paginatorInfo {
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [OpportunityCardFields],
);

/** opportunities-for-you and the dashboards' for-you blocks (F-O3, G-O4). */
export const OpportunitiesForYouQuery = graphql(
  `
    query OpportunitiesForYou($first: Int, $page: Int) {
      opportunitiesForYou(first: $first, page: $page) {
        data {
          ...OpportunityCardFields
        }
        paginatorInfo {
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [OpportunityCardFields],
);

/** The dashboards' latest blocks (F-F3 with discipline 1, G-S1). */
export const LatestOpportunitiesQuery = graphql(
  `
    query LatestOpportunities($first: Int, $industry: ID) {
      latestOpportunities(first: $first, industry: $industry) {
        ...OpportunityCardFields
      }
    }
  `,
  [OpportunityCardFields],
);

/**
 * The discipline-based lists of the freelancer's filters, each entry with its discipline, so the options can
 * be grouped by discipline (names repeat across disciplines) and kept to the disciplines chosen.
 */
export const SearchDisciplineListsQuery = graphql(`
  query SearchDisciplineLists {
    genres { id name industry_id }
    skills { id name software industry_id }
    qualifications { id name industry_id }
  }
`);
