import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';
import { Loading } from '../../../ui/Skeletons';

/**
 * Not the viewer's to see: another team's post or application, a member's unassigned post, a freelancer
 * who neither applied nor shows their profile, an unknown id. One state for all (the server does not say which).
 */
export function NotFoundState({ what, backTo, backLabel }: { what: string; backTo: string; backLabel: string }) {
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed" maw={460}>
        {what}
      </Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}

/** The profile's shape while it loads: the photo and name, then the two columns of sections. */
export function CandidateSkeleton() {
  return (
    <Loading>
      <Stack gap="lg" aria-hidden="true">
        <Group gap="lg" wrap="nowrap">
          <Skeleton h={96} w={96} circle />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={32} w="55%" />
            <Skeleton h={16} w="35%" />
            <Skeleton h={14} w="25%" />
          </Stack>
        </Group>
        {[0, 1].map((i) => (
          <Paper key={i} withBorder p="lg">
            <Stack gap="sm">
              <Skeleton h={18} w={180} />
              <Skeleton h={14} />
              <Skeleton h={14} w="75%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Loading>
  );
}
