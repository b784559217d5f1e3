import { Button, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';

/** No case study or agency the viewer may see answers to this id (the server does not say which). */
export function CaseStudyNotFound({ what = 'case study' }: { what?: string }) {
  const path = useGroupPath();
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">This {what} does not exist, or is not available.</Text>
      <Button component={Link} to={path('dashboard')}>
        Go to dashboard
      </Button>
    </Stack>
  );
}
