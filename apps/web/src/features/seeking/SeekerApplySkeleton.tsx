import { Paper, Skeleton, Stack } from '@mantine/core';

/** While the seeker's application loads on a public post (its own file: the route shows it before the form's code comes). */
export function SeekerApplySkeleton() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-busy="true" aria-label="Loading your application">
      <Stack gap="sm">
        <Skeleton h={22} w={220} />
        <Skeleton h={80} />
        <Skeleton h={36} w={120} />
      </Stack>
    </Paper>
  );
}
