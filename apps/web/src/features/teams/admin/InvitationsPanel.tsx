import { Stack } from '@mantine/core';
import type { Group } from '@mp/domain';
import { InviteForm } from './InviteForm';
import { PreviousInvites } from './PreviousInvites';

/** 'Invite Team Member' and 'Previous Invites': the invitations page's body, and the lower half of the agency's Manage Team. */
export function InvitationsPanel({ group }: { group: Group }) {
  return (
    <Stack gap="lg">
      <InviteForm group={group} />
      <PreviousInvites />
    </Stack>
  );
}
