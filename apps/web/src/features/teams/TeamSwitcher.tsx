import { Avatar, Divider, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TeamMembership } from '../session/documents';
import { teamInitials, teamName } from './team-name';
import classes from './TeamSwitcher.module.css';
import { useSwitchTeam } from './useSwitchTeam';

interface TeamSwitcherProps {
  teams: TeamMembership[];
  activeTeamId: string | undefined;
}

function TeamRow({ team, caption }: { team: TeamMembership; caption?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={team.user.avatar} alt="" radius="xl" color="initials" name={teamName(team)}>
        {teamInitials(team)}
      </Avatar>
      <div>
        <Text size="sm" fw={500}>
          {teamName(team)}
        </Text>
        {caption && (
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** The avatar popup for users in more than one team (spec 2.4): the active team, then 'Other Teams'. */
export function TeamSwitcher({ teams, activeTeamId }: TeamSwitcherProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const switchTeam = useSwitchTeam();
  if (teams.length < 2) return null;
  const active = teams.find((t) => t.team_id === activeTeamId) ?? teams[0]!;
  const others = teams.filter((t) => t.team_id !== active.team_id);

  return (
    // A dialog: focus moves into it and stays there until it closes (Escape, a click outside), then returns to the avatar.
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={280}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          onClick={toggle}
          aria-label={`Switch team (current: ${teamName(active)})`}
          aria-expanded={opened}
          data-testid="team-switcher"
        >
          {/* The button's name says what it does; the initials only picture the current team. */}
          <Avatar src={active.user.avatar} alt="" radius="xl" color="initials" name={teamName(active)} aria-hidden>
            <span className={classes.initials} data-initials={teamInitials(active)} />
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown mih={300} data-testid="team-switcher-popup">
        <Stack gap="sm">
          <TeamRow team={active} caption="Current team" />
          {others.length > 0 && (
            <>
              <Divider />
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Other Teams
              </Text>
              {others.map((team) => (
                <UnstyledButton
                  key={team.team_id}
                  disabled={switchTeam.isPending}
                  onClick={() => switchTeam.mutate(team.team_id, { onSettled: close })}
                >
                  <TeamRow team={team} />
                </UnstyledButton>
              ))}
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
