import { UnstyledButton } from '@mantine/core';
import { onIntent } from '../../lib/on-intent';
import type { TeamMembership } from '../../app/session/documents';
import { TeamAvatar } from './TeamAvatar';
import { teamName } from './team-name';

const useTeamSwitcher = onIntent(() => import('./TeamSwitcherPopover').then((m) => m.TeamSwitcherPopover));

interface TeamSwitcherProps {
  teams: TeamMembership[];
  activeTeamId: string | undefined;
}

/**
 * The avatar popup for users in more than one team (spec 2.4): the active team, then 'Other Teams'. The popup's
 * code loads when the person reaches for the avatar (lib/on-intent.ts); the avatar looks the same before.
 */
export function TeamSwitcher({ teams, activeTeamId }: TeamSwitcherProps) {
  const { Part, open, focus, triggerProps } = useTeamSwitcher();
  if (teams.length < 2) return null;
  const active = teams.find((t) => t.team_id === activeTeamId) ?? teams[0]!;
  const others = teams.filter((t) => t.team_id !== active.team_id);
  if (Part) return <Part active={active} others={others} open={open} focus={focus} />;
  return (
    <UnstyledButton
      {...triggerProps}
      aria-label={`Switch team (current: ${teamName(active)})`}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="team-switcher"
    >
      <TeamAvatar team={active} />
    </UnstyledButton>
  );
}
