import { graphql, type ResultOf } from '../../graphql';

/** The hiring conversation: one thread per application, the viewer's inbox and the header's count. */
export const ThreadFields = graphql(`
  fragment ThreadFields on MessageThread {
    application_id
    side
    has_older
    seen_up_to
    unread
    blocked
    moderated_at
    can_write
    counterpart
    post {
      id
      title
      slug
      target
    }
    messages {
      id
      side
      body
      deleted_author
      removed
      created_at
      mine
      author_name
      author_detail
      payment_warning
      attachments {
        id
        file_name
        content_type
        size
        download_url
      }
    }
  }
`);

export const MessageThreadQuery = graphql(
  `
    query MessageThread($applicationId: ID!, $before: ID) {
      messageThread(applicationId: $applicationId, before: $before) {
        ...ThreadFields
      }
    }
  `,
  [ThreadFields],
);

/** The open thread's poll: one statement on the server; the thread is read again only when something here moved. */
export const MessageThreadActivityQuery = graphql(`
  query MessageThreadActivity($applicationId: ID!) {
    messageThreadActivity(applicationId: $applicationId) {
      last_message_id
      seen_up_to
      blocked
      moderated_at
    }
  }
`);

export const MessageThreadsQuery = graphql(`
  query MessageThreads($first: Int, $page: Int) {
    messageThreads(first: $first, page: $page) {
      data {
        application_id
        post_title
        counterpart
        last_message_at
        last_body
        unread
      }
      paginatorInfo {
        total
      }
    }
  }
`);

export const UnreadMessageThreadsQuery = graphql(`
  query UnreadMessageThreads {
    unreadMessageThreads
  }
`);

export const SendMessageMutation = graphql(
  `
    mutation SendMessage($applicationId: ID!, $body: String!, $attachmentIds: [ID!], $idempotencyKey: String) {
      sendMessage(applicationId: $applicationId, body: $body, attachmentIds: $attachmentIds, idempotencyKey: $idempotencyKey) {
        ...ThreadFields
      }
    }
  `,
  [ThreadFields],
);

export const MarkMessageThreadReadMutation = graphql(`
  mutation MarkMessageThreadRead($applicationId: ID!, $upTo: ID!) {
    markMessageThreadRead(applicationId: $applicationId, upTo: $upTo)
  }
`);

export const SetMessageTeamBlockedMutation = graphql(
  `
    mutation SetMessageTeamBlocked($applicationId: ID!, $blocked: Boolean!) {
      setMessageTeamBlocked(applicationId: $applicationId, blocked: $blocked) {
        ...ThreadFields
      }
    }
  `,
  [ThreadFields],
);

/** The team's reading of the application a thread is about: its post and who applied (employerApplication, no side effect). */
export const TeamThreadContextQuery = graphql(`
  query TeamThreadContext($id: ID!) {
    employerApplication(id: $id) {
      id
      opportunity {
        id
        title
        target
      }
      user {
        id
        name
      }
      agency {
        id
        name
        company
        agency_name
      }
    }
  }
`);

export type MessageThread = ResultOf<typeof MessageThreadQuery>['messageThread'];
export type ThreadMessage = MessageThread['messages'][number];
export type MessageAttachment = ThreadMessage['attachments'][number];
export type ThreadSummary = ResultOf<typeof MessageThreadsQuery>['messageThreads']['data'][number];
export type TeamThreadContext = ResultOf<typeof TeamThreadContextQuery>['employerApplication'];

/** The pipeline's bulk message: one message in each chosen application's own thread (all or none). */
export const SendMessagesMutation = graphql(`
  mutation SendMessages($applicationIds: [ID!]!, $body: String!, $idempotencyKey: String) {
    sendMessages(applicationIds: $applicationIds, body: $body, idempotencyKey: $idempotencyKey)
  }
`);
