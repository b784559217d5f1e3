import { Button, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link, useLocation } from 'react-router';
import { withRedirectTo } from '../../lib/redirect';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { loginPath, userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';

/**
 * The not-found state of an article page. The server answers the same for an article that does not
 * exist and one this reader may not read, so the page cannot tell them apart either; a visitor is
 * offered the login, a member of this group the resources list.
 */
export function ArticleNotFound() {
  const user = useSessionUser();
  const { group, prefix } = useRouteGroup();
  const path = useGroupPath();
  const { pathname } = useLocation();
  const action = !user
    ? { label: 'Log in', to: withRedirectTo(loginPath(prefix), pathname) }
    : userGroup(user) === group
      ? { label: 'See all resources', to: path('resources') }
      : null;
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">This article does not exist, or it is not available to you.</Text>
      {action && (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
