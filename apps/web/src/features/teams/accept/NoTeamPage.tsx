import { Button, Stack, Text } from '@mantine/core';
import { TEAM_MSG } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { AuthCard } from '../../../ui/AuthCard';

/** 'You are no longer part of a team': the account stays, with its data to download or delete, and a way out. */
export function NoTeamPage() {
  // The logout page sits under a group's prefix: the one the person last logged in under (RequireNoTeam).
  const path = useGroupPath();
  return (
    <AuthCard title={TEAM_MSG.noTeam}>
      <Stack gap="lg">
        <Text>Your account is still here, but no team has you as a member now. A team admin can invite you again.</Text>
        <Stack gap="sm">
          <Button component={Link} to="/your-data" variant="light" fullWidth>
            Your data
          </Button>
          <Button component={Link} to={path('logout')} fullWidth>
            Log out
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
