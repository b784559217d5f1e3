import { Group, Loader, NativeSelect } from '@mantine/core';
import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/toast';
import type { TeamPerson } from './documents';
import { displayName, roleChangeToSend, ROLE_OPTIONS, type TeamRole } from './format';
import { signedOut } from '../../../app/error-reason';
import { usePendingRole, useUpdateRole } from './hooks';
import { TEAM_TOAST } from './messages';

interface AccessLevelSelectProps {
  person: TeamPerson;
  /** The phone card shows the label; the table's column header says it. */
  withLabel?: boolean;
}

/**
 * Access Level (D-F4, D-X3): Admin or Member. While a change runs the select shows the role being sent and a second
 * change is ignored; choosing the role the person has does nothing.
 */
export function AccessLevelSelect({ person, withLabel = false }: AccessLevelSelectProps) {
  const update = useUpdateRole(person.userId);
  const pending = usePendingRole(person.userId);
  // Set at once: the mutation's state reaches this component a little later, after a fast second change.
  const running = useRef(false);
  const [sending, setSending] = useState<TeamRole | null>(null);
  const shown = sending ?? pending;
  const change = (next: string) => {
    const role = roleChangeToSend(person.role, next, running.current || shown !== undefined);
    if (!role) return;
    running.current = true;
    setSending(role);
    update.mutate(role, {
      onSuccess: () => toastSuccess(TEAM_TOAST.roleUpdated),
      onError: (error) => {
        if (!signedOut(error)) toastError(TEAM_TOAST.roleNotUpdated);
      },
      onSettled: () => {
        running.current = false;
        setSending(null);
      },
    });
  };
  const label = `Access Level of ${displayName(person)}`;
  return (
    <Group gap="xs" wrap="nowrap" aria-busy={shown !== undefined}>
      <NativeSelect
        size={withLabel ? 'sm' : 'xs'}
        label={withLabel ? 'Access Level' : undefined}
        aria-label={withLabel ? undefined : label}
        data={ROLE_OPTIONS}
        value={shown ?? person.role}
        onChange={(event) => change(event.currentTarget.value)}
        w={withLabel ? '100%' : 120}
      />
      {shown !== undefined && <Loader size="xs" aria-hidden="true" />}
    </Group>
  );
}
