// The signed-in areas' Mantine styles come with the frame's tools: a page the server renders for its reader (the
// company's dashboard) uses none of them before its first paint, and its menus come after.
import '../../ui/styles/member.css';
import { Group } from '@mantine/core';
import { DataProvider } from '../../app/DataProvider';
import { TeamSwitcher } from '../../features/teams/TeamSwitcher';
import { useSessionUser } from '../../app/session/useSession';
import { userGroup } from '../../app/session/rules';
import { AccountMenu } from './AccountMenu';
import { MessagesHeaderLink, MessagesIconLink } from './MessagesLinks';

/**
 * Signed-in header tools: Messages with its unread count (a link beside the account menu on wide screens, an icon on
 * narrower ones, whose other links are in the menu) and the team switcher. Loaded only for members.
 */
export function MemberTools() {
  const user = useSessionUser();
  if (!user) return null;
  const group = userGroup(user);
  return (
    <DataProvider>
      {group && (
        <>
          <Group visibleFrom="lg">
            <MessagesHeaderLink to={`/${group}/messages`} />
          </Group>
          <Group hiddenFrom="lg">
            <MessagesIconLink to={`/${group}/messages`} />
          </Group>
        </>
      )}
      <Group visibleFrom="lg">
        <AccountMenu user={user} />
      </Group>
      <TeamSwitcher teams={user.teams ?? []} activeTeamId={user.teamUser?.team_id} />
    </DataProvider>
  );
}
