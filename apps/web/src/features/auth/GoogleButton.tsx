import { Button, Divider } from '@mantine/core';
import type { Group } from '@mp/domain';
import { useAppConfig } from '../../lib/app-config';
import { rememberLoginType } from '../../app/session/session-store';
import { GoogleIcon } from '../../ui/icons';

/** 'Continue with Google', shown only when the server has Google sign-in configured; `onStart` runs before it leaves the site. */
export function GoogleButton({ group, onStart }: { group: Group; onStart?: () => Promise<void> }) {
  const { googleEnabled } = useAppConfig();
  if (!googleEnabled) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        leftSection={<GoogleIcon />}
        fullWidth
        onClick={async () => {
          await onStart?.();
          rememberLoginType(group);
          window.location.assign(`/redirect/google?type=${group}`);
        }}
      >
        Continue with Google
      </Button>
    </>
  );
}
