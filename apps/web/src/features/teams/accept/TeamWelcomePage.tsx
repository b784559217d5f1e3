import { Button, Stack, Text } from '@mantine/core';
import { TEAM_MSG } from '@mp/domain';
import { Link } from 'react-router';
import { useRouteGroup } from '../../../app/group-context';
import { loginPath } from '../../../app/session/rules';
import { AuthCard } from '../../../ui/AuthCard';

/**
 * team/welcome: where an existing account that joined without signing in ends, under the
 * company prefixes and /agency alike; LOGIN leads to the login of the prefix it was reached under.
 */
export function TeamWelcomePage() {
  const { prefix } = useRouteGroup();
  return (
    <AuthCard title="Welcome to the team">
      <Stack gap="lg">
        <Text>{TEAM_MSG.welcome}</Text>
        <Button component={Link} to={loginPath(prefix)} fullWidth>
          LOGIN
        </Button>
      </Stack>
    </AuthCard>
  );
}
