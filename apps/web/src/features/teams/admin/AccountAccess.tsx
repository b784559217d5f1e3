import { Badge, Checkbox, Group, Loader, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/toast';
import type { TeamPerson } from './documents';
import { associateOptions, associationChange, associationToasts, displayName, toggledAssociates } from './format';
import { signedOut } from '../../../app/error-reason';
import { usePendingAssociations, usePendingPermission, useSyncAssociations, useUpdatePermission } from './hooks';
import { SearchIcon } from './icons';
import { TEAM_TEXT, TEAM_TOAST } from './messages';
import classes from './admin.module.css';

/** Someone the checklist may offer: a person of the team, or the admin looking at the page. */
export type TeamPeer = Pick<TeamPerson, 'userId' | 'firstName' | 'lastName' | 'email'> & { you?: boolean };

interface PanelProps {
  person: TeamPerson;
  /** Everyone in the team, the viewer included, for the associations' checklist. */
  peers: TeamPeer[];
  /** Makes the ids of this copy unique (the table and the phone cards both draw the panel). */
  idPrefix: string;
}

/**
 * 'User Associations' (D-F4): which other people's posts this member manages, besides their own.
 * Each box saves at once, as a sync of the whole list with that one added or removed, and says so with the spec's
 * create or remove toast; the boxes wait while a save runs, so each sync starts from the last one's answer.
 */
function UserAssociations({ person, peers, idPrefix }: PanelProps) {
  const sync = useSyncAssociations(person.userId);
  const pending = usePendingAssociations(person.userId);
  const [search, setSearch] = useState('');
  // Set at once (the mutation's state reaches this component a little later): the box shows its new state straight
  // away, and a second box ticked meanwhile waits like the others.
  const [sending, setSending] = useState<string[] | null>(null);
  const running = useRef(false);
  const selected = new Set(sending ?? pending ?? person.associateIds);
  const saving = sending !== null || pending !== undefined;
  const labels = new Map(peers.map((peer) => [peer.userId, peer.you ? `${displayName(peer)} (you)` : displayName(peer)]));
  const options = associateOptions(person.userId, peers, search);
  const others = peers.filter((peer) => peer.userId !== person.userId).length;
  const titleId = `${idPrefix}-associations-${person.userId}`;

  const toggle = (id: string, checked: boolean) => {
    if (saving || running.current) return;
    const before = person.associateIds;
    const after = toggledAssociates(before, id, checked);
    const change = associationChange(before, after);
    running.current = true;
    setSending(after);
    sync.mutate(after, {
      onSettled: () => {
        running.current = false;
      },
      onSuccess: (updated) => {
        setSending(updated.associateIds);
        associationToasts(change, true).forEach((message) => toastSuccess(message));
      },
      onError: (error) => {
        setSending(null);
        if (!signedOut(error)) associationToasts(change, false).forEach((message) => toastError(message));
      },
    });
  };
  // The answer stays on screen until the team list it was written into reaches this panel (the query cache tells its
  // readers a moment later): clearing it at once showed the old boxes for a moment, a tick that undid itself.
  useEffect(() => setSending(null), [person.associateIds]);

  return (
    <Stack gap="sm" className={classes.access} role="group" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5" id={titleId}>
          {TEAM_TEXT.associations}
        </Title>
        {saving && <Loader size="xs" aria-hidden="true" />}
      </Group>
      {person.role === 'admin' ? (
        <Text size="sm" c="dimmed">
          An admin manages every post of the team. Associations apply to members.
        </Text>
      ) : others === 0 ? (
        <Text size="sm" c="dimmed">
          No one else is in the team yet.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {displayName(person)} manages their own posts and those of the people ticked here.
          </Text>
          <TextInput
            size="sm"
            type="search"
            label="Search team members"
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
            {options.length === 0 ? (
              <Text size="sm" c="dimmed" role="status">
                No one matches “{search.trim()}”.
              </Text>
            ) : (
              <ul className={classes.checklist} aria-busy={saving}>
                {options.map((option) => (
                  <li key={option.id}>
                    <Checkbox
                      label={labels.get(option.id) ?? option.label}
                      description={option.label === option.email ? undefined : option.email}
                      checked={selected.has(option.id)}
                      disabled={saving}
                      onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}

/** 'User Permissions' (D-F4): the 'Can post jobs' box, and 'Can Post Jobs?' Yes or No as it stands. */
function UserPermissions({ person, idPrefix }: Omit<PanelProps, 'peers'>) {
  const update = useUpdatePermission(person.userId);
  const pending = usePendingPermission(person.userId);
  // Shown at once, before the mutation's state reaches this component.
  const [sending, setSending] = useState<boolean | null>(null);
  const canPost = sending ?? pending ?? person.canPostJobs;
  const saving = sending !== null || pending !== undefined;
  const titleId = `${idPrefix}-permissions-${person.userId}`;
  return (
    <Stack gap="sm" className={classes.access} role="group" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5" id={titleId}>
          {TEAM_TEXT.permissions}
        </Title>
        {saving && <Loader size="xs" aria-hidden="true" />}
      </Group>
      <Checkbox
        label={TEAM_TEXT.canPostJobs}
        description="Post new job opportunities and agency projects, paid from the team's job posts."
        checked={canPost}
        disabled={saving}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          if (saving) return;
          setSending(next);
          update.mutate(next, {
            onSuccess: () => toastSuccess(TEAM_TOAST.permissionUpdated),
            onError: (error) => {
              if (!signedOut(error)) toastError(TEAM_TOAST.permissionNotUpdated);
            },
            onSettled: () => setSending(null),
          });
        }}
      />
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {TEAM_TEXT.canPostJobsQuestion}
        </Text>
        <Badge variant="light" color={canPost ? 'green' : 'gray'} size="sm" data-testid="can-post-jobs">
          {canPost ? 'Yes' : 'No'}
        </Badge>
      </Group>
    </Stack>
  );
}

/** The expanded row of Manage Team: 'User Associations' and 'User Permissions' side by side, stacked on phones. */
export function AccountAccess(props: PanelProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" id={`${props.idPrefix}-access-${props.person.userId}`}>
      <UserAssociations {...props} />
      <UserPermissions person={props.person} idPrefix={props.idPrefix} />
    </SimpleGrid>
  );
}
