import { Button, Stack, Text, TextInput } from '@mantine/core';
import { groupOfPrefix, TEAM_MSG } from '@mp/domain';
import { useState } from 'react';
import { useSessionUser } from '../../../app/session/useSession';
import { toastError } from '../../../lib/toast';
import type { InvitationPreview } from './documents';
import { useAcceptInvitation } from './hooks';
import { InviteCard, joinTitle } from './InviteCard';
import type { InviteLink } from './invite-link';
import { failureMessage, refusalReason } from './refusal';

interface JoinTeamCardProps {
  link: InviteLink;
  preview: InvitationPreview;
  email: string;
  prefix: string;
}

/**
 * An email that already has an account joins with it: no second account, no password; the
 * emailed link proves the inbox. A refusal (a freelancer's account, already a member, a team of the other type) is
 * shown and locks the button; a failure without a reason says 'Could not accept invite'.
 */
export function JoinTeamCard({ link, preview, email, prefix }: JoinTeamCardProps) {
  const signedIn = useSessionUser() !== null;
  const accept = useAcceptInvitation(prefix, groupOfPrefix(prefix) ?? 'company');
  const [locked, setLocked] = useState<string | null>(null);

  const join = () =>
    accept.mutate(
      { token: link.token, email },
      {
        onError: (error) => {
          const reason = refusalReason(error);
          if (reason) setLocked(reason);
          else toastError(failureMessage(error, TEAM_MSG.couldNotAccept));
        },
      },
    );

  return (
    <InviteCard preview={preview} locked={locked}>
      <Stack gap="md">
        <Text size="sm">
          {signedIn
            ? 'You are signed in with the invited email. Join the team with this account.'
            : 'This email already has an account. Join the team with it: you keep your login and password.'}
        </Text>
        <TextInput label="Email" variant="filled" value={email} readOnly />
        <Button onClick={join} loading={accept.isPending} disabled={locked !== null || accept.isSuccess} fullWidth>
          {joinTitle(preview)}
        </Button>
      </Stack>
    </InviteCard>
  );
}
