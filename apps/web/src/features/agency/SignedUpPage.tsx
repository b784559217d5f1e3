import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';

/** /agency/register/done (G-R2): the end of sign-up; both buttons lead to the dashboard, as the spec says. */
export function SignedUpPage() {
  const path = useGroupPath();
  return (
    <AuthCard title="Your All Signed Up!" subtitle="Your agency profile is ready. Add case studies any time to show companies your work.">
      <Stack gap="sm">
        <Button component={Link} to={path('dashboard')} fullWidth>
          MANAGE PORTFOLIO
        </Button>
        <Button component={Link} to={path('dashboard')} variant="default" fullWidth>
          GO TO DASHBOARD
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          We've emailed you a link to verify your address: your agency is listed once it is verified.
        </Text>
      </Stack>
    </AuthCard>
  );
}
