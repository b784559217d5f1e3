import { Avatar, Divider, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { TeamMembership } from '../../app/session/documents';
import { teamInitials, teamName } from './team-name';
import { TeamAvatar } from './TeamAvatar';
import { useSwitchTeam } from './useSwitchTeam';

interface TeamSwitcherPopoverProps {
  active: TeamMembership;
  others: TeamMembership[];
  /** Open as it mounts (its button was pressed while this code loaded). */
  open: boolean;
  /** Take the focus as it mounts (its button had it). */
  focus: boolean;
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

/** The avatar popup itself (features/teams/TeamSwitcher.tsx loads it when the person reaches for the avatar). */
export function TeamSwitcherPopover({ active, others, open, focus }: TeamSwitcherPopoverProps) {
  const [opened, { toggle, close, open: show }] = useDisclosure(false);
  const switchTeam = useSwitchTeam();
  const target = useRef<HTMLButtonElement>(null);
  // Mounted closed, focused, then opened: the popover notes what had focus as it opens (not when it mounts
  // open), to give it back to the avatar as it closes.
  useEffect(() => {
    if (focus || open) target.current?.focus();
    if (open) show();
  }, [focus, open, show]);

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
          ref={target}
          onClick={toggle}
          aria-label={`Switch team (current: ${teamName(active)})`}
          aria-expanded={opened}
          data-testid="team-switcher"
        >
          {/* The button's name says what it does; the initials only picture the current team. */}
          <TeamAvatar team={active} />
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
