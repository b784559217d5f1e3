import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { Loading } from '../../ui/Skeletons';

/** The company profile's shape while it loads: the logo tile and name, then the two sections. */
export function ProfileSkeleton() {
  return (
    <Loading>
      <Stack gap="lg" aria-hidden="true">
        <Group gap="lg" wrap="nowrap">
          <Skeleton h={112} w={112} radius="lg" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={32} w="60%" />
            <Skeleton h={14} w="40%" />
          </Stack>
        </Group>
        {[0, 1].map((i) => (
          <Paper key={i} withBorder p="lg">
            <Stack gap="sm">
              <Skeleton h={18} w={180} />
              <Skeleton h={14} />
              <Skeleton h={14} w="80%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Loading>
  );
}
