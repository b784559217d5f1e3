import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A team admin page's h1, a line saying what the page is for, and an optional action beside the heading. */
export function PageHeading({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} maw={640}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {action}
    </Group>
  );
}
