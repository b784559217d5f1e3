import { Alert, Button, Group, Text } from '@mantine/core';
import { AGENCY_MSG } from '@mp/domain';
import { useAgencyAccount, useResendVerification } from './hooks';

/**
 * The agency dashboard's notice while the team's email is unverified: the agency works but is not listed,
 * with 'RESEND VERIFICATION EMAIL'. For the team's admins (it reads the team account); nothing once verified.
 */
export function VerifyNotice() {
  const account = useAgencyAccount();
  const resend = useResendVerification();
  if (!account.data || account.data.email_verified) return null;
  return (
    <Alert color="blue" role="status" title="Verify your email address">
      <Text size="sm">{AGENCY_MSG.notListedYet}</Text>
      <Group mt="sm">
        <Button size="xs" onClick={() => resend.mutate()} loading={resend.isPending}>
          RESEND VERIFICATION EMAIL
        </Button>
      </Group>
    </Alert>
  );
}
