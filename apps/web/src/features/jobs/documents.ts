import { graphql, type ResultOf } from '../../graphql';

/** Every field of PublicJob: the public page and the signed-in seeker's page read the same. */
export const PublicJobFields = graphql(`
  fragment PublicJobFields on PublicJob {
    id
    slug
    target
    title
    description
    location
    location_country
    location_type
    type
    sub_type
    type_name
    sub_type_name
    level { id name }
    position { id name }
    industries { id name }
    genres { id name }
    skills { id name software must_have }
    qualifications { id name must_have }
    services { id name }
    is_compensation_displayed
    minimumBudget
    maximumBudget
    compensation_currency
    compensation_unit
    duration
    is_ir35
    job_number
    created_at
    updated_at
    featured
    closed
    valid_through
    direct_apply
    company { id name logo website slug verified }
    agency { name work_term minimum_requirements }
  }
`);

/**
 * The public job page's data: every field of PublicJob. The page's route loader fetches it on the
 * server (routes/pages/job.tsx), which also reads the post's head from it; the page finds it in the data cache.
 */
export const PublicJobQuery = graphql(
  `
    query PublicJob($slug: String!) {
      publicJob(slug: $slug) {
        ...PublicJobFields
      }
    }
  `,
  [PublicJobFields],
);

export type PublicJob = NonNullable<ResultOf<typeof PublicJobQuery>['publicJob']>;
