import { useMutation } from '@tanstack/react-query';
import { MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError } from '../../lib/toast';
import { replaceSessionUser } from '../../app/session/session-store';
import { SwitchTeamMutation } from './documents';

/**
 * Makes another membership the active one, remembers it (lh_team, active_company) and returns to the home
 * route with a fresh page load: the team (and maybe the group, theme and menus) changes under every page,
 * and nothing cached for the old team should survive.
 */
export function useSwitchTeam() {
  return useMutation({
    mutationFn: (teamId: string) => gqlRequest(SwitchTeamMutation, { team_id: teamId }),
    onSuccess: ({ switchTeam }) => {
      replaceSessionUser(switchTeam, { notify: false });
      window.location.assign('/');
    },
    onError: (error) => {
      if (isApiError(error, 'UNAUTHENTICATED')) return;
      toastError(isApiError(error, 'TEAM_NOT_FOUND') ? MSG.teamNotFound : MSG.somethingWrong);
    },
  });
}
