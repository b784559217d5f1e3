import { graphql } from '../../graphql';
import { SessionUserFields } from '../session/documents';

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
