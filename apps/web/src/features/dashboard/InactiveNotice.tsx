import { Alert, Anchor, Text } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';

/** The notice for accounts awaiting approval (spec 1, 4). */
export function InactiveNotice({ profileLink }: { profileLink: string }) {
  return (
    <Alert color="yellow" title={MSG.inactiveTitle} role="status" radius="lg">
      <Text size="sm">{MSG.inactiveBody}</Text>
      <Text size="sm" mt="xs">
        Meanwhile,{' '}
        <Anchor component={Link} to={profileLink} size="sm">
          update your profile
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
