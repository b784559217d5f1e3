import { graphql, type ResultOf } from '../../../graphql';

/** A freelancer's profile lists and what they look for: their own pages and the employer's read the same. */
export const FreelancerProfileListsFields = graphql(`
  fragment FreelancerProfileListsFields on User {
    industries {
      id
      name
    }
    genres {
      id
      name
    }
    skills {
      id
      name
      software
      is_top
    }
    qualifications {
      id
      name
    }
    job_type
    working_hours
    salary_currency
    salary_unit
    minimum_salary
    maximum_salary
  }
`);

/** What the profile form and the profile view read of the signed-in freelancer. */
export const MyProfileQuery = graphql(
  `
  query FreelancerOwnProfile {
    me {
      id
      name
      avatar
      bio
      jobtitle
      vetted
      city
      country
      ...FreelancerProfileListsFields
      linkedin
      supporting_url
      isProfileComplete {
        complete
        missing
      }
    }
  }
`,
  [FreelancerProfileListsFields],
);
export type MyProfile = NonNullable<ResultOf<typeof MyProfileQuery>['me']>;

export const SaveFreelancerProfileMutation = graphql(`
  mutation SaveFreelancerProfile($input: FreelancerProfileInput!, $screen: ProfileScreen) {
    updateFreelancerProfile(input: $input, screen: $screen) {
      id
    }
  }
`);
