import { Avatar } from '@mantine/core';
import type { TeamMembership } from '../../app/session/documents';
import { teamInitials, teamName } from './team-name';
import classes from './TeamSwitcher.module.css';

/** The current team's picture on the switcher's button: its name says what it does, the initials only picture the team. */
export function TeamAvatar({ team }: { team: TeamMembership }) {
  return (
    <Avatar src={team.user.avatar} alt="" radius="xl" color="initials" name={teamName(team)} aria-hidden>
      <span className={classes.initials} data-initials={teamInitials(team)} />
    </Avatar>
  );
}
