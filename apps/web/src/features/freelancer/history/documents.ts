import { graphql, type ResultOf } from '../../../graphql';

export const EducationFields = graphql(`
  fragment EducationFields on Education {
    id
    school_name
    qualification
    description
    from
    to
  }
`);
export type Education = ResultOf<typeof EducationFields>;

export const ExperienceFields = graphql(`
  fragment ExperienceFields on Experience {
    id
    title
    company
    description
    from
    to
    years
  }
`);
export type Experience = ResultOf<typeof ExperienceFields>;

/** The signed-in freelancer's own rows, most recent first. */
export const MyHistoryQuery = graphql(
  `
    query MyHistory {
      me {
        id
        educations {
          ...EducationFields
        }
        experiences {
          ...ExperienceFields
        }
      }
    }
  `,
  [EducationFields, ExperienceFields],
);

export const CreateEducationMutation = graphql(
  `
    mutation CreateEducation($input: EducationInput!) {
      createEducation(input: $input) {
        ...EducationFields
      }
    }
  `,
  [EducationFields],
);

export const UpdateEducationMutation = graphql(
  `
    mutation UpdateEducation($id: ID!, $input: EducationInput!) {
      updateEducation(id: $id, input: $input) {
        ...EducationFields
      }
    }
  `,
  [EducationFields],
);

export const DeleteEducationMutation = graphql(`
  mutation DeleteEducation($id: ID!) {
    deleteEducation(id: $id)
  }
`);

export const CreateExperienceMutation = graphql(
  `
    mutation CreateExperience($input: ExperienceInput!) {
      createExperience(input: $input) {
        ...ExperienceFields
      }
    }
  `,
  [ExperienceFields],
);

export const UpdateExperienceMutation = graphql(
  `
    mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {
      updateExperience(id: $id, input: $input) {
        ...ExperienceFields
      }
    }
  `,
  [ExperienceFields],
);

export const DeleteExperienceMutation = graphql(`
  mutation DeleteExperience($id: ID!) {
    deleteExperience(id: $id)
  }
`);
