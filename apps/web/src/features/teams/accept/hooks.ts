import { useMutation, useQuery } from '@tanstack/react-query';
import { TEAM_MSG, type Group } from '@mp/domain';
import { useNavigate } from 'react-router';
import { gqlRequest } from '../../../app/api-client';
import { dashboardPath, homePath } from '../../../app/session/rules';
import { refreshSessionUser } from '../../../app/session/fresh-user';
import { getSession, getToken, rememberLoginType } from '../../../app/session/session-store';
import { useStartSession } from '../../../app/session/useStartSession';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AcceptInvitationMutation, InvitationQuery, RegisterTeamUserMutation, type TeamRegisterInput } from './documents';

/**
 * getInvitation for a link's token. Read once per visit: the API allows 60 a minute per address, and the answer
 * only changes when someone acts on the invitation.
 */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['teamInvitation', token],
    queryFn: async () => (await gqlRequest(InvitationQuery, { token: token! }, { token: null })).invitation,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** Signs the new member in, as sign-up does, and lands them on their team's dashboard with the spec's toast (4 s). */
function useLandSignedIn(group: Group) {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return (token: string, user: Parameters<ReturnType<typeof useStartSession>>[1]) => {
    startSession(token, user);
    rememberLoginType(group);
    navigate(dashboardPath(group), { replace: true });
    toastSuccess(TEAM_MSG.accepted);
  };
}

/** registerTeamUser: the new GUEST account, signed in. Failures are the caller's (field messages, a refusal, a toast). */
export function useRegisterTeamUser(group: Group) {
  const land = useLandSignedIn(group);
  return useMutation({
    mutationFn: ({ token, input }: { token: string; input: TeamRegisterInput }) => gqlRequest(RegisterTeamUserMutation, { token, input }, { token: null }),
    onSuccess: ({ registerTeamUser }) => {
      const { access_token, ...user } = registerTeamUser;
      if (!access_token) {
        toastError(TEAM_MSG.couldNotCreate);
        return;
      }
      land(access_token, user);
    },
  });
}

/**
 * acceptInvitation: an existing account joins. A visitor then reads team/welcome (with its LOGIN link); the
 * invited account itself, signed in, has its session read again and lands on its dashboard with the toast.
 */
export function useAcceptInvitation(prefix: string, group: Group) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ token, email }: { token: string; email: string }) => (await gqlRequest(AcceptInvitationMutation, { token, email })).acceptInvitation,
    onSuccess: async () => {
      const session = getToken();
      if (!session) {
        navigate(`/${prefix}/team/welcome`, { replace: true });
        return;
      }
      // The new membership shows in the team switcher; the home is the team the account acts under now.
      await refreshSessionUser(session).catch(() => undefined);
      const user = getSession()?.user;
      navigate(user ? homePath(user) : dashboardPath(group), { replace: true });
      toastSuccess(TEAM_MSG.accepted);
    },
  });
}
