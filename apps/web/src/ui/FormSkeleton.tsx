import { Paper, Skeleton, Stack } from '@mantine/core';
import { Loading } from './Skeletons';

/** A form while its record loads: labels and fields in a form's shape. */
export function FormSkeleton() {
  return (
    <Loading>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} aria-hidden="true">
        <Stack gap="lg">
          <Skeleton h={20} w={160} />
          {[100, 60, 100, 100, 100].map((width, i) => (
            <Stack key={i} gap={6}>
              <Skeleton h={12} w={120} />
              <Skeleton h={36} w={`${width}%`} />
            </Stack>
          ))}
          <Skeleton h={220} />
        </Stack>
      </Paper>
    </Loading>
  );
}
