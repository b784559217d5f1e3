import { graphql, type ResultOf } from '../../../graphql';

/**
 * The team admin screens' operations (the teams contract): the team is always the viewer's active
 * membership's; members get FORBIDDEN, another team's ids NOT_FOUND.
 */

export const TeamUsersQuery = graphql(`
  query TeamUsers {
    teamUsers {
      userId
      firstName
      lastName
      email
      role
      canPostJobs
      isOwner
      associateIds
    }
  }
`);

export type TeamPerson = ResultOf<typeof TeamUsersQuery>['teamUsers'][number];

export const TeamInvitationsQuery = graphql(`
  query TeamInvitations {
    teamInvitations {
      id
      email
      firstName
      lastName
      sentAt
      expiresAt
      status
    }
  }
`);

export type TeamInvitation = ResultOf<typeof TeamInvitationsQuery>['teamInvitations'][number];

export const CreateInvitationMutation = graphql(`
  mutation CreateInvitation($input: InvitationInput!, $idempotencyKey: String) {
    createInvitation(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($invitationId: ID!) {
    resendInvitation(invitationId: $invitationId) {
      id
    }
  }
`);

export const DeleteInvitationMutation = graphql(`
  mutation DeleteInvitation($invitationId: ID!) {
    deleteInvitation(invitationId: $invitationId)
  }
`);

export const UpdateTeamUserMutation = graphql(`
  mutation UpdateTeamUser($userId: ID!, $role: String, $canPostJobs: Boolean) {
    updateTeamUser(userId: $userId, role: $role, canPostJobs: $canPostJobs) {
      userId
      role
      canPostJobs
    }
  }
`);

export const RemoveTeamUserMutation = graphql(`
  mutation RemoveTeamUser($userId: ID!) {
    removeTeamUser(userId: $userId)
  }
`);

export const SyncTeamUserAssociationsMutation = graphql(`
  mutation SyncTeamUserAssociations($userId: ID!, $associateIds: [ID!]!) {
    syncTeamUserAssociations(userId: $userId, associateIds: $associateIds) {
      userId
      associateIds
    }
  }
`);
