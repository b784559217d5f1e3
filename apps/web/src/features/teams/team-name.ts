import { teamName as nameOfTeam } from '@mp/domain';
import type { TeamMembership } from '../../app/session/documents';

/** How a team is called in the switcher: the team's name (@mp/domain), else 'Team'. */
export function teamName(team: TeamMembership): string {
  return nameOfTeam(team.user) ?? 'Team';
}

export function teamInitials(team: TeamMembership): string {
  return teamName(team)
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
