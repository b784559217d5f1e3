import { Button, Group, Switch } from '@mantine/core';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { AdminUser } from './documents';
import { displayName } from './labels';
import { useAccountActions, useImpersonate } from './useAccountActions';
import { useStepUp } from '../../second-factor';

/** Approve (INACTIVE), Deactivate (ACTIVE, asks first), the vetted badge (freelancers), Impersonate (not administrators). */
export function AccountActions({ user }: { user: AdminUser }) {
  const { approve, deactivate, setVetted } = useAccountActions(user.id);
  const stepUp = useStepUp();
  const impersonate = useImpersonate(user.id, stepUp.guard(() => impersonate.mutate()));
  const isAdmin = user.type === 'ADMIN';
  return (
    <Group gap="sm">
      {user.status === 'INACTIVE' && !isAdmin && (
        <Button color="green" loading={approve.isPending} onClick={() => approve.mutate()}>
          Approve
        </Button>
      )}
      {user.status === 'ACTIVE' && !isAdmin && (
        <ConfirmButton
          variant="outline"
          color="red"
          loading={deactivate.isPending}
          message={`Deactivate ${displayName(user)}? The account goes back to awaiting approval and every session it has is signed out.`}
          onConfirm={() => deactivate.mutate()}
        >
          Deactivate
        </ConfirmButton>
      )}
      {!isAdmin && (
        <Button variant="default" loading={impersonate.isPending} onClick={() => impersonate.mutate()}>
          Impersonate
        </Button>
      )}
      {stepUp.dialog}
      {user.type === 'FREELANCER' && (
        <Switch
          label="Vetted badge"
          checked={user.vetted ?? false}
          disabled={setVetted.isPending}
          onChange={(event) => setVetted.mutate(event.currentTarget.checked)}
        />
      )}
    </Group>
  );
}
