import { Group, Loader, NativeSelect } from '@mantine/core';
import { useRef } from 'react';
import { toastError, toastSuccess } from '../../../lib/toast';
import type { TeamPerson } from './documents';
import { displayName, roleChangeToSend, ROLE_OPTIONS } from './format';
import { signedOut } from './errors';
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
  // Set at once: the mutation's state reaches this component a render later, after a fast second change.
  const running = useRef(false);
  const change = (next: string) => {
    const role = roleChangeToSend(person.role, next, running.current || pending !== undefined);
    if (!role) return;
    running.current = true;
    update.mutate(role, {
      onSuccess: () => toastSuccess(TEAM_TOAST.roleUpdated),
      onError: (error) => {
        if (!signedOut(error)) toastError(TEAM_TOAST.roleNotUpdated);
      },
      onSettled: () => {
        running.current = false;
      },
    });
  };
  const label = `Access Level of ${displayName(person)}`;
  return (
    <Group gap="xs" wrap="nowrap" aria-busy={pending !== undefined}>
      <NativeSelect
        size={withLabel ? 'sm' : 'xs'}
        label={withLabel ? 'Access Level' : undefined}
        aria-label={withLabel ? undefined : label}
        data={ROLE_OPTIONS}
        value={pending ?? person.role}
        onChange={(event) => change(event.currentTarget.value)}
        w={withLabel ? '100%' : 120}
      />
      {pending !== undefined && <Loader size="xs" aria-hidden="true" />}
    </Group>
  );
}
