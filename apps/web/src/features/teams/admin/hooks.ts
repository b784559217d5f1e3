import { useIsMutating, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import {
  CreateInvitationMutation,
  DeleteInvitationMutation,
  RemoveTeamUserMutation,
  ResendInvitationMutation,
  SyncTeamUserAssociationsMutation,
  TeamInvitationsQuery,
  TeamUsersQuery,
  UpdateTeamUserMutation,
  type TeamPerson,
} from './documents';
import type { TeamRole } from './format';
import type { InviteInput } from './invite-rules';

/** The cache keys of the team admin screens: everything under ['team-admin'] is the active team's. */
export const teamAdminKeys = {
  all: ['team-admin'] as const,
  users: ['team-admin', 'users'] as const,
  invitations: ['team-admin', 'invitations'] as const,
  /** The mutations of one person's row, so that the table and the phone cards share their running state. */
  role: (userId: string) => ['team-admin', 'role', userId] as const,
  permission: (userId: string) => ['team-admin', 'permission', userId] as const,
  associations: (userId: string) => ['team-admin', 'associations', userId] as const,
  remove: (userId: string) => ['team-admin', 'remove', userId] as const,
};

/** viewUserTeam: the team's people but the viewer, in the API's order (read fresh on each visit: the spec's "no cache"). */
export function useTeamUsers() {
  return useQuery({
    queryKey: teamAdminKeys.users,
    queryFn: async () => (await gqlRequest(TeamUsersQuery, {})).teamUsers,
    staleTime: 0,
  });
}

/** viewInvitations: the pending invitations, newest first. */
export function useTeamInvitations() {
  return useQuery({
    queryKey: teamAdminKeys.invitations,
    queryFn: async () => (await gqlRequest(TeamInvitationsQuery, {})).teamInvitations,
    staleTime: 0,
  });
}

/** Reads the invitations again: 'the list refreshes after each' send, resend and cancel (D-F3). */
function useRefreshInvitations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: teamAdminKeys.invitations });
}

export function useCreateInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: InviteInput; idempotencyKey: string }) =>
      (await gqlRequest(CreateInvitationMutation, { input, idempotencyKey })).createInvitation,
    onSettled: refresh,
  });
}

export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async (invitationId: string) => (await gqlRequest(ResendInvitationMutation, { invitationId })).resendInvitation,
    onSettled: refresh,
  });
}

export function useDeleteInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async (invitationId: string) => (await gqlRequest(DeleteInvitationMutation, { invitationId })).deleteInvitation,
    onSettled: refresh,
  });
}

/** Replaces fields of one person in the cached team, keeping the table's order. */
function usePatchPerson() {
  const client = useQueryClient();
  return (userId: string, patch: Partial<TeamPerson>) =>
    client.setQueryData<TeamPerson[]>(teamAdminKeys.users, (people) => people?.map((person) => (person.userId === userId ? { ...person, ...patch } : person)));
}

/** updateUserTeam(role): Access Level. */
export function useUpdateRole(userId: string) {
  const patch = usePatchPerson();
  return useMutation({
    mutationKey: teamAdminKeys.role(userId),
    mutationFn: async (role: TeamRole) => (await gqlRequest(UpdateTeamUserMutation, { userId, role })).updateTeamUser,
    onSuccess: (updated) => patch(userId, { role: updated.role }),
  });
}

/** The role being sent for this person, while a change runs (the select shows it; a second change is ignored). */
export function usePendingRole(userId: string): TeamRole | undefined {
  const [pending] = useMutationState({ filters: { mutationKey: teamAdminKeys.role(userId), status: 'pending' }, select: (m) => m.state.variables as TeamRole });
  return pending;
}

/** updateUserTeam(can_post_jobs): User Permissions. */
export function useUpdatePermission(userId: string) {
  const patch = usePatchPerson();
  return useMutation({
    mutationKey: teamAdminKeys.permission(userId),
    mutationFn: async (canPostJobs: boolean) => (await gqlRequest(UpdateTeamUserMutation, { userId, canPostJobs })).updateTeamUser,
    onSuccess: (updated) => patch(userId, { canPostJobs: updated.canPostJobs }),
  });
}

export function usePendingPermission(userId: string): boolean | undefined {
  const [pending] = useMutationState({ filters: { mutationKey: teamAdminKeys.permission(userId), status: 'pending' }, select: (m) => m.state.variables as boolean });
  return pending;
}

/** syncUserTeamAssociation: the member's whole list of associates. */
export function useSyncAssociations(userId: string) {
  const patch = usePatchPerson();
  return useMutation({
    mutationKey: teamAdminKeys.associations(userId),
    mutationFn: async (associateIds: string[]) => (await gqlRequest(SyncTeamUserAssociationsMutation, { userId, associateIds })).syncTeamUserAssociations,
    onSuccess: (updated) => patch(userId, { associateIds: updated.associateIds }),
  });
}

export function usePendingAssociations(userId: string): string[] | undefined {
  const [pending] = useMutationState({ filters: { mutationKey: teamAdminKeys.associations(userId), status: 'pending' }, select: (m) => m.state.variables as string[] });
  return pending;
}

/** deleteUserTeam: the person leaves the team, with their associations there, both ways. */
export function useRemoveTeamUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: teamAdminKeys.remove(userId),
    mutationFn: async () => (await gqlRequest(RemoveTeamUserMutation, { userId })).removeTeamUser,
    onSuccess: () => {
      client.setQueryData<TeamPerson[]>(teamAdminKeys.users, (people) =>
        people
          ?.filter((person) => person.userId !== userId)
          .map((person) => ({ ...person, associateIds: person.associateIds.filter((id) => id !== userId) })),
      );
      void client.invalidateQueries({ queryKey: teamAdminKeys.users });
    },
  });
}

export const useRemoving = (userId: string) => useIsMutating({ mutationKey: teamAdminKeys.remove(userId) }) > 0;
