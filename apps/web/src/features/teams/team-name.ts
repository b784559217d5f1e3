import type { TeamMembership } from '../../app/session/documents';

/** How a team is called in the switcher: its company or agency name, else the account name. */
export function teamName(team: TeamMembership): string {
  const account = team.user;
  return account.company || account.agency_name || account.name || 'Team';
}

export function teamInitials(team: TeamMembership): string {
  return teamName(team)
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
