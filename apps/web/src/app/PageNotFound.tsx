import { Button, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';
import { homePath } from './session/rules';
import { useSessionUser } from './session/useSession';

/** 'Page Not Found!' for /404, /{group}/404 and every unknown route. */
export function PageNotFound() {
  const user = useSessionUser();
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={user ? homePath(user) : '/'}>
        {user ? 'Go to dashboard' : 'Go to the home page'}
      </Button>
    </Stack>
  );
}
