import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLogout } from '../../../app/session/useLogout';
import type { InvitationPreview } from './documents';
import { InviteCard } from './InviteCard';

interface SignedInNoticeProps {
  preview: InvitationPreview;
  /** The invited address. */
  email: string;
  signedInAs: string;
}

/**
 * A link opened in a browser signed in as someone else: the invitation is not theirs to accept. Logging out here
 * keeps the page, which then shows the invitation as to a visitor.
 */
export function SignedInNotice({ preview, email, signedInAs }: SignedInNoticeProps) {
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <InviteCard preview={preview}>
      <Stack gap="md" align="stretch">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          You are signed in as <strong>{signedInAs}</strong>. This invitation was sent to <strong>{email}</strong>: log out
          first to accept it.
        </Text>
        <Button
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
          fullWidth
        >
          Log out
        </Button>
      </Stack>
    </InviteCard>
  );
}
