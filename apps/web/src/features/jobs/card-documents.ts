import { graphql, type ResultOf } from '../../graphql';

/** What an opportunity card shows (F-F1): one fragment for the search, for-you and dashboard lists. */
export const OpportunityCardFields = graphql(`
  fragment OpportunityCardFields on PublicJob {
    id
    slug
    isSaved
    target
    title
    summary
    location
    location_type
    is_compensation_displayed
    minimumBudget
    maximumBudget
    compensation_currency
    compensation_unit
    job_number
    featured
    closed
    genres { id name }
    skills { id name }
    services { id name }
    company { id name logo verified }
  }
`);

export type OpportunityCardData = ResultOf<typeof OpportunityCardFields>;
