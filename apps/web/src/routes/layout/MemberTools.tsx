import { Group } from '@mantine/core';
import { DataProvider } from '../../app/DataProvider';
import { TeamSwitcher } from '../../features/teams/TeamSwitcher';
import { useSessionUser } from '../../app/session/useSession';
import { AccountMenu } from './AccountMenu';

/** Signed-in header tools: the account menu (wide screens) and the team switcher. Loaded only for members. */
export function MemberTools() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DataProvider>
      <Group visibleFrom="lg">
        <AccountMenu user={user} />
      </Group>
      <TeamSwitcher teams={user.teams ?? []} activeTeamId={user.teamUser?.team_id} />
    </DataProvider>
  );
}
