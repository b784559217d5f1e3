import { graphql, type ResultOf } from '../../graphql';

/** The 11 services, for the filter chips (public). */
export const MarketplaceServicesQuery = graphql(`
  query MarketplaceServices {
    services { id name }
  }
`);

const AgencyCardFields = graphql(`
  fragment AgencyCardFields on AgencyCard {
    id
    agency_name
    location
    avatar
    services { id name }
  }
`);

export const AgenciesQuery = graphql(
  `
  query MarketplaceAgencies($services: [ID!], $first: Int, $page: Int) {
    agencies(services: $services, first: $first, page: $page) {
      data { ...AgencyCardFields }
      paginatorInfo { currentPage hasMorePages total }
    }
  }
`,
  [AgencyCardFields],
);

export const CaseStudyCardsQuery = graphql(`
  query MarketplaceCaseStudies($services: [ID!], $first: Int, $page: Int) {
    marketplaceCaseStudies(services: $services, first: $first, page: $page) {
      data {
        id
        title
        thumbnail
        headline
        agency { id agency_name }
        services { id name }
      }
      paginatorInfo { currentPage hasMorePages total }
    }
  }
`);

export type AgencyCardData = ResultOf<typeof AgencyCardFields>;
export type CaseStudyCardData = ResultOf<typeof CaseStudyCardsQuery>['marketplaceCaseStudies']['data'][number];
