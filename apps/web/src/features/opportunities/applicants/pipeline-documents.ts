import { graphql, type ResultOf } from '../../../graphql';
import { ScreeningAnswerFields } from '../../screening';

/** The filter's counts: every status, zeros included, within the must-have filter when given (one statement on the server). */
export const StatusCountsQuery = graphql(`
  query ApplicantStatusCounts($id: ID!, $meetsMustHaves: Boolean) {
    applicantStatusCounts(id: $id, meetsMustHaves: $meetsMustHaves) {
      status
      count
    }
  }
`);

export const SetApplicationStatusMutation = graphql(`
  mutation SetApplicationStatus($ids: [ID!]!, $status: String!) {
    setApplicationStatus(ids: $ids, status: $status)
  }
`);

const PipelineFields = graphql(
  `
  fragment ApplicationPipelineFields on ApplicationPipeline {
    application_id
    status
    status_changed_at
    read_only
    message
    meets_must_haves
    auto_decline_at
    screening_answers {
      ...ScreeningAnswerFields
    }
    notes {
      id
      body
      created_at
      author_name
      edited_at
      can_delete
      can_edit
    }
    history {
      id
      from_status
      to_status
      created_at
      author_name
      cause
    }
  }
`,
  [ScreeningAnswerFields],
);

export const ApplicationPipelineQuery = graphql(
  `
    query ApplicationPipeline($id: ID!) {
      applicationPipeline(id: $id) {
        ...ApplicationPipelineFields
      }
    }
  `,
  [PipelineFields],
);

export const AddApplicationNoteMutation = graphql(
  `
    mutation AddApplicationNote($id: ID!, $body: String!, $idempotencyKey: String) {
      addApplicationNote(id: $id, body: $body, idempotencyKey: $idempotencyKey) {
        ...ApplicationPipelineFields
      }
    }
  `,
  [PipelineFields],
);

export const EditApplicationNoteMutation = graphql(
  `
    mutation EditApplicationNote($id: ID!, $body: String!) {
      editApplicationNote(id: $id, body: $body) {
        ...ApplicationPipelineFields
      }
    }
  `,
  [PipelineFields],
);

export const DeleteApplicationNoteMutation = graphql(
  `
    mutation DeleteApplicationNote($id: ID!) {
      deleteApplicationNote(id: $id) {
        ...ApplicationPipelineFields
      }
    }
  `,
  [PipelineFields],
);

export type ApplicationPipeline = ResultOf<typeof PipelineFields>;
