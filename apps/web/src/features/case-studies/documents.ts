import { graphql, type ResultOf } from '../../graphql';

/** Case studies and the agency profile (decision 0051): the server decides who reads what. */

export const CaseStudyCardFields = graphql(`
  fragment CaseStudyCardFields on CaseStudy {
    id
    title
    headline
    thumbnail
    created_at
  }
`);

export const CaseStudyFields = graphql(`
  fragment CaseStudyFields on CaseStudy {
    id
    title
    headline
    description
    thumbnail
    video_url
    videoEmbed
    external_url
    canEdit
    media {
      id
      kind
      image
      url
      embedUrl
    }
    agency {
      id
      agency_name
      avatar
    }
  }
`);

export const CaseStudiesQuery = graphql(
  `
    query CaseStudies($agencyId: ID, $first: Int, $page: Int) {
      caseStudies(agencyId: $agencyId, first: $first, page: $page) {
        data {
          ...CaseStudyCardFields
        }
        paginatorInfo {
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [CaseStudyCardFields],
);

export const CaseStudyQuery = graphql(
  `
    query CaseStudy($id: ID!) {
      caseStudy(id: $id) {
        ...CaseStudyFields
      }
    }
  `,
  [CaseStudyFields],
);

export const CreateCaseStudyMutation = graphql(
  `
    mutation CreateCaseStudy($input: CaseStudyInput!, $idempotencyKey: String) {
      createCaseStudy(input: $input, idempotencyKey: $idempotencyKey) {
        ...CaseStudyFields
      }
    }
  `,
  [CaseStudyFields],
);

export const UpdateCaseStudyMutation = graphql(
  `
    mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {
      updateCaseStudy(id: $id, input: $input) {
        ...CaseStudyFields
      }
    }
  `,
  [CaseStudyFields],
);

export const DeleteCaseStudyMutation = graphql(`
  mutation DeleteCaseStudy($id: ID!) {
    deleteCaseStudy(id: $id)
  }
`);

export const AgencyProfileQuery = graphql(
  `
    query AgencyProfile($id: ID) {
      agencyProfile(id: $id) {
        id
        agency_name
        avatar
        bio
        website
        phones
        locations
        email_verified
        isOwn
        canEdit
        services {
          id
          name
        }
        genres {
          id
          name
        }
        caseStudies(first: 10, page: 1) {
          data {
            ...CaseStudyCardFields
          }
          paginatorInfo {
            hasMorePages
            total
          }
        }
      }
    }
  `,
  [CaseStudyCardFields],
);

export type CaseStudyCardData = ResultOf<typeof CaseStudyCardFields>;
export type CaseStudyData = ResultOf<typeof CaseStudyFields>;
export type AgencyProfileData = ResultOf<typeof AgencyProfileQuery>['agencyProfile'];
