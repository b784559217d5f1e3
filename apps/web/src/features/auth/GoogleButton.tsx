import { Button, Divider } from '@mantine/core';
import type { Group } from '@mp/domain';
import { useAppConfig } from '../../lib/app-config';
import { rememberLoginType } from '../../app/session/session-store';
import { GoogleIcon } from '../../ui/icons';

/** 'Continue with Google', shown only when the server has Google sign-in configured. */
export function GoogleButton({ group }: { group: Group }) {
  const { googleEnabled } = useAppConfig();
  if (!googleEnabled) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        leftSection={<GoogleIcon />}
        fullWidth
        onClick={() => {
          rememberLoginType(group);
          window.location.assign(`/redirect/google?type=${group}`);
        }}
      >
        Continue with Google
      </Button>
    </>
  );
}
