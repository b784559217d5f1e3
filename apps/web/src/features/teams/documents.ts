import { graphql } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

export const SwitchTeamMutation = graphql(
  `
    mutation SwitchTeam($team_id: ID!) {
      switchTeam(team_id: $team_id) {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);
