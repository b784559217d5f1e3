import { graphql, type ResultOf } from '../../../graphql';

export const ResumeFields = graphql(`
  fragment ResumeFields on Resume {
    id
    file_name
    size
    created_at
    active
    download_url
  }
`);
export type Resume = ResultOf<typeof ResumeFields>;

export const DocumentFields = graphql(`
  fragment DocumentFields on SupportingDocument {
    id
    name
    file_name
    size
    created_at
    download_url
  }
`);
export type SupportingDocument = ResultOf<typeof DocumentFields>;

/** The signed-in freelancer's CVs (newest first, the first active) and supporting documents. */
export const MyFilesQuery = graphql(
  `
    query MyFiles {
      me {
        id
        resumes {
          ...ResumeFields
        }
        documents {
          ...DocumentFields
        }
      }
    }
  `,
  [ResumeFields, DocumentFields],
);

export const RemoveResumeMutation = graphql(`
  mutation RemoveResume($id: ID!) {
    removeResume(id: $id)
  }
`);

export const RemoveDocumentMutation = graphql(`
  mutation RemoveDocument($id: ID!) {
    removeDocument(id: $id)
  }
`);
