import { Button, List, Text } from '@mantine/core';
import type { Group } from '@mp/domain';
import { Link, Navigate } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { StepCounter } from '../../ui/StepCounter';
import { useSessionUser } from '../../app/session/useSession';

/** What each group's profile completion will ask for (documents 2 and 3); later issues build the forms. */
const NEXT_STEPS: Record<Group, string[]> = {
  company: ['Your company logo', 'A short bio about your company', 'What sets you apart'],
  freelancer: ['A profile photo', 'A short bio', 'The roles and levels you are looking for', 'Where and how you like to work'],
  agency: ['Your agency profile and services', 'An optional first case study'],
};

/** /{group}/complete-profile (and /2): sign-up step 3. Users who already have a bio go to the dashboard. */
export function CompleteProfilePage() {
  const user = useSessionUser();
  const { group } = useRouteGroup();
  const path = useGroupPath();
  if (user?.bio) return <Navigate to={path('dashboard')} replace />;
  return (
    <AuthCard title="Complete your profile" header={<StepCounter step={3} />} width={560}>
      <Text>Your account has been created. Next, you will add:</Text>
      <List spacing="xs">
        {NEXT_STEPS[group].map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text c="dimmed" size="sm">
        Profile completion opens here soon. Meanwhile, your dashboard is ready.
      </Text>
      <Button component={Link} to={path('dashboard')}>
        Go to dashboard
      </Button>
    </AuthCard>
  );
}
