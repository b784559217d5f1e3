import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toastError, toastSuccess } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { TeamPerson } from './documents';
import { signedOut } from '../../../app/error-reason';
import { displayName } from './format';
import { useRemoveTeamUser } from './hooks';
import { TEAM_TEXT, TEAM_TOAST } from './messages';

/**
 * Remove User (D-F4): 'Delete Team User' / 'This action is not reversible!', then 'Team member removed!' or 'Could not
 * delete user' (D-Q12). The person's access ends with their next request; their posts stay with the team.
 */
export function RemoveTeamUser({ person, onRemoved }: { person: TeamPerson; onRemoved: () => void }) {
  const remove = useRemoveTeamUser(person.userId);
  const [confirming, dialog] = useDisclosure(false);
  const name = displayName(person);
  return (
    <>
      <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={dialog.open}>
        Remove
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={TEAM_TEXT.removeTitle}
        message={TEAM_TEXT.removeWarning}
        detail={`${name === person.email ? name : `${name} (${person.email})`} loses access to this account at once, with their associations here. The posts they made stay with the team.`}
        confirmLabel="Delete"
        dismissLabel="Keep"
        loading={remove.isPending}
        onClose={dialog.close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              dialog.close();
              toastSuccess(TEAM_TOAST.memberRemoved);
              onRemoved();
            },
            onError: (error) => {
              dialog.close();
              if (!signedOut(error)) toastError(TEAM_TOAST.memberNotRemoved);
            },
          })
        }
      />
    </>
  );
}
