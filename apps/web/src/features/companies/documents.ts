import { graphql, type ResultOf } from '../../graphql';
import { OpportunityCardFields } from '../jobs';

/** A company's public page: its profile and its open posts as the board's cards. */
export const CompanyPageQuery = graphql(
  `
    query CompanyPage($slug: String!) {
      companyPage(slug: $slug) {
        id
        slug
        verified
        name
        logo
        about
        apart
        location
        website
        size
        posts {
          ...OpportunityCardFields
          type_name
        }
      }
    }
  `,
  [OpportunityCardFields],
);

export type CompanyPageData = NonNullable<ResultOf<typeof CompanyPageQuery>['companyPage']>;

const CompanyPageSettingsFields = graphql(`
  fragment CompanyPageSettingsFields on CompanyPageSettings {
    slug
    visible
    size
    editable
  }
`);

export const MyCompanyPageQuery = graphql(
  `
    query MyCompanyPage {
      myCompanyPage {
        ...CompanyPageSettingsFields
      }
    }
  `,
  [CompanyPageSettingsFields],
);

export const UpdateCompanyPageMutation = graphql(
  `
    mutation UpdateCompanyPage($input: CompanyPageInput!) {
      updateCompanyPage(input: $input) {
        ...CompanyPageSettingsFields
      }
    }
  `,
  [CompanyPageSettingsFields],
);

export type CompanyPageSettings = ResultOf<typeof CompanyPageSettingsFields>;
