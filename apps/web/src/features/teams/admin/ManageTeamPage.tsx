import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../../app/group-context';
import { useSessionUser } from '../../../app/session/useSession';
import { EmptyState } from '../../../ui/EmptyState';
import { ListSkeleton } from '../../../ui/Skeletons';
import type { TeamPeer } from './AccountAccess';
import { useTeamUsers } from './hooks';
import { UsersIcon } from './icons';
import { InvitationsPanel } from './InvitationsPanel';
import { INVITE_FIRST_FIELD } from './InviteForm';
import { LoadFailed } from '../../../ui/LoadFailed';
import { TEAM_TEXT } from './messages';
import { PageHeading } from './PageHeading';
import { TeamTable } from './TeamTable';

/** The rows whose Account Access is open. */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (userId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  return { expanded, toggle };
}

/**
 * manage-team (D-R2, D-R4, D-Q6): the team's people with their access level, associations, posting right and
 * removal. The agency's page carries the invitations too (its menu has no Invitations entry); the employer's links
 * to them.
 */
export function ManageTeamPage() {
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const viewer = useSessionUser();
  const team = useTeamUsers();
  const { expanded, toggle } = useExpanded();
  const heading = useRef<HTMLHeadingElement>(null);
  const agency = group === 'agency';

  const people = team.data ?? [];
  const peers: TeamPeer[] = [
    ...(viewer ? [{ userId: viewer.id, firstName: viewer.first_name, lastName: viewer.last_name, email: viewer.email ?? '', you: true }] : []),
    ...people,
  ];
  const inviteAction = agency
    ? { label: TEAM_TEXT.emptyTeam, onClick: () => document.getElementById(INVITE_FIRST_FIELD)?.focus() }
    : { label: TEAM_TEXT.emptyTeam, to: path('invitations') };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Manage Team"
          description={
            agency
              ? 'The people who share this agency account, and what each of them may do.'
              : 'The people who share this company account. Admins manage the team, billing and every post; members see their own posts and those of the people they are associated with.'
          }
          action={
            agency ? undefined : (
              <Button component={Link} to={path('invitations')} variant="light">
                {TEAM_TEXT.inviteTitle}
              </Button>
            )
          }
        />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="team-members-title">
          <Stack gap="md">
            <Title order={2} fz="h3" id="team-members-title" ref={heading} tabIndex={-1}>
              Team members
            </Title>
            {team.isPending ? (
              <ListSkeleton rows={4} />
            ) : team.isError ? (
              <LoadFailed title="Could not load your team" retrying={team.isFetching} onRetry={() => void team.refetch()} />
            ) : people.length === 0 ? (
              <EmptyState
                icon={<UsersIcon size={24} />}
                title="No team members yet"
                description={
                  agency
                    ? 'Colleagues you invite share this account. You choose who is an admin and what each member may do.'
                    : 'Colleagues you invite share this account. You choose who is an admin, who may post and whose posts each member manages.'
                }
                action={inviteAction}
              />
            ) : (
              <TeamTable people={people} peers={peers} expanded={expanded} onToggle={toggle} onRemoved={() => heading.current?.focus()} />
            )}
          </Stack>
        </Paper>
        {agency && <InvitationsPanel group={group} />}
      </Stack>
    </Container>
  );
}
