import { Paper, Skeleton, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../../ui/Skeletons';

/** The frame of the CV and documents panels: heading, what to add, then the list or its loading state. */
export function FilesFrame({ title, headingOrder = 2, loading, children }: { title: string; headingOrder?: TitleOrder; loading: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {loading ? (
          <Loading>
            <Stack gap="sm" aria-hidden="true">
              <Skeleton h={36} w="60%" />
              <Skeleton h={18} w="40%" />
              <Skeleton h={18} w="40%" />
            </Stack>
          </Loading>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
